import { describe, expect, it } from 'vitest';
import { balanceSignsOf, cardBalanceSigns, signedBalance, type PrintedBalance } from './balanceSigns.js';

/** Balances as printed: `-988,22` is minus, `563,25` plain. */
const printed = (...figures: number[]): PrintedBalance[] => figures.map((f) => ({ cents: Math.abs(f), negative: f < 0, positive: false }));

describe('cardBalanceSigns', () => {
  it('reads a minus as a credit balance where most steps raise the printed figure (charges add to the amount owed)', () => {
    // Owed 446.24, charges of 117.01, a payment of 1,551.47 into credit, then charges again.
    const signs = cardBalanceSigns(printed(56325, -98822, -89602, -88914, -85433, -76673, -70974, -70348, -62954, -51831));
    expect(signs.minusIsCredit).toBe(true);
    expect(signedBalance({ cents: 51831, negative: true, positive: false }, signs)).toBe(51831);
    expect(signedBalance({ cents: 56325, negative: false, positive: false }, signs)).toBe(-56325);
  });

  it('reads a minus as owed where most steps lower the printed figure (the holder\'s side), even if most figures are plain', () => {
    const signs = cardBalanceSigns(printed(30000, 20000, 10000, 5000, -2000, -9000));
    expect(signs.minusIsCredit).toBe(false);
  });

  it('reads every figure as owed when they print one kind', () => {
    expect(cardBalanceSigns(printed(100, 200, 300)).minusIsCredit).toBe(false);
    expect(cardBalanceSigns(printed(-100, -200, -300)).minusIsCredit).toBe(false);
  });
});

describe('balanceSignsOf an account', () => {
  it('reads plain balances as overdrawn where credit balances are marked and nothing marks a debit one (`19,657.18Kt` after `89,592.82`)', () => {
    const balances = [{ cents: 8_959_282, negative: false, positive: false }, { cents: 1_965_718, negative: false, positive: true }];
    const signs = balanceSignsOf(false, balances);
    expect(balances.map((b) => signedBalance(b, signs))).toEqual([-8_959_282, 1_965_718]);
  });

  it('reads plain balances as they print where a minus marks the overdrawn ones', () => {
    const balances = [{ cents: 5000, negative: true, positive: false }, { cents: 2000, negative: false, positive: false }, { cents: 100, negative: false, positive: true }];
    expect(balances.map((b) => signedBalance(b, balanceSignsOf(false, balances)))).toEqual([-5000, 2000, 100]);
  });
});
