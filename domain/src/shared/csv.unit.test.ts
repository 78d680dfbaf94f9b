import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, neutraliseFormula, toCsv } from './csv';

describe('the one CSV writer (formula injection: every text cell quoted, formulas neutralised)', () => {
  it.each([
    ['=HYPERLINK("http://evil","x")', `'=HYPERLINK("http://evil","x")`],
    ['+1+2', "'+1+2"],
    ['-$5.70', "'-$5.70"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t'=1"],
    ['Name;=2*3', "Name;'=2*3"],
    ['Name, =2*3', "Name, '=2*3"],
    ['a|@x', "a|'@x"],
    ['Riley Reyes', 'Riley Reyes'],
    ['', ''],
  ])('neutraliseFormula(%j) -> %j', (cell, expected) => expect(neutraliseFormula(cell)).toBe(expected));

  it('quotes every text cell (a ";" inside never splits it), doubles quotes; numbers stay numbers', () => {
    expect(csvCell('Name;=2*3')).toBe(`"Name;'=2*3"`);
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('Ada Lovelace')).toBe('"Ada Lovelace"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvLine(['x', 1, null])).toBe('"x",1,\r\n');
  });

  it('a table: header and rows, CRLF between lines', () => {
    expect(toCsv(['Stylist', 'Total'], [['Reyes, "Riley"', '$1,035.00'], ['Name;=2*3', '-$1.00']])).toBe(
      '"Stylist","Total"\r\n"Reyes, ""Riley""","$1,035.00"\r\n"Name;\'=2*3","\'-$1.00"',
    );
  });

  it('a spreadsheet splitting on ";" sees no cell that starts a formula', () => {
    const csv = toCsv(['Name'], [['Name;=2*3'], ['a; +1'], ['x;@y;-z']]);
    for (const line of csv.split('\r\n')) {
      for (const piece of line.split(';')) expect(piece.replace(/^"/, '').trimStart()).not.toMatch(/^[=+\-@]/);
    }
  });
});
