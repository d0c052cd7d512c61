/**
 * Screenshots saved as PDF, made at test time from a committed generated statement: each page is
 * rendered with mupdf the way a screen shows it (colour, anti-aliased, at screen resolution) and the
 * picture is wrapped in an image-only PDF, as "print to PDF" or an image-to-PDF converter does. There
 * is no text layer, and the type is a few pixels high, so the engine must OCR small, soft glyphs.
 */
import * as mupdf from 'mupdf';
import { imageOnlyPdf, type PagePicture } from './imageOnlyPdf.js';

export interface ScreenshotSpec {
  /** Screen pixels per inch of the printed page: 96 for a typical monitor at 100% zoom. */
  dpi: number;
  /**
   * Size of the PDF page made around the picture. `original`: the statement's own page size (the
   * image is stretched back over it, an effective `dpi` of the screenshot). `pixels`: one point per
   * pixel, as most image-to-PDF tools do, so a 7-pixel glyph is 7-point type at 72 dpi.
   */
  page: 'original' | 'pixels';
  /** How the picture is stored: PNG (lossless, as screenshots are saved) or JPEG of this quality. */
  format: 'png' | { jpeg: number };
}

/** Renders every page of `pdf` as a screenshot and returns an image-only PDF of them. */
export const screenshotPdf = async (pdf: Uint8Array, spec: ScreenshotSpec): Promise<Uint8Array> => {
  const source = mupdf.Document.openDocument(pdf, 'application/pdf');
  const scale = spec.dpi / 72;
  const pictures: PagePicture[] = [];
  try {
    for (let i = 0; i < source.countPages(); i++) {
      const page = source.loadPage(i);
      const [x0, y0, x1, y1] = page.getBounds();
      const pixmap = page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceRGB, false, true);
      const bytes = spec.format === 'png' ? pixmap.asPNG() : pixmap.asJPEG(spec.format.jpeg, false);
      const [width, height] = spec.page === 'original' ? [x1 - x0, y1 - y0] : [pixmap.getWidth(), pixmap.getHeight()];
      pixmap.destroy();
      page.destroy();
      pictures.push({ bytes, format: spec.format === 'png' ? 'png' : 'jpeg', width, height });
    }
  } finally {
    source.destroy();
  }
  return imageOnlyPdf(pictures, 'LedgerLens test (screenshot of a generated statement)');
};
