/**
 * A scan made at test time from a page of HTML: mupdf lays the page out with its built-in fonts
 * (Cyrillic, Chinese and Korean included), renders it in gray at scanner resolution, and the picture
 * is wrapped in an image-only PDF. For statements in scripts the committed fixtures do not print.
 */
import * as mupdf from 'mupdf';
import { imageOnlyPdf } from './imageOnlyPdf.js';

/** A landscape A4 page of `html` scanned at `dpi`, as an image-only PDF. */
export const htmlScanPdf = async (html: string, dpi = 200): Promise<Uint8Array> => {
  const [width, height] = [842, 595];
  const source = mupdf.Document.openDocument(new TextEncoder().encode(html), 'text/html');
  let bytes: Uint8Array;
  try {
    source.layout(width, height, 10);
    const page = source.loadPage(0);
    const pixmap = page.toPixmap(mupdf.Matrix.scale(dpi / 72, dpi / 72), mupdf.ColorSpace.DeviceGray, false, true);
    bytes = pixmap.asPNG();
    pixmap.destroy();
    page.destroy();
  } finally {
    source.destroy();
  }
  return imageOnlyPdf([{ bytes, format: 'png', width, height }], 'LedgerLens test (scan of an HTML statement)');
};

/** A one-table statement page: title lines, a header row, rows (figures right-aligned), closing lines. */
export const statementHtml = (above: string[], header: string[], rows: string[][], below: string[]): string => {
  const cell = (text: string, i: number): string => `<td style="padding:2pt 8pt;white-space:nowrap;${i >= 2 ? 'text-align:right' : ''}">${text}</td>`;
  return [
    '<html><body style="font-family: sans-serif; font-size: 10pt; margin: 40pt">',
    ...above.map((l) => `<p>${l}</p>`),
    `<table><tr>${header.map(cell).join('')}</tr>`,
    ...rows.map((r) => `<tr>${r.map(cell).join('')}</tr>`),
    '</table>',
    ...below.map((l) => `<p>${l}</p>`),
    '</body></html>',
  ].join('\n');
};
