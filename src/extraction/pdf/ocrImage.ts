/**
 * The page image OCR reads, at the resolution its glyphs need. A scan at 200 dpi of 9-point type
 * reads well at 300 dpi; a screenshot of 8-point type at 96 dpi has capitals 8 px tall, which must be
 * enlarged to tesseract's size, and enlarged smoothly.
 */
import * as mupdf from 'mupdf';
import { otsuThreshold } from '../ocr/otsu.js';
import { findBlobs, typicalGlyphHeight } from '../ocr/glyphHeight.js';
import type { GrayImage } from '../ocr/grayImage.js';
import { median3, specksPerMille } from '../ocr/despeckle.js';
import { flatShare, halve, upscaleBilinear, upscaleLanczos } from '../ocr/resample.js';
import { drawsAGrid, withoutRules } from '../ocr/rules.js';
import { estimateSkew, NEGLIGIBLE_DEGREES } from '../ocr/skew.js';
import type { PageMarks } from './pageMarks.js';

/** ~300 dpi: where tesseract reads 8-point print reliably; pages are rendered at no less unless they pass the pixel bounds. */
export const BASE_OCR_SCALE = 300 / 72;
/**
 * Capital height, in pixels, that OCR enlarges small type to: tesseract's guidance is an x-height of
 * at least ~20 px, and capitals are ~1.4 times the x-height (Helvetica 0.72 / 0.52 em). Aiming higher
 * only cost time: 36 and 44 px read no better on 96-dpi screenshots, and 44 worse on the scans.
 */
export const TARGET_GLYPH_PX = 28;
/**
 * Capital height a low-resolution picture (a screenshot) is enlarged to, by Lanczos interpolation: on
 * thirty 96 to 110 dpi screenshots (capitals of about 6 px) tesseract found the most amounts enlarged
 * 3.5 times, 93%, against 92% at 3 and 4 times and 91% at 5.5.
 */
export const ENLARGED_GLYPH_PX = 21;
/**
 * A picture with at least this share of its pixels at one gray (the page's colour) is clean: 0.75 to 0.97
 * on drawn 96 to 110 dpi screenshots, 0.29 to 0.56 on grainy scans of 100 to 200 dpi.
 */
const CLEAN_PICTURE_SHARE = 0.7;
/**
 * The largest page image OCR renders: an A4 or Letter page at 300 dpi is ~8.7 Mpx, so 36 Mpx (a
 * gray byte each) leaves room for legal and A3 pages and for enlarged small type, while a hostile
 * MediaBox of 60,000 x 60,000 points is scaled down instead of allocating gigabytes.
 */
export const MAX_OCR_PIXELS = 36_000_000;
/** Tesseract's own limit on either side of an image is 32,767 px; stay well inside it. */
export const MAX_OCR_SIDE = 12_000;
/**
 * Capitals shorter than this (3.5-point type) are not a statement's text but dots: a halftone, heavy
 * speckle. Such a measurement is ignored rather than enlarging the page to the pixel budget for it.
 */
const MIN_GLYPH_PT = 2.5;
/** A picture covering at least this share of the page is what the page is (a scan, a screenshot). */
const MAIN_IMAGE_SHARE = 0.5;

/** The most pixels per point a page of this size may be rendered at within the OCR pixel bounds. */
export const maxOcrScale = (width: number, height: number): number => {
  if (!(width > 0 && height > 0)) return BASE_OCR_SCALE;
  return Math.min(Math.sqrt(MAX_OCR_PIXELS / (width * height)), MAX_OCR_SIDE / Math.max(width, height));
};

/**
 * Pixels per point to OCR a page of this size whose capitals are `glyphPt` points tall (null when
 * unknown): enough for `TARGET_GLYPH_PX`, never below 300 dpi, never past the pixel bounds.
 */
export const ocrScale = (width: number, height: number, glyphPt: number | null = null): number => {
  const wanted = glyphPt !== null && glyphPt > 0 ? Math.max(BASE_OCR_SCALE, TARGET_GLYPH_PX / glyphPt) : BASE_OCR_SCALE;
  return Math.min(wanted, maxOcrScale(width, height));
};

export interface OcrImage {
  image: GrayImage;
  /** Pixels per PDF point of `image`. */
  scale: number;
  /** Typical capital height measured on the page, in points; null when too few glyphs to tell. */
  glyphPt: number | null;
  /**
   * True when a low-resolution picture (a screenshot) was enlarged past twice its own resolution: its
   * glyphs are rebuilt from few pixels, and OCR reads them better a whole row at a time.
   */
  enlarged: boolean;
  /** A scan with grain or speckle (see `GRAINY_SPECKS`): it is despeckled before OCR. */
  grainy?: boolean;
}

/**
 * Specks per thousand dark pixels at a scan's own resolution from which it is despeckled: scans of
 * clean paper measure 0.5 to 2.6 (a median would thin their strokes: `05` read `0S`), grainy ones
 * 3.4 to 25 (despeckled, ten such drawn scans went from F1 0.59 to 0.79).
 */
const GRAINY_SPECKS = 3;
/**
 * Below this resolution (pixels per point, 144 dpi) a picture's lone dark pixels are its glyphs'
 * thin strokes, not grain: a 96 dpi screenshot measures 5 to 8 and a median erases its type.
 */
const MIN_GRAIN_RESOLUTION = 2;

/** A gray render of the page at `scale`, rows packed (mupdf may pad its rows to a stride). */
export const renderGray = (page: mupdf.Page, scale: number, degrees = 0): GrayImage => {
  const matrix = degrees === 0 ? mupdf.Matrix.scale(scale, scale) : mupdf.Matrix.concat(mupdf.Matrix.scale(scale, scale), mupdf.Matrix.rotate(degrees));
  return packed(page.toPixmap(matrix, mupdf.ColorSpace.DeviceGray, false, true));
};

/**
 * A gray render at `scale` of the page's top `share` of its height only: what lies below is not
 * drawn at all (a page of hundreds of pictures draws its top in a fraction of the whole's time).
 */
export const renderTopGray = (page: mupdf.Page, scale: number, share: number): GrayImage => {
  const [x0, y0, x1, y1] = page.getBounds();
  const pixmap = new mupdf.Pixmap(mupdf.ColorSpace.DeviceGray, [0, 0, Math.ceil((x1 - x0) * scale), Math.ceil((y1 - y0) * share * scale)], false);
  pixmap.clear(255);
  const device = new mupdf.DrawDevice(mupdf.Matrix.concat(mupdf.Matrix.translate(-x0, -y0), mupdf.Matrix.scale(scale, scale)), pixmap);
  try {
    page.run(device, mupdf.Matrix.identity);
    device.close();
  } finally {
    device.destroy();
  }
  return packed(pixmap);
};

/** The pixmap's gray samples, rows packed; the pixmap is released. */
const packed = (pixmap: mupdf.Pixmap): GrayImage => {
  try {
    const width = pixmap.getWidth();
    const height = pixmap.getHeight();
    const stride = pixmap.getStride();
    const samples = pixmap.getPixels();
    if (stride === width) return { width, height, pixels: new Uint8Array(samples.subarray(0, width * height)) };
    const pixels = new Uint8Array(width * height);
    for (let y = 0; y < height; y++) pixels.set(samples.subarray(y * stride, y * stride + width), y * width);
    return { width, height, pixels };
  } finally {
    pixmap.destroy();
  }
};

/**
 * The typical capital height of the rendered page in points, or null. A render at 300 dpi or more is
 * measured at half size: ordinary print keeps capitals of 10 px and more there.
 */
const measureGlyphs = (image: GrayImage, scale: number): number | null => {
  const measured = scale >= BASE_OCR_SCALE - 1e-9 ? halve(image) : image;
  const glyphPx = typicalGlyphHeight(findBlobs(measured, otsuThreshold(measured.pixels)), measured.height);
  if (glyphPx === null) return null;
  const glyphPt = (glyphPx * image.width) / measured.width / scale;
  return glyphPt < MIN_GLYPH_PT ? null : glyphPt;
};

/**
 * mupdf enlarges a picture smoothly (bilinear) up to twice its own resolution and repeats its pixels
 * beyond that, which gives small type blocky, stepped strokes: on a 96-dpi screenshot rendered at
 * 300 dpi, tesseract read 16 of 29 dates ("04/07" as "o+0F"); enlarged smoothly, all 29.
 */
const SMOOTH_ENLARGEMENT = 2;

/**
 * Renders the page for OCR. It is drawn first at 300 dpi when mupdf can draw that smoothly (vector
 * pages, pictures of at least 150 dpi), else at the picture's own resolution, and its glyphs are
 * measured there; ordinary print is then read from that render. Small type is drawn again at the
 * scale it needs: by mupdf when that is within its smooth range, else by enlarging the picture's own
 * pixels here.
 */
export const renderForOcr = (page: mupdf.Page, width: number, height: number, marks: PageMarks): OcrImage => {
  const picture = marks.mainImage !== null && marks.mainImage.pageShare >= MAIN_IMAGE_SHARE ? marks.mainImage.pixelsPerPoint : Infinity;
  const smoothUpTo = picture * SMOOTH_ENLARGEMENT;
  const probeScale = Math.min(smoothUpTo >= BASE_OCR_SCALE ? BASE_OCR_SCALE : picture, maxOcrScale(width, height));
  const unturned = renderGray(page, probeScale);
  const glyphPt = measureGlyphs(unturned, probeScale);
  // A picture of a page may be fed crooked: it is drawn turned straight, so its rows stay apart. (The
  // words' boxes are then in the straightened page's frame, off by a point or two at its edges.)
  const skew = picture < Infinity ? estimateSkew(unturned, otsuThreshold(unturned.pixels)) : 0;
  // (mupdf's rotation turns the rows the other way from how `estimateSkew` measures their descent.)
  const turn = Math.abs(skew) >= NEGLIGIBLE_DEGREES ? -skew : 0;
  const probe = turn === 0 ? unturned : renderGray(page, probeScale, turn);
  const scale = Math.max(probeScale, ocrScale(width, height, glyphPt));
  // (Grain is counted in the picture's own pixels: drawn larger, a speck is no longer one pixel.)
  const ownPixels = picture < MIN_GRAIN_RESOLUTION ? null : picture < probeScale * 0.99 ? renderGray(page, picture) : picture < Infinity ? unturned : null;
  const grainy = ownPixels !== null && picture >= MIN_GRAIN_RESOLUTION && specksPerMille(ownPixels, otsuThreshold(ownPixels.pixels)) >= GRAINY_SPECKS;
  // A grainy scan is read at 300 dpi whatever its type size: enlarged further, its specks grow into
  // blobs the median leaves and tesseract reads as letters (a 150-dpi scan of 7-point Courier drawn at
  // 392 dpi read 3 of 26 rows; at 300 dpi, all 26).
  if (scale <= probeScale * 1.01 || grainy) return { image: probe, scale: probeScale, glyphPt, enlarged: false, grainy };
  if (scale <= smoothUpTo) return { image: renderGray(page, scale, turn), scale, glyphPt, enlarged: false, grainy };
  const own = picture <= probeScale * 1.01 ? probe : renderGray(page, picture, turn);
  const ownScale = own === probe ? probeScale : picture;
  // A clean picture (a screenshot: a flat page colour) is enlarged sharply to a smaller capital height;
  // a grainy scan smoothly, as a render, since sharpening would enlarge its grain too.
  if (flatShare(own) < CLEAN_PICTURE_SHARE) return { image: upscaleBilinear(own, scale / ownScale), scale, glyphPt, enlarged: true, grainy };
  const enlargedTo = Math.max(ownScale, Math.min(scale, (scale * ENLARGED_GLYPH_PX) / TARGET_GLYPH_PX));
  return { image: upscaleLanczos(own, enlargedTo / ownScale), scale: enlargedTo, glyphPt, enlarged: true, grainy };
};

/** Capitals of 8-point type, in points: the glyph size assumed where a page's could not be measured. */
const TYPICAL_GLYPH_PT = 5.8;

/**
 * A render at least this flat (this share of its pixels at the paper's gray) is as clean as vector
 * glyphs drawn by mupdf: 0.93 to 0.95 on pages drawn as outlines, 0.83 to 0.86 on drawn 240 to 275
 * dpi scans with speckle and JPEG noise.
 */
const VECTOR_CLEAN_SHARE = 0.9;

/**
 * The image tesseract reads: a clean page (a render of vector glyphs) without its table rules, which
 * tesseract otherwise takes for picture regions (it dropped 16 of 23 figures of a gridded statement
 * drawn as outlines). A scan keeps them: its noise splits shading and speckle into runs that cut
 * glyphs (on 40 drawn scans, F1 0.867 without rules against 0.883 with); so does a picture enlarged
 * from few pixels, whose rules blur into bands as wide as strokes.
 */
export const withoutTableRules = ({ image, scale, glyphPt, enlarged, grainy = false }: OcrImage): GrayImage => {
  const clean = flatShare(image) >= VECTOR_CLEAN_SHARE;
  // A grainy scan loses its speckle first (see `median3`).
  const despeckled = grainy ? median3(image) : image;
  if (enlarged) return despeckled;
  const glyphPx = (glyphPt ?? TYPICAL_GLYPH_PT) * scale;
  // (A scan whose table is drawn as a grid loses its rules too: they cut its rows' figures apart.)
  return clean || drawsAGrid(despeckled, glyphPx) ? withoutRules(despeckled, glyphPx) : despeckled;
};
