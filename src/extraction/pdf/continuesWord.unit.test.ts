import { describe, expect, it } from 'vitest';
import { continuesWord } from './readTextLayer.js';

describe('continuesWord', () => {
  it('joins Hebrew and Arabic letters that come in reading order, each left of the one before', () => {
    // `ב` at 110..116 after `נ`... the word so far `בנ` spans 110..122; `ק` drawn at 104..110.
    expect(continuesWord({ text: 'בנ', x0: 110, x1: 122 }, true, 'ק', 104, 110, 10)).toBe('leftwards');
    expect(continuesWord({ text: 'ب', x0: 63, x1: 69 }, false, 'ن', 57, 63, 10)).toBe('leftwards');
  });

  it('does not join a Latin letter leftwards, nor anything rightwards onto a word read leftwards', () => {
    expect(continuesWord({ text: 'AB', x0: 110, x1: 122 }, false, 'C', 104, 110, 10)).toBeNull();
    // `إلى` read leftwards, then the date printed just right of it.
    expect(continuesWord({ text: 'إلى', x0: 488, x1: 502 }, true, '2', 502, 507, 10)).toBeNull();
  });

  it('joins left-to-right glyphs rightwards and parts them at a gap or a glyph printed back over the word', () => {
    expect(continuesWord({ text: 'Ban', x0: 100, x1: 118 }, false, 'k', 118, 124, 10)).toBe('rightwards');
    expect(continuesWord({ text: 'Ban', x0: 100, x1: 118 }, false, 'k', 122, 128, 10)).toBeNull();
    expect(continuesWord({ text: 'statement', x0: 100, x1: 150 }, false, '7', 130, 136, 10)).toBeNull();
  });
});
