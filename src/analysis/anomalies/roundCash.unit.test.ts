import { describe, expect, it } from 'vitest';
import { deposit, withdrawal } from '../testing/statementFactory.js';
import { findRoundCashDeposits } from './roundCash.js';

const find = (rows: Parameters<typeof findRoundCashDeposits>[0]) => findRoundCashDeposits(rows, 300_000, 10_000);

describe('round-number cash deposits', () => {
  it.each(['CASH DEPOSIT BRANCH', 'Bareinzahlung Filiale', 'VERSEMENT ESPECES', 'INGRESO EN EFECTIVO'])('flags a round cash deposit worded %j', (description) => {
    expect(find([deposit('2024-03-05', 900_000, description)])).toMatchObject([
      { type: 'round_cash_deposit', severity: 'medium', amount: 900_000, reason: 'cash deposit of 9,000.00, a round multiple of 100.00 at or above 3,000.00' },
    ]);
  });

  it('leaves alone uneven or small cash deposits, round non-cash deposits and cash withdrawals', () => {
    const rows = [
      deposit('2024-03-05', 900_050, 'CASH DEPOSIT'),
      deposit('2024-03-05', 200_000, 'CASH DEPOSIT'),
      deposit('2024-03-05', 900_000, 'ACH CREDIT HOOLI INC'),
      deposit('2024-03-05', 900_000, 'CASH APP TRANSFER'),
      withdrawal('2024-03-05', 900_000, 'CASH WITHDRAWAL'),
    ];

    expect(find(rows)).toEqual([]);
  });
});
