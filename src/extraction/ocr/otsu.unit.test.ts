import { describe, expect, it } from 'vitest';
import { otsuThreshold } from './otsu.js';

const pixelsOf = (counts: [gray: number, count: number][]): Uint8Array => {
  const out: number[] = [];
  for (const [gray, count] of counts) for (let i = 0; i < count; i++) out.push(gray);
  return Uint8Array.from(out);
};

describe('otsuThreshold', () => {
  it('splits dark ink from light paper between their two levels', () => {
    const t = otsuThreshold(pixelsOf([[30, 100], [40, 50], [230, 800], [250, 900]]));
    expect(t).toBeGreaterThanOrEqual(40);
    expect(t).toBeLessThan(230);
  });

  it('puts gray anti-aliased edges with the class they are nearer to', () => {
    const t = otsuThreshold(pixelsOf([[0, 200], [90, 40], [200, 40], [255, 2000]]));
    expect(90 <= t && t < 200).toBe(true);
  });

  it('gives a threshold for a page of one gray level without failing', () => {
    expect(otsuThreshold(new Uint8Array(100).fill(255))).toBeTypeOf('number');
  });
});
