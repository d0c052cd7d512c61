import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as mupdf from 'mupdf';
import { PDFDocument, PDFHexString, PDFName, StandardFonts, beginText, endText, moveText, setFontAndSize, showText } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { readTextLayer } from './readTextLayer.js';

const FIXTURE = fileURLToPath(new URL('../../../test/fixtures/statements/cc_uk_cr_suffix/statement.pdf', import.meta.url));
const fontStatics = mupdf.Font as unknown as { _finalizer?: unknown };

const readAllPages = (): string[][] => {
  const doc = mupdf.Document.openDocument(new Uint8Array(readFileSync(FIXTURE)), 'application/pdf');
  try {
    const pages: string[][] = [];
    for (let i = 0; i < doc.countPages(); i++) {
      const page = doc.loadPage(i);
      pages.push(readTextLayer(page).words.map((w) => w.text));
      page.destroy();
    }
    return pages;
  } finally {
    doc.destroy();
  }
};

/** The words `readTextLayer` reads from a page of these lines set in 9-point Courier, top to bottom. */
const wordsOfCourierLines = async (lines: readonly string[]): Promise<string[]> => {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Courier);
  const page = doc.addPage([400, 200]);
  lines.forEach((text, k) => page.drawText(text, { x: 20, y: 150 - k * 30, size: 9, font }));
  const pdf = mupdf.Document.openDocument(await doc.save(), 'application/pdf');
  try {
    const read = pdf.loadPage(0);
    const words = readTextLayer(read).words.map((w) => w.text);
    read.destroy();
    return words;
  } finally {
    pdf.destroy();
  }
};

describe('readTextLayer', () => {
  it('reads a Swiss figure grouped with a typographic apostrophe as one grouped by a plain one (`6’688.48`)', async () => {
    expect(await wordsOfCourierLines(['Saldovortrag 6\u2019688.48', 'l\u2019agence 12\u2019345\u2019678.00'])).toEqual(['Saldovortrag', "6'688.48", 'l\u2019agence', "12'345'678.00"]);
  });

  it('leaves the same font registry on Font from one page to the next, so the class keeps its shape', () => {
    const first = readAllPages();
    const registry = fontStatics._finalizer;
    expect(registry).toBeDefined();
    const again = readAllPages();
    expect(fontStatics._finalizer).toBe(registry);
    expect(again).toEqual(first);
    expect(first.flat().length).toBeGreaterThan(50);
  });

  it('still registers a font wrapped outside the walk, so mupdf can free it', () => {
    readAllPages();
    const registry = fontStatics._finalizer as { register: (...args: unknown[]) => void };
    const seen: unknown[] = [];
    const register = registry.register;
    registry.register = (...args: unknown[]) => {
      seen.push(args[1]);
      register(...args);
    };
    try {
      const font = new mupdf.Font('Times-Roman');
      expect(seen).toEqual([font.pointer]);
      font.destroy();
    } finally {
      registry.register = register;
    }
  });

  it('starts a new word where a glyph is printed back over the one before it (a figure over the end of its label)', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const page = doc.addPage([400, 200]);
    page.drawText('previous statement', { x: 40, y: 100, size: 10, font });
    const labelEnd = 40 + font.widthOfTextAtSize('previous statement', 10);
    page.drawText('7,361,700', { x: labelEnd - 6, y: 100, size: 10, font });
    const pdf = mupdf.Document.openDocument(await doc.save(), 'application/pdf');
    try {
      const read = pdf.loadPage(0);
      expect(readTextLayer(read).words.map((w) => w.text)).toEqual(['previous', 'statement', '7,361,700']);
      read.destroy();
    } finally {
      pdf.destroy();
    }
  });

  it('drops text set smaller than any eye reads (an accessible statement\'s 0.05-point `Column Date.` for a screen reader), parting the words it touches', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const page = doc.addPage([400, 200]);
    page.drawText('Column Date.', { x: 40, y: 100, size: 0.05, font });
    page.drawText('02 Jan 24', { x: 40, y: 100, size: 9, font });
    page.drawText('3.60', { x: 200, y: 100, size: 9, font });
    page.drawText('.', { x: 200 + font.widthOfTextAtSize('3.60', 9), y: 100, size: 0.05, font });
    const pdf = mupdf.Document.openDocument(await doc.save(), 'application/pdf');
    try {
      const read = pdf.loadPage(0);
      expect(readTextLayer(read).words.map((w) => w.text)).toEqual(['02', 'Jan', '24', '3.60']);
      read.destroy();
    } finally {
      pdf.destroy();
    }
  });

  it('reads a wave dash joining two dates with no space (`2024/11/01～2024/11/30`) as a word between them', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([400, 200]);
    // Helvetica with `~` re-encoded as the wave dash (U+301C), as East-Asian statements print a period.
    const encoding = doc.context.obj({ Type: 'Encoding', Differences: [126, PDFName.of('wavedash')] });
    const font = doc.context.register(doc.context.obj({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica', Encoding: encoding }));
    page.node.setFontDictionary(PDFName.of('W'), font);
    page.pushOperators(beginText(), setFontAndSize('W', 9), moveText(40, 100), showText(PDFHexString.of(Buffer.from('2024/11/01~2024/11/30', 'latin1').toString('hex'))), endText());
    const pdf = mupdf.Document.openDocument(await doc.save(), 'application/pdf');
    try {
      const read = pdf.loadPage(0);
      expect(readTextLayer(read).words.map((w) => w.text)).toEqual(['2024/11/01', '\u301c', '2024/11/30']);
      read.destroy();
    } finally {
      pdf.destroy();
    }
  });

  it('parts words at rules drawn in text and at a colon between a label and its value, and keeps a rule standing alone', async () => {
    expect(await wordsOfCourierLines(['14/01!VIRT FAV!14/01!   48.350!', 'Statement Date:13/09/2023', 'Betrag | Amt'])).toEqual([
      '14/01', 'VIRT', 'FAV', '14/01', '48.350', 'Statement', 'Date:', '13/09/2023', 'Betrag', '|', 'Amt',
    ]);
  });

  it('parts a whole date from a reference glued after it, a range word glued between two dates, and a colon from its value', async () => {
    expect(await wordsOfCourierLines(['16-04-2019S47177939 39968', 'Period   :01-04-2019TO31-03-2025', 'INV12-04-19ABC TOTAL'])).toEqual([
      '16-04-2019', 'S47177939', '39968', 'Period', ':', '01-04-2019', 'TO', '31-03-2025', 'INV12-04-19ABC', 'TOTAL',
    ]);
  });
});
