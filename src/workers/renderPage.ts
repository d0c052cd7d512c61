/**
 * Renders one page of a stored PDF as PNG for the console's page view (`GET /v1/jobs/{id}/pages/{n}.png`).
 * Runs on an extraction thread like every other mupdf call, so a slow page never blocks the event
 * loop. Only uploaded files reach here, and uploads were checked against the per-page content limits.
 */
import * as mupdf from 'mupdf';
import { MAX_PAGE_IMAGE_PIXELS, type PageImage } from '../application/ports.js';

/** The scale (pixels per point) of a `width`-pixel render of a page of `widthPt` x `heightPt`, within the pixel bound. */
export const renderScale = (widthPt: number, heightPt: number, width: number): number =>
  Math.min(width / widthPt, Math.sqrt(MAX_PAGE_IMAGE_PIXELS / (widthPt * heightPt)));

/** 1-based `pageNo`; throws a RangeError for a page the document does not have. */
export const renderPagePng = (bytes: Uint8Array, pageNo: number, width: number): PageImage => {
  const doc = mupdf.Document.openDocument(bytes, 'application/pdf');
  try {
    if (!Number.isInteger(pageNo) || pageNo < 1 || pageNo > doc.countPages()) throw new RangeError(`the PDF has no page ${pageNo}`);
    const page = doc.loadPage(pageNo - 1);
    try {
      const [x0, y0, x1, y1] = page.getBounds();
      const widthPt = x1 - x0;
      const heightPt = y1 - y0;
      const scale = renderScale(widthPt, heightPt, width);
      const pixmap = page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceRGB, false, true);
      try {
        return { png: pixmap.asPNG(), widthPt, heightPt };
      } finally {
        pixmap.destroy();
      }
    } finally {
      page.destroy();
    }
  } finally {
    doc.destroy();
  }
};
