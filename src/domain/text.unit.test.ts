import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import { checkLabel, MAX_LABEL_LENGTH } from './text.js';

const codeOf = (value: string, max?: number): string | null => {
  try {
    checkLabel('company_name', value, max);
    return null;
  } catch (error) {
    return (error as AppError).code;
  }
};

describe('checkLabel', () => {
  it('keeps any printable text as sent, accents, CJK, emoji and joiners included', () => {
    for (const ok of ["Relevé d'août — Müller & Söhne", '株式会社 日本', 'Café 👩‍💻 Ltd', '  padded  ', 'x'.repeat(MAX_LABEL_LENGTH)]) {
      expect(codeOf(ok)).toBeNull();
    }
  });

  it('refuses control characters, separators, bidirectional formatting and half surrogate pairs', () => {
    for (const bad of ['a\u0000b', 'tab\there', 'line\nbreak', 'c1\u0085', 'sep\u2028', 'invoice\u202Efdp.exe', 'iso\u2066x\u2069', 'mark\u200F', 'half\uD83D']) {
      expect(codeOf(bad), JSON.stringify(bad)).toBe('invalid_request');
    }
  });

  it('refuses text longer than the limit, counted in characters', () => {
    expect(codeOf('x'.repeat(MAX_LABEL_LENGTH + 1))).toBe('invalid_request');
    expect(codeOf('😀'.repeat(MAX_LABEL_LENGTH))).toBeNull();
    expect(codeOf('abcd', 3)).toBe('invalid_request');
  });
});
