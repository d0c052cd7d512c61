/**
 * How a statement's printed balances read from the holder's side. An account's balance is what it
 * prints (a minus or DR is overdrawn). A card's unsigned balance is what is owed, so negative; a
 * card's marked balance depends on whose side the issuer prints from: most print the amount owed
 * plain and a credit balance with a minus or CR (`1.221,41` then `-262,78` after a large payment),
 * some print the holder's side, the amount owed with a minus.
 */
import type { Cents } from '../../domain/money.js';

export interface BalanceSigns {
  isCard: boolean;
  /** On a card: a minus marks a credit balance (the issuer's side), not an amount owed. */
  minusIsCredit: boolean;
}

export interface PrintedBalance {
  cents: Cents;
  negative: boolean;
  positive: boolean;
}

/** A printed balance from the holder's side. */
export const signedBalance = (a: PrintedBalance, signs: BalanceSigns): Cents => {
  if (!signs.isCard) return a.negative ? -a.cents : a.cents;
  if (a.positive) return a.cents;
  if (a.negative) return signs.minusIsCredit ? a.cents : -a.cents;
  return -a.cents;
};

/**
 * A card's signs, from its balance figures: where they are both plain and minus, the kind most of them
 * print is the amount owed (a card is usually owed, and in credit only for a while after a large
 * payment or refund); where they print one kind, every figure is owed. (The two mixed readings are
 * mirror images: the arithmetic of the rows cannot tell them apart, only which state is usual.)
 */
export const cardBalanceSigns = (balances: readonly PrintedBalance[]): BalanceSigns => {
  let minus = 0;
  let plain = 0;
  for (const b of balances) {
    if (b.negative) minus++;
    else if (!b.positive) plain++;
  }
  return { isCard: true, minusIsCredit: minus > 0 && plain > minus };
};

/** The signs of a card's or an account's balances (see `cardBalanceSigns`). */
export const balanceSignsOf = (isCard: boolean, balances: readonly PrintedBalance[]): BalanceSigns =>
  isCard ? cardBalanceSigns(balances) : { isCard: false, minusIsCredit: false };
