/** Reading CSV exports back in tests: an RFC 4180 parser, and the company report's titled sections. */

/** RFC 4180 CSV to rows of fields (quoted fields with commas, doubled quotes and line breaks). */
export const parseCsv = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { field += '"'; i++; } else if (c === '"') quoted = false; else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { row.push(field); field = ''; } else if (c === '\n') { row.push(field.replace(/\r$/, '')); rows.push(row); row = []; field = ''; } else field += c;
  }
  if (field !== '' || row.length > 0) { row.push(field); rows.push(row); }
  return rows;
};

export interface CsvSection {
  header: string[];
  rows: string[][];
}

/** A company report CSV (a title line, a header row and rows per section; a blank line between) by title. */
export const csvSections = (text: string): Map<string, CsvSection> => {
  const sections = new Map<string, CsvSection>();
  for (const block of text.split('\r\n\r\n')) {
    const [[title = ''] = [], header = [], ...rows] = parseCsv(block);
    sections.set(title, { header, rows });
  }
  return sections;
};
