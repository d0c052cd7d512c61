import { describe, expect, it } from 'vitest';
import { lineOf as line, pageOf } from '../testing/layoutLines.js';
import { boilerplateLines } from './boilerplate.js';

describe('boilerplateLines', () => {
  it('finds a line repeated at one place of each page, its page number masked', () => {
    const pages = [1, 2, 3].map((n) => pageOf([line(60, [['Banque Sahelienne', 70]]), line(700, [[`Page ${n} / 3`, 500]])], n));
    expect([...boilerplateLines(pages)].sort()).toEqual(['1:0', '1:1', '2:0', '2:1', '3:0', '3:1']);
  });

  it('does not take a row\'s line with three figures for boilerplate when its figures differ (`CARTE 9958 405 300`)', () => {
    const pages = [
      pageOf([line(60, [['Banque Sahelienne', 70]]), line(108, [['CARTE 9958', 158], ['405 300', 506]])], 1),
      pageOf([line(60, [['Banque Sahelienne', 70]]), line(108, [['CARTE 1149', 158], ['21 520', 511]])], 2),
    ];
    expect(boilerplateLines(pages).has('1:1')).toBe(false);
    expect(boilerplateLines(pages).has('2:1')).toBe(false);
  });
});
