import { describe, expect, it } from 'vitest';
import type { Word } from '../layout/pageLayout.js';
import { joinCloseSet, letterConfidence, looksLikeOtherScript, mergeReadings, probeWords, scriptsRead } from './scripts.js';

/** Tesseract's TSV: a header, then level-5 rows `5 page block par line word left top width height conf text`. */
const tsv = (words: [string, number, number?][]): string =>
  ['level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext', ...words.map(([text, conf, left = 0], i) => `5\t1\t1\t1\t${i}\t1\t${left}\t${20 * i}\t60\t20\t${conf}\t${text}`)].join('\n');
const word = (text: string, x0: number, x1: number, y0 = 100, y1 = 110): Word => ({ text, x0, x1, y0, y1, font: 'ocr', size: y1 - y0 });

describe('OCR of other scripts', () => {
  it('measures confidence on lettered words only: figures read well in any script', () => {
    expect(letterConfidence(tsv([['Bbinucka', 40], ['125', 96], ['400,00', 94], ['octatok', 60]]))).toBe(50);
    expect(letterConfidence(tsv([['125', 96]]))).toBe(100);
  });

  it('suspects another script where figures read surely and words poorly, not on a poor Latin scan that reads both poorly', () => {
    const figures = (conf: number): [string, number][] => ['02.03.2024', '15', '000,00', '140', '400,00', '2', '345,50'].map((t) => [t, conf]);
    expect(looksLikeOtherScript(tsv([...figures(93), ['Nepesog', 45], ['Onnata', 52], ['KommyHan', 55]]))).toBe(true);
    expect(looksLikeOtherScript(tsv([...figures(70), ['Paymemt', 52], ['Grocer1es', 58], ['Tesoo', 55]]))).toBe(false);
    expect(looksLikeOtherScript(tsv([...figures(95), ['Payment', 92], ['Groceries', 90]]))).toBe(false);
    // Too few figures to compare.
    expect(looksLikeOtherScript(tsv([['15', 95], ['Nepesog', 45]]))).toBe(false);
  });

  it('names the scripts whose letters the probe reading is sure of (a third of its letters at least)', () => {
    const models = ['Cyrillic', 'HanS', 'HanT', 'Hangul', 'Thai'];
    expect(scriptsRead(tsv([['Перевод', 94], ['Оплата', 95], ['ATM', 92]]), models)).toEqual(['Cyrillic']);
    expect(scriptsRead(tsv([['期初余额', 90], ['摘要', 91]]), models)).toEqual(['HanS', 'HanT']);
    expect(scriptsRead(tsv([['잔액', 91], ['급여', 93]]), models)).toEqual(['Hangul']);
    // Letters read unsurely, or Latin letters only, call for no model; nor one that is not installed.
    expect(scriptsRead(tsv([['Перевод', 30], ['Payment', 95]]), models)).toEqual([]);
    expect(scriptsRead(tsv([['Ελληνικά', 95]]), models)).toEqual([]);
  });

  it('joins Chinese, Korean and Thai letters cut apart on one line (`期 初 余额`), not words of spaced scripts or across a column gap', () => {
    const joined = joinCloseSet([word('期', 53, 60), word('初', 61, 68), word('余额', 69, 82), word('摘要', 134, 148)]);
    expect(joined.map((w) => [w.text, w.x0, w.x1])).toEqual([
      ['期初余额', 53, 82],
      ['摘要', 134, 148],
    ]);
    expect(joinCloseSet([word('Перевод', 53, 80), word('от', 82, 90)]).map((w) => w.text)).toEqual(['Перевод', 'от']);
    // Another line's letter is not joined.
    expect(joinCloseSet([word('期', 53, 60), word('初', 61, 68, 130, 140)]).map((w) => w.text)).toEqual(['期', '初']);
  });

  it('takes words in other scripts from the mixed reading and everything else from English, dropping English guesses where they stand', () => {
    const english = [word('2024-03-02', 40, 90), word('HW', 100, 120), word('15,000.00', 200, 240)];
    const mixed = [word('2024-03-02', 40, 90), word('工资', 99, 121), word('“15,', 200, 215), word('000.00', 216, 240)];
    expect(mergeReadings(english, mixed).map((w) => w.text)).toEqual(['2024-03-02', '工资', '15,000.00']);
  });

  it('cuts the worst-read lettered words out into one small image, side by side', () => {
    const width = 400;
    const image = { width, height: 200, pixels: new Uint8Array(width * 200).fill(255) };
    image.pixels.fill(0, 20 * width, 40 * width);
    const probe = probeWords(tsv([['Bbinucka', 30, 100], ['octatok', 60, 200], ['125', 20, 300], ['Payment', 95, 10]]), image);
    expect(probe).not.toBeNull();
    // Two words at most 60 px wide, 20 px tall: one line three word-heights high, the words' pixels kept.
    expect(probe!.image.height).toBe(60);
    expect(probe!.image.width).toBeLessThan(2 * (60 + 10) + 3 * 20 + 1);
    expect(probe!.confidence).toBe(45);
    expect(probe!.image.pixels.some((p) => p === 0)).toBe(true);
    expect(probeWords(tsv([['Payment', 95], ['125', 20]]), image)).toBeNull();
  });
});
