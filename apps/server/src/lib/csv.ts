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

/**
 * Quotes a cell when needed; text that a spreadsheet would run as a formula (=, +, @, or - not
 * followed by a digit) is prefixed with a quote mark so opening an export runs nothing.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^(?:[=+@\t\r]|-(?!\d))/.test(text)) text = `'${text}`;
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
