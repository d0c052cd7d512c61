/**
 * An image-only PDF of page pictures, as an image-to-PDF converter or a scanner writes one: each
 * picture fills a page of the given size, no text layer. Dates are fixed so fixtures are repeatable.
 */
import { PDFDocument } from 'pdf-lib';

export interface PagePicture {
  bytes: Uint8Array;
  format: 'png' | 'jpeg';
  /** The page's size in points: the picture is stretched over it. */
  width: number;
  height: number;
}

export const imageOnlyPdf = async (pictures: readonly PagePicture[], producer: string): Promise<Uint8Array> => {
  const out = await PDFDocument.create({ updateMetadata: false });
  for (const { bytes, format, width, height } of pictures) {
    const image = format === 'png' ? await out.embedPng(bytes) : await out.embedJpg(bytes);
    out.addPage([width, height]).drawImage(image, { x: 0, y: 0, width, height });
  }
  const fixed = new Date(Date.UTC(2024, 0, 1, 0, 0, 0));
  out.setProducer(producer);
  out.setCreationDate(fixed);
  out.setModificationDate(fixed);
  return out.save({ useObjectStreams: false });
};
