import { describe, expect, it } from 'vitest';
import { csvCell } from './csv.ts';

describe('CSV cells a spreadsheet could run', () => {
  it('prefixes and quotes every text cell that starts like a formula', () => {
    expect(csvCell('=1+1')).toBe(`"'=1+1"`);
    expect(csvCell('+1+1')).toBe(`"'+1+1"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('\t=1')).toBe(`"'\t=1"`);
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    expect(csvCell('-cmd')).toBe(`"'-cmd"`);
    // A minus and a digit used to pass: a formula all the same.
    expect(csvCell("-1+cmd|' /C calc'!A0")).toBe(`"'-1+cmd|' /C calc'!A0"`);
    expect(csvCell('-2*3')).toBe(`"'-2*3"`);
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });

  it('leaves plain text, numbers and negative amounts as they are', () => {
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell('12.50')).toBe('12.50');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell('Jane, Doe')).toBe('"Jane, Doe"');
    expect(csvCell('a-b')).toBe('a-b');
    expect(csvCell(null)).toBe('');
  });
});
