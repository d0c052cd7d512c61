/**
 * The category rules, as data a reviewer can read top to bottom: the first rule that matches a row
 * files it. Each rule names the rows it applies to (a direction, when the same words mean two things:
 * "PAGO TARJETA" paid in settles a card, "PAGO CON TARJETA" taken out is a purchase) and what it looks
 * at: words of the folded description (upper case, accents and ø/æ/ß folded, so "Løn" is "LON"), the
 * shape of the description, a finding of another analysis rule (a same-amount daily or weekly debit
 * series; a transfer between the holder's own accounts), or nothing (the defaults at the end).
 *
 * Words match whole words; `*` at an end lets the word run on, for compounds ("*ZINSEN" is
 * "Habenzinsen", "DARLEHEN*" is "Darlehensrate"). Order matters where wordings overlap, and the
 * comment on each rule says why it stands where it does.
 */
import type { TransactionType } from '../../domain/statement.js';
import type { Category } from '../../domain/categories.js';

export type CategoryMatcher =
  | { words: readonly string[] }
  /** The description is a number alone: a cheque number printed in a checks section ("1042"). */
  | { numberOnly: true }
  /** The description has no word at all. */
  | { noWords: true }
  /**
   * Another rule's finding: `advance_series` (cadence and amount), `intra_company` (own transfers),
   * `money_back` (an amount pattern: the same amount back from the same payee, moneyBack.ts).
   */
  | { finding: 'advance_series' | 'intra_company' | 'money_back' }
  | { otherwise: true };

export interface CategoryRule {
  id: string;
  /** One category, or one per direction. */
  category: Category | Readonly<Record<TransactionType, Category>>;
  /** Only rows of this direction; both when absent. */
  direction?: TransactionType;
  match: CategoryMatcher;
}

const BY_DIRECTION = <D extends Category, W extends Category>(deposit: D, withdrawal: W) => ({ deposit, withdrawal }) as const;

export const CATEGORY_RULES: readonly CategoryRule[] = [
  // First, because a returned item is worded like the deposit it undoes: "RETURNED DEPOSIT ITEM".
  {
    id: 'nsf_or_returned',
    category: 'nsf_returned_item',
    match: { words: ['NSF', 'NON-SUFFICIENT', 'INSUFFICIENT FUNDS', 'RETURNED ITEM', 'RETURN ITEM', 'RETURNED DEPOSIT', 'RETURNED CHECK', 'RETURNED CHEQUE', 'UNPAID ITEM', 'IMPAYE', 'RUCKLASTSCHRIFT', 'RETOURNE'] },
  },
  // A deposit taken back out: "DEPOSIT REVERSAL", "Storno Gutschrift", "ANNULATION VERSEMENT", "ESTORNO CREDITO".
  {
    id: 'deposit_taken_back',
    category: 'nsf_returned_item',
    direction: 'withdrawal',
    match: { words: ['DEPOSIT REVERSAL', 'CREDIT REVERSAL', 'STORNO GUTSCHRIFT', 'ANNULATION VERSEMENT', 'ANULACION ABONO', 'STORNO ACCREDITO', 'ESTORNO CREDITO'] },
  },
  // Before cash and card words: "ATM WITHDRAWAL REFUND" and "DEBIT REVERSAL" are money given back.
  {
    id: 'refund',
    category: 'refund',
    direction: 'deposit',
    match: {
      words: [
        'REFUND', 'REFUNDS', 'DEBIT REVERSAL', 'CHARGEBACK', 'PURCHASE RETURN', 'REVERSAL', 'RUCKBUCHUNG', 'ERSTATTUNG', 'STORNO', 'REMBOURSEMENT',
        'ANNULATION PRELEVEMENT', 'DEVOLUCION', 'ANULACION CARGO', 'STORNO ADDEBITO', 'RIMBORSO', 'ESTORNO DEBITO', 'ESTORNO', 'DEVOLUCAO',
        'TERUGBOEKING', 'RESTITUTIE', 'ZWROT', 'STORNO OBCIAZENIA', 'ATERBETALNING', 'TILBAGEFORSEL', 'TILBAKEFORING', 'REFUSJON',
      ],
    },
  },
  // Loan words before transfer and payee words: "LOAN DISBURSEMENT NORTHSTAR CAPITAL" is loan money whoever sends it.
  {
    id: 'loan_wording',
    category: BY_DIRECTION('loan_proceeds', 'loan_repayment'),
    match: {
      words: [
        'LOAN', 'LOANS', 'LOAN PROCEEDS', 'MORTGAGE', 'MCA', 'CASH ADVANCE', 'MERCHANT ADVANCE', 'DARLEHEN*', 'TILGUNG', 'HYPOTHEK*', 'PRET', 'DEBLOCAGE PRET',
        'ECHEANCE PRET', 'PRESTAMO', 'PRESTAMOS', 'MUTUO', 'PRESTITO', 'EMPRESTIMO', 'LENING', 'AFLOSSING',
        'HYPOTHEEK', 'KREDYT*', 'RATA KREDYTU', 'LAN', 'AMORTERING', 'AFDRAG', 'AVDRAG',
      ],
    },
  },
  // The holder's own accounts named: "ONLINE TRANSFER TO SAVINGS", "Übertrag auf Tagesgeld", "VIR VERS LIVRET".
  {
    id: 'own_account_transfer',
    category: BY_DIRECTION('transfer_in', 'transfer_out'),
    match: {
      words: [
        'SAVINGS', 'TFR TO ACCOUNT', 'TFR FROM ACCOUNT', 'OWN ACCOUNT', 'BETWEEN ACCOUNTS', 'INTERNAL TRANSFER', 'SWEEP', 'INTERCOMPANY', 'UBERTRAG',
        'UEBERTRAG', 'UMBUCHUNG', 'TAGESGELD', 'LIVRET', 'VIRT MULTIPLE', 'CPTE A DEBITER', 'TRASPASO', 'GIROCONTO', 'TRANSF CONTAS', 'TRANSF ENTRE CONTAS',
        'TRANSF RECEBIDA CONTA', 'SPAARREKENING', 'PRZELEW WLASNY', 'SPARKONTO', 'OPSPARING', 'SPAREKONTO',
      ],
    },
  },
  // Money between the holder and its group, found by the intra-company rule (the holder's name, an own-account mask).
  { id: 'intra_company', category: BY_DIRECTION('transfer_in', 'transfer_out'), match: { finding: 'intra_company' } },
  // "PAYMENT - THANK YOU" paid into a card; "CREDIT CARD PAYMENT" out of an account.
  {
    id: 'card_settled',
    category: 'credit_card_payment',
    direction: 'deposit',
    match: {
      words: [
        'PAYMENT - THANK YOU', 'PAYMENT THANK YOU', 'PAYMENT RECEIVED', 'AUTOPAY PAYMENT', 'AUTOPAY', 'ZAHLUNG KREDITKARTE', 'REGLEMENT CARTE', 'PAGO TARJETA',
        'PAGAMENTO CARTA GRAZIE', 'PAGAMENTO RECEBIDO', 'BETALING CREDITCARD', 'SPLATA KARTY', 'INBETALNING TACK', 'INDBETALING TAK', 'INNBETALING TAKK',
      ],
    },
  },
  {
    id: 'payroll',
    category: 'payroll',
    match: {
      words: [
        'PAYROLL', 'SALARY', 'SALARIES', 'WAGES', 'WAGE', 'GUSTO', 'ADP', 'LOHN', 'GEHALT', 'LOHN/GEHALT', 'SALAIRE', 'NOMINA', 'STIPENDIO', 'SALARIO',
        'ORDENADO', 'SALARIS', 'WYNAGRODZENIE', 'LON', 'LONN',
      ],
    },
  },
  {
    id: 'tax',
    category: 'tax',
    direction: 'withdrawal',
    match: {
      words: [
        'IRS', 'USATAXPYMT', 'EFTPS', 'TAX', 'TAXES', 'SALES TAX', 'HMRC', 'VAT', 'GST', 'FINANZAMT', 'STEUER*', 'IMPOTS', 'DGFIP', 'URSSAF', 'HACIENDA',
        'AEAT', 'AGENZIA ENTRATE', 'F24', 'RECEITA FEDERAL', 'BELASTINGDIENST', 'SKATTEVERKET', 'SKAT', 'SKATTEETATEN',
      ],
    },
  },
  {
    id: 'rent',
    category: 'rent',
    direction: 'withdrawal',
    match: { words: ['RENT', 'LEASE', 'MIETE', 'LOYER', 'ALQUILER', 'AFFITTO', 'ALUGUEL', 'HUUR', 'CZYNSZ', 'HYRA', 'HUSLEJE', 'HUSLEIE'] },
  },
  // Before fees: "INTEREST CHARGE ON PURCHASES" is interest, not a fee.
  {
    id: 'interest',
    category: 'interest',
    match: {
      words: [
        'INTEREST', 'FINANCE CHARGE', 'ZINSEN', '*ZINSEN', 'INTERETS', 'INTERESES', 'INTERESSI', 'RENDIMENTO', 'ENCARGOS', 'RENTE', '*RENTE', 'RENTER',
        'RANTA', '*RANTA', 'ODSETKI',
      ],
    },
  },
  // After interest: "Sollzinsen Kreditkarte" is the card's interest, not a payment towards it.
  { id: 'card_bill_paid', category: 'credit_card_payment', direction: 'withdrawal', match: { words: ['CREDIT CARD PAYMENT', 'CARD PAYMENT', 'CREDITCARD', 'KREDITKARTE'] } },
  {
    id: 'fees',
    category: 'fees',
    direction: 'withdrawal',
    match: {
      words: [
        'FEE', 'FEES', 'SERVICE CHARGE', 'MAINTENANCE CHARGE', 'CHARGE', 'CHARGES', 'ENTGELT', '*ENTGELT', 'GEBUHR*', '*GEBUHR', 'FRAIS', 'COMMISSION',
        'AGIOS', 'COMISION', 'COMISIONES', 'CANONE', 'COMPETENZE', 'TARIFA', 'CESTA DE SERVICOS', 'KOSTEN', 'OPLATA', 'AVGIFT', '*AVGIFT', 'GEBYR',
        '*GEBYR', 'KONTOHOLD',
      ],
    },
  },
  {
    id: 'cash_withdrawal',
    category: 'cash_withdrawal',
    direction: 'withdrawal',
    match: {
      words: [
        'ATM', 'CASH WITHDRAWAL', 'RETRAIT', 'DAB', 'GAB', 'GELDAUTOMAAT', 'GEA', 'BARGELDAUSZAHLUNG', 'GELDAUTOMAT', 'AUSZAHLUNG GELDAUTOMAT', 'REINTEGRO',
        'CAJERO', 'RETIRO', 'PRELIEVO', 'BANCOMAT', 'SAQUE', 'LEVANTAMENTO', 'BANKOMAT*', 'UTTAG', 'HAEVNING', 'AUTOMAT', 'KONTANTUTTAK', 'MINIBANK',
      ],
    },
  },
  {
    id: 'check',
    category: 'check',
    direction: 'withdrawal',
    match: { words: ['CHECK', 'CHEQUE', 'CHQ', 'CHK', 'SCHECK', 'ASSEGNO', 'CZEK', 'SJEKK', 'CHEQUE COMPENSADO'] },
  },
  { id: 'check_number_only', category: 'check', direction: 'withdrawal', match: { numberOnly: true } },
  { id: 'no_description', category: 'other', match: { noWords: true } },
  {
    id: 'cash_deposit',
    category: 'cash_deposit',
    direction: 'deposit',
    match: {
      words: [
        'CASH DEPOSIT', 'CASH', 'COUNTER CREDIT', 'BAREINZAHLUNG', 'VERSEMENT ESPECES', 'ESPECES', 'EFECTIVO', 'CONTANTI', 'DINHEIRO', 'STORTING',
        'GOTOWKOWA', 'KONTANTINSATTNING', 'KONTANT INDBETALING', 'KONTANTINNSKUDD',
      ],
    },
  },
  // Direct debits and billers. After rent and tax, which are direct debits too, and before the card words
  // ("RECURRING CARD NETFLIX.COM" is a subscription).
  {
    id: 'bills',
    category: 'bills',
    direction: 'withdrawal',
    match: {
      words: [
        'BILL', 'BILL PAYMENT', 'DIRECT DEBIT', 'ONLINE PMT', 'ONLINE PAYMENT', 'SUBSCRIPTION', 'RECURRING', 'DD', 'UTILITY', 'UTILITIES', 'ELECTRIC',
        'WATER', 'POWER', 'INSURANCE', 'INS', 'WIRELESS', 'TELECOM', 'LASTSCHRIFT', 'PRLV', 'RECIBO', 'ADEUDO', 'ADDEBITO', 'SDD', 'BOLETO',
        'DEBITO AUTOMATICO', 'DEB AUTOMATICO', 'INCASSO', 'POLECENIE ZAPLATY', 'PRZELEW DO', 'PLATNOSC CYKLICZNA', 'AUTOGIRO', 'BETALNING',
        'BETALINGSSERVICE', 'OVERFORSEL TIL', 'EFAKTURA', 'AVTALEGIRO', 'BETALING', 'STANDING ORDER',
      ],
    },
  },
  {
    id: 'card_purchase',
    category: 'card_purchase',
    direction: 'withdrawal',
    match: {
      words: [
        'CARD PURCHASE', 'PURCHASE', 'POS', 'CHECKCARD', 'DEBIT CARD', 'VISA DEBIT', 'VISA', 'MASTERCARD', 'CONTACTLESS', 'KARTENZAHLUNG', 'DEBITKARTE',
        'GA-ZAHLUNG', 'EC', 'PAIEMENT CB', 'CB', 'CARTE', 'PAIEMENT PAR CARTE', 'COMPRA', 'PAGO CON TARJETA', 'TARJ', 'PAGAMENTO POS', 'PAGAMENTO CARTA',
        'CARTAO', 'COMPRA ELO', 'PAGAMENTO DEBITO', 'BETAALPAS', 'BEA', 'PINBETALING', 'PLATNOSC KARTA', 'TRANSAKCJA KARTA', 'KORTKOP', 'KORT', 'DANKORT',
        'VAREKJOP', 'KORTKJOP',
      ],
    },
  },
  {
    id: 'customer_payment',
    category: 'revenue',
    direction: 'deposit',
    match: {
      words: [
        'ACH CREDIT', 'FASTER PAYMENT', 'NEFT', 'IMPS', 'RTGS', 'TRANSFER FROM', 'WIRE', 'WIRE IN', 'MERCHANT', 'SETTLEMENT', 'STRIPE', 'SQUARE', 'PAYPAL',
        'SHOPIFY', 'SEPA GUTSCHRIFT', 'UBERWEISUNG', 'GUTSCHRIFT', 'VIR RECU', 'VIREMENT', 'VRMENT RECU', 'TRANSFERENCIA', 'TRANSF. RECIBIDA', 'BONIFICO',
        'CIELO', 'TED', 'PIX', 'REDE', 'OVERBOEKING', 'PRZELEW PRZYCHODZACY', 'WPLATA', 'BANKGIRO', 'INSATTNING', 'OVERFORSEL FRA', 'INDBETALING',
        'INNBETALING', 'OVERFORING FRA',
      ],
    },
  },
  // Lender names without loan words ("ACH DEBIT NORTHSTAR CAPITAL"), after every more specific wording: a
  // customer called "... CAPITAL" paying by ACH CREDIT stays revenue.
  {
    id: 'lender_name',
    category: BY_DIRECTION('loan_proceeds', 'loan_repayment'),
    match: { words: ['CAPITAL', 'FUNDING', 'ADVANCE', 'LENDING', 'LENDER', 'FINANCING', 'KREDIT*', 'FOERDERKREDIT'] },
  },
  // The same payee debited the same amount every business day or week (loans.ts): a merchant cash advance.
  { id: 'advance_series', category: 'loan_repayment', direction: 'withdrawal', match: { finding: 'advance_series' } },
  // Exactly what an earlier withdrawal paid the same payee, paid back: a refund in all but words.
  { id: 'money_back', category: 'refund', direction: 'deposit', match: { finding: 'money_back' } },
  // Nothing says otherwise: a deposit is a customer's money; a withdrawal naming only a payee is a card
  // purchase as banks print them bare ("WHOLE FOODS MKT DENVER CO").
  { id: 'default_deposit', category: 'revenue', direction: 'deposit', match: { otherwise: true } },
  { id: 'default_withdrawal', category: 'card_purchase', direction: 'withdrawal', match: { otherwise: true } },
];
