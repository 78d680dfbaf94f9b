/**
 * CSV for exports (RFC 4180): a cell with a comma, quote or line break is quoted, quotes doubled. A
 * text cell starting with = + - @ (or a tab or carriage return) is neutralised with a leading
 * apostrophe, so a spreadsheet never runs it as a formula (formula injection). Numbers are written as
 * numbers: a negative amount is not a formula, and quoting it would turn it into text in the
 * auditor's tools.
 */
export type CsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly CsvCell[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** Cents as dollars with two decimals, as a number cell ("-12.5" -> -12.5). */
export const centsToDollars = (cents: number | null | undefined): number | null =>
  cents === null || cents === undefined ? null : Math.round(cents) / 100;
