/** One CSV cell: quoted, and defused when a spreadsheet would read it as a formula. */
export function csvCell(value: unknown): string {
  let text =
    value == null
      ? ''
      : value instanceof Date
        ? value.toISOString()
        : typeof value === 'object'
          ? JSON.stringify(value) // a JSON field (an alert's filters)
          : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** A whole CSV file; the BOM makes spreadsheet programs read the Chinese text as UTF-8. */
export function toCsv(header: string[], rows: unknown[][]): string {
  return '\uFEFF' + [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
