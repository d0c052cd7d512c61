import { describe, expect, it } from 'vitest';
import { applyRunningBalance, digitsApart, type Candidate } from './runningBalance.js';

const row = (amount: number | null, type: Candidate['type'], balance: number | null): Candidate => ({ amount, type, certainty: type ? 'printed' : null, balance, expectsBalance: false });

describe('applyRunningBalance', () => {
  it('lets the balances decide a guessed direction', () => {
    const rows = [{ ...row(500, 'withdrawal', 1500), certainty: 'guess' as const }];
    applyRunningBalance(rows, 1000);
    expect(rows[0]!.type).toBe('deposit');
  });

  it('settles the directions of rows printing no balance between two balances where only one choice makes the step (`Habenzinsen 6,85`, `Miete 1620,45`)', () => {
    const guessed = (amount: number, balance: number | null): Candidate => ({ ...row(amount, 'withdrawal', balance), certainty: 'guess' });
    const rows = [guessed(685, null), guessed(162_045, null), guessed(21_323, 660_153)];
    applyRunningBalance(rows, 842_836);
    expect(rows.map((r) => r.type)).toEqual(['deposit', 'withdrawal', 'withdrawal']);
  });

  it('leaves guessed directions alone where two choices make the step', () => {
    const guessed = (amount: number, balance: number | null): Candidate => ({ ...row(amount, 'withdrawal', balance), certainty: 'guess' });
    const rows = [guessed(500, null), guessed(500, null), guessed(100, 900)];
    applyRunningBalance(rows, 1000);
    expect(rows.slice(0, 2).map((r) => r.type)).toEqual(['withdrawal', 'withdrawal']);
  });

  it('rebuilds the amount of a row whose figure did not read, from the balances around it', () => {
    const rows = [row(null, null, 900), row(50, 'withdrawal', 850)];
    applyRunningBalance(rows, 1000);
    expect(rows[0]).toMatchObject({ amount: 100, type: 'withdrawal', repaired: 'amount' });
  });

  it('makes up no movement from a status line whose 0.00 the next row does not follow on from', () => {
    const rows = [row(null, null, 0), row(200, 'withdrawal', 104_971)];
    const { breaks } = applyRunningBalance(rows, 105_171);
    expect(rows[0]!.amount).toBeNull();
    expect(rows[0]!.balance).toBeNull();
    expect(breaks).toEqual([]);
  });

  it("rebuilds an OCR'd amount a digit off from what the balances on both sides prove", () => {
    const rows = [row(139_491, 'withdrawal', 324_426), { ...row(245_680, null, 590_106), misreadable: true }, row(3_403, 'withdrawal', 586_703)];
    const { breaks } = applyRunningBalance(rows, 463_917);
    expect(rows[1]).toMatchObject({ amount: 265_680, type: 'deposit', repaired: 'amount', misread: 245_680 });
    expect(breaks).toEqual([]);
  });

  it("rebuilds an OCR'd balance the next row does not follow on from, where the amount does", () => {
    const rows = [{ ...row(5_000, 'withdrawal', 98_000), misreadable: true }, row(1_000, 'withdrawal', 94_000)];
    const { breaks } = applyRunningBalance(rows, 100_000);
    expect(rows[0]).toMatchObject({ balance: 95_000, repaired: 'balance', misread: 98_000 });
    expect(breaks).toEqual([]);
  });

  it('keeps a break on a text-layer row, and on an OCR\'d row whose proof is far from what was read', () => {
    const printed = [row(245_680, 'deposit', 590_106), row(3_403, 'withdrawal', 586_703)];
    expect(applyRunningBalance(printed, 324_426).breaks.map((b) => b.index)).toEqual([0]);
    const far = [{ ...row(11_111, 'deposit', 590_106), misreadable: true }, row(3_403, 'withdrawal', 586_703)];
    expect(applyRunningBalance(far, 324_426).breaks.map((b) => b.index)).toEqual([0]);
    expect(far[0]!.amount).toBe(11_111);
  });

  it('takes a row whose balance is the one before it, between rows that follow on by their amounts, for a notice that moved nothing', () => {
    const rows = [row(3_500, 'withdrawal', 1_800_572), row(256_705, 'deposit', 1_800_572), row(13_168, 'withdrawal', 1_787_404)];
    const { breaks } = applyRunningBalance(rows, 1_804_072);
    expect(rows.map((r) => r.movedNothing ?? false)).toEqual([false, true, false]);
    expect(breaks).toEqual([]);
  });

  it('keeps rows that repeat their day\'s closing balance: the row before does not follow on by its amount', () => {
    const rows = [row(1_000, 'withdrawal', 7_000), row(2_000, 'withdrawal', 7_000), row(500, 'deposit', 7_500)];
    applyRunningBalance(rows, 10_000);
    expect(rows.some((r) => r.movedNothing)).toBe(false);
  });

  it('counts a misread, lost or doubled digit and a lost sign as one apart each', () => {
    expect(digitsApart(265_680, 245_680)).toBe(1);
    expect(digitsApart(139_491, 39_491)).toBe(1);
    expect(digitsApart(-5_000, 5_000)).toBe(1);
    expect(digitsApart(12_345, 54_321)).toBe(4);
  });
});
