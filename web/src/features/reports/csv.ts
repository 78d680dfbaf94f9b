import Papa from 'papaparse';

/**
 * CSV of exactly the rows a report shows (issue 14). A cell that a spreadsheet would read as a formula
 * (starting with = + - @, or a tab or carriage return) is prefixed with a single quote, OWASP's advice
 * against CSV injection: a customer's or stylist's name cannot run in the office's spreadsheet.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export const neutralise = (cell: string): string => (FORMULA_START.test(cell) ? `'${cell}` : cell);

/** The header row and the rows, as shown, every cell neutralised; CRLF line ends (RFC 4180). */
export function toCsv(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  return Papa.unparse(
    { fields: headers.map(neutralise), data: rows.map((row) => row.map(neutralise)) },
    { quotes: false, newline: '\r\n' },
  );
}

/** Reads a CSV back (tests, and what a spreadsheet would see). */
export function parseCsv(text: string): string[][] {
  return Papa.parse<string[]>(text.trim(), { skipEmptyLines: true }).data;
}

/** Starts a download of `csv` as `fileName` (a UTF-8 BOM so Excel reads names with accents right). */
export function downloadCsv(fileName: string, csv: string): void {
  const blob = new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
