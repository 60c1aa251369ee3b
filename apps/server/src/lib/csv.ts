import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * CSV exports, streamed: rows are written as their batches arrive, so an export of any
 * size holds one batch in memory. Amounts are written as the exact decimal strings the API answers.
 */
export type CsvValue = string | number | boolean | null | undefined;

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvValue;
}

/** A plain decimal such as an amount: the one kind of cell that may start with `-` unguarded. */
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;
/** What a spreadsheet may read as the start of a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Quotes a cell when needed. Text that a spreadsheet would run as a formula (starting with =, +,
 * -, @, tab or carriage return; `-1+cmd` too) is prefixed with a quote mark and quoted, the way
 * OWASP's CSV-injection guidance says, so opening an export runs nothing; negative amounts stay
 * numbers.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) {
    return `"'${text.replaceAll('"', '""')}"`;
  }
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: CsvValue[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

export async function* csvLines<T>(
  columns: CsvColumn<T>[],
  batches: AsyncIterable<T[]>,
): AsyncGenerator<string> {
  yield csvLine(columns.map((column) => column.header));
  for await (const batch of batches) {
    yield batch.map((row) => csvLine(columns.map((column) => column.value(row)))).join('');
  }
}

/** Sends the stream as a download named `<name>-<UTC date>.csv`. */
export function sendCsv<T>(
  reply: FastifyReply,
  name: string,
  now: Date,
  columns: CsvColumn<T>[],
  batches: AsyncIterable<T[]>,
) {
  const filename = `${name}-${now.toISOString().slice(0, 10)}.csv`;
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(csvLines(columns, batches)));
}
