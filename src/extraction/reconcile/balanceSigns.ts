/**
 * How a statement's printed balances read from the holder's side. An account's balance is what it
 * prints (a minus or DR is overdrawn), except where its credit balances are marked and nothing marks a
 * debit one (`19,657.18Kt` then `89,592.82`, `1,200.00Cr` then `350.00`): there the plain ones are overdrawn. A card's unsigned balance is what is owed, so negative; a
 * card's marked balance depends on whose side the issuer prints from: most print the amount owed
 * plain and a credit balance with a minus or CR (`1.221,41` then `-262,78` after a large payment),
 * some print the holder's side, the amount owed with a minus.
 */
import type { Cents } from '../../domain/money.js';

export interface BalanceSigns {
  isCard: boolean;
  /** On a card: a minus marks a credit balance (the issuer's side), not an amount owed. */
  minusIsCredit: boolean;
  /** On an account: credit balances are marked (`CR`, `Kt`) and debit ones print plain. */
  plainIsDebit?: boolean;
  /**
   * On an account whose rows say so: every balance is in credit (`741,92 € D`, a letter that is no
   * sign of its) or every one overdrawn (plain figures money in lowers), whatever its marks.
   */
  throughout?: 'held' | 'owed';
}

export interface PrintedBalance {
  cents: Cents;
  negative: boolean;
  positive: boolean;
}

/** A printed balance from the holder's side. */
export const signedBalance = (a: PrintedBalance, signs: BalanceSigns): Cents => {
  if (!signs.isCard) {
    if (signs.throughout) return signs.throughout === 'held' ? a.cents : -a.cents;
    return a.negative || (signs.plainIsDebit && !a.positive) ? -a.cents : a.cents;
  }
  if (a.positive) return a.cents;
  if (a.negative) return signs.minusIsCredit ? a.cents : -a.cents;
  return -a.cents;
};

/**
 * A card's signs, from its balance figures in printed order. Where they are both plain and minus, the
 * two readings are mirror images, and the rows tell them apart: most of a card's rows are charges,
 * so the way most steps move the printed figure is the way a charge moves it. Charges that raise it
 * make it the amount owed (a minus marks a credit balance); charges that lower it make it the
 * holder's side (a minus is owed). Where the steps do not tell, the kind most figures print is the
 * amount owed (a card is usually owed, and in credit only for a while after a large payment); where
 * they print one kind, every figure is owed.
 */
export const cardBalanceSigns = (balances: readonly PrintedBalance[]): BalanceSigns => {
  let minus = 0;
  let plain = 0;
  let ups = 0;
  let downs = 0;
  let previous: Cents | null = null;
  for (const b of balances) {
    if (b.negative) minus++;
    else if (!b.positive) plain++;
    const printed = b.negative ? -b.cents : b.cents;
    if (previous !== null && !b.positive) {
      if (printed > previous) ups++;
      else if (printed < previous) downs++;
    }
    previous = b.positive ? null : printed;
  }
  if (minus === 0 || plain === 0) return { isCard: true, minusIsCredit: false };
  if (ups !== downs && Math.max(ups, downs) >= 2) return { isCard: true, minusIsCredit: ups > downs };
  return { isCard: true, minusIsCredit: plain > minus };
};

/** The signs of a card's or an account's balances (see `cardBalanceSigns`). */
export const balanceSignsOf = (isCard: boolean, balances: readonly PrintedBalance[]): BalanceSigns =>
  isCard ? cardBalanceSigns(balances) : { isCard: false, minusIsCredit: false, plainIsDebit: creditsMarkedOnly(balances) };

/** Some balances print a credit mark, others none, and none a debit mark or minus. */
const creditsMarkedOnly = (balances: readonly PrintedBalance[]): boolean =>
  balances.some((b) => b.positive) && balances.some((b) => !b.positive && !b.negative && b.cents !== 0) && !balances.some((b) => b.negative);
