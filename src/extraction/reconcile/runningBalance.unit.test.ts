import { describe, expect, it } from 'vitest';
import { applyRunningBalance, type Candidate } from './runningBalance.js';

const row = (amount: number | null, type: Candidate['type'], balance: number | null): Candidate => ({ amount, type, certainty: type ? 'printed' : null, balance, expectsBalance: false });

describe('applyRunningBalance', () => {
  it('lets the balances decide a guessed direction', () => {
    const rows = [{ ...row(500, 'withdrawal', 1500), certainty: 'guess' as const }];
    applyRunningBalance(rows, 1000);
    expect(rows[0]!.type).toBe('deposit');
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
});
