/**
 * The fixed taxonomy every transaction is filed under (issue 14). A lender reads a company's months
 * through these: what it earned, what only passed through (its own transfers, loan money, refunds) and
 * what it owes. The list is closed: a new category is an interface change, so it is added here, to the
 * README, the OpenAPI document and the GraphQL enum together.
 */
export const CATEGORIES = {
  revenue: 'money earned from customers: card settlements, customer payments, wires and transfers from third parties',
  cash_deposit: 'cash paid in at a branch, counter or machine (counted as revenue)',
  transfer_in: "money moved in from the holder's own accounts (savings, another current account, a group company)",
  transfer_out: "money moved out to the holder's own accounts",
  loan_proceeds: 'a loan or cash advance paid out to the holder',
  loan_repayment: 'an instalment of a loan, mortgage or merchant cash advance',
  payroll: 'wages and salaries, paid to staff or received by the holder',
  tax: 'payments to a tax authority',
  rent: 'rent and leases of premises',
  bills: 'utilities, telecoms, insurance, subscriptions and other direct debits to a biller',
  card_purchase: 'a purchase with a debit or credit card, at a till or online',
  cash_withdrawal: 'cash taken out at a machine or a counter',
  check: 'a cheque paid out of the account',
  credit_card_payment: 'a payment towards a credit card (received on the card, or paid from the account)',
  fees: 'bank fees and charges, overdraft fees included',
  nsf_returned_item: 'an NSF fee, a returned or unpaid item, a deposit taken back',
  interest: 'interest paid to the holder or charged to them',
  refund: 'money given back: refunds, chargebacks, reversed debits',
  other: 'nothing in the row says what it is',
} as const;

export type Category = keyof typeof CATEGORIES;

export const CATEGORY_NAMES = Object.keys(CATEGORIES) as Category[];

/**
 * Deposits that are not earnings: true revenue is every deposit less these (issue 14: "deposits less
 * transfers, loan proceeds and refunds"; a payment received on a credit card is the holder's own money).
 */
export const NOT_REVENUE: ReadonlySet<Category> = new Set<Category>(['transfer_in', 'loan_proceeds', 'refund', 'credit_card_payment']);

/** Which rule filed a row, on what basis, and what it saw: a reviewer can check every category. */
export interface CategoryEvidence {
  /** The id of the rule in `rules.ts`. */
  rule: string;
  basis: 'description' | 'amount' | 'cadence' | 'finding' | 'default';
  /** What the rule saw, in words: `description has "PAYROLL"`. */
  detail: string;
}
