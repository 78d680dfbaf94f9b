import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { neutralise, parseCsv, toCsv } from './csv';

describe('report CSV (cells starting with = + - @ neutralised against formula injection)', () => {
  it.each([
    ['=HYPERLINK("http://evil","x")', `'=HYPERLINK("http://evil","x")`],
    ['+1+2', "'+1+2"],
    ['-$5.70', "'-$5.70"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t'=1"],
    ['Name;=2*3', "Name;'=2*3"],
    ['Riley Reyes', 'Riley Reyes'],
    ['$57.22', '$57.22'],
    ['', ''],
  ])('%j -> %j', (cell, expected) => expect(neutralise(cell)).toBe(expected));

  it('quotes every text cell, and reads back to the same cells', () => {
    const csv = toCsv(['Stylist', 'Total'], [['Reyes, "Riley"', '$1,035.00'], ['=cmd', '-$1.00']]);
    expect(csv.split('\r\n')[0]).toBe('"Stylist","Total"');
    expect(csv.split('\r\n')[1]).toBe('"Reyes, ""Riley""","$1,035.00"');
    expect(parseCsv(csv)).toEqual([['Stylist', 'Total'], ['Reyes, "Riley"', '$1,035.00'], ["'=cmd", "'-$1.00"]]);
  });

  it('an unquoted "Name;=2*3" no longer splits into a formula where ";" is the separator', () => {
    const csv = toCsv(['Name'], [['Name;=2*3']]);
    expect(csv).toBe(`"Name"\r\n"Name;'=2*3"`);
    expect(parseCsv(csv)).toEqual([['Name'], ["Name;'=2*3"]]);
    const asSemicolonLocale = Papa.parse<string[]>(csv, { delimiter: ';' }).data.flat();
    expect(asSemicolonLocale.filter((cell) => /^[=+\-@]/.test(cell))).toEqual([]);
  });
});
