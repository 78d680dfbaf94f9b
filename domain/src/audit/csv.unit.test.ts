import { describe, expect, it } from 'vitest';
import { centsToDollars, csvCell, csvLine } from './csv';

describe('audit CSV cells', () => {
  it('neutralises text cells that a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('Ada Lovelace')).toBe('Ada Lovelace');
  });
  it('quotes commas, quotes and line breaks; numbers stay numbers', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(null)).toBe('');
    expect(centsToDollars(-1250)).toBe(-12.5);
    expect(csvLine(['x', 1, null])).toBe('x,1,\r\n');
  });
});
