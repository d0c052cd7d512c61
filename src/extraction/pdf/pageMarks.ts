/**
 * What a page paints, learnt before deciding whether (and how) to OCR it: a blank page costs
 * milliseconds instead of an OCR run, and a picture's own resolution tells OCR how sharp the page can
 * get. Only pages without a usable text layer are surveyed, so digital statements never pay for it.
 */
import * as mupdf from 'mupdf';

/** The page's largest picture: a scan or a screenshot, when it covers most of the page. */
export interface MainImage {
  /** Picture pixels per PDF point along its sparser axis: 200 dpi is 2.78. */
  pixelsPerPoint: number;
  /** Share of the page's area the picture covers (0 to 1, more when it hangs over the edges). */
  pageShare: number;
}

export interface PageMarks {
  /**
   * Operators that may put ink on the page: fills, strokes, visible text, images, image masks, and
   * clips (shadings and patterns paint through a clip). Invisible text (OCR layers) is not counted.
   */
  paintOps: number;
  mainImage: MainImage | null;
}

type Destroyable = { destroy(): void };
const drop = (...objects: Destroyable[]): void => {
  for (const o of objects) o.destroy();
};

/**
 * Runs the page through a device that only counts. `fillShade` is deliberately not listened to:
 * mupdf.js wraps the shade it passes without taking a reference, and the wrapper's finalizer would
 * later drop one it does not own. A shading paints inside a clip, which is counted. Invisible text
 * (`ignoreText`: an OCR layer) is not listened to either: it puts no ink on the page.
 */
export const surveyMarks = (page: mupdf.Page, pageArea: number): PageMarks => {
  let paintOps = 0;
  let mainImage: MainImage | null = null;
  let mainArea = 0;
  /** Counts one painting call and frees the wrappers mupdf.js made for its arguments at once. */
  const paint = (...args: Destroyable[]): void => {
    paintOps++;
    drop(...args);
  };
  const device = new mupdf.Device({
    fillPath: (path, _evenOdd, _ctm, colorspace) => paint(path, colorspace),
    strokePath: (path, stroke, _ctm, colorspace) => paint(path, stroke, colorspace),
    clipPath: (path) => paint(path),
    clipStrokePath: (path, stroke) => paint(path, stroke),
    fillText: (text, _ctm, colorspace) => paint(text, colorspace),
    strokeText: (text, stroke, _ctm, colorspace) => paint(text, stroke, colorspace),
    clipText: (text) => paint(text),
    clipStrokeText: (text, stroke) => paint(text, stroke),
    fillImageMask: (image, _ctm, colorspace) => paint(image, colorspace),
    clipImageMask: (image) => paint(image),
    fillImage: (image, ctm) => {
      paintOps++;
      // The image's unit square lands on the page through ctm: its sides' lengths are the picture's size in points.
      const widthPt = Math.hypot(ctm[0], ctm[1]);
      const heightPt = Math.hypot(ctm[2], ctm[3]);
      const area = widthPt * heightPt;
      if (area > mainArea && widthPt > 0 && heightPt > 0) {
        mainArea = area;
        mainImage = {
          pixelsPerPoint: Math.min(image.getWidth() / widthPt, image.getHeight() / heightPt),
          pageShare: pageArea > 0 ? area / pageArea : 0,
        };
      }
      image.destroy();
    },
  });
  try {
    page.run(device, mupdf.Matrix.identity);
    device.close();
  } finally {
    device.destroy();
  }
  return { paintOps, mainImage };
};

/** Rendering resolution of the ink check: 72 dpi, a Letter page is ~0.5 Mpx and renders in milliseconds. */
const INK_CHECK_SCALE = 1;
/** The most pixels the ink check renders, whatever the page's declared size. */
const INK_CHECK_MAX_PIXELS = 1_000_000;
/**
 * A pixel at least this dark is ink. At 72 dpi, a "Page 2 of 2" footer in 6.5-point dark gray shows
 * ~40 such pixels and a line of 7-point mid-gray ~30, while dust specks and JPEG noise on a scanned
 * empty sheet (200 dpi, averaged into 72 dpi pixels) stay above 195, and a lone 0.5-point rule at 187.
 */
const INK_LEVEL = 176;
/** Fewer ink pixels than this is a blank page with a stray speck or a full stop, not text worth OCR. */
const MIN_INK_PIXELS = 4;

/**
 * Whether a quick low-resolution render of the page shows any ink: pages that paint only white
 * (a background rectangle, a scan of an empty sheet) have marks but nothing to read.
 */
export const showsInk = (page: mupdf.Page, width: number, height: number): boolean => {
  const scale = Math.min(INK_CHECK_SCALE, Math.sqrt(INK_CHECK_MAX_PIXELS / Math.max(1, width * height)));
  const pixmap = page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceGray, false, true);
  try {
    const pixels = pixmap.getPixels();
    let ink = 0;
    for (let i = 0; i < pixels.length; i++) {
      if (pixels[i]! <= INK_LEVEL && ++ink >= MIN_INK_PIXELS) return true;
    }
    return false;
  } finally {
    pixmap.destroy();
  }
};
