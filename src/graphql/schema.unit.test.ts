import { readFile } from 'node:fs/promises';
import { assertObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildLedgerLensSchema, printLedgerLensSchema } from './schema.js';

describe('schema.graphql', () => {
  it('is exactly what the code emits (run `npm run graphql:schema` after changing a type)', async () => {
    const committed = await readFile(new URL('../../schema.graphql', import.meta.url), 'utf8');
    expect(printLedgerLensSchema(await buildLedgerLensSchema())).toBe(committed);
  });

  it('reaches every field of the REST data object under its camelCase name', async () => {
    const schema = await buildLedgerLensSchema();
    const fields = Object.keys(assertObjectType(schema.getType('StatementData')).getFields());
    const restFields = [
      'bank_name', 'account_holder', 'account_number_last_4', 'currency', 'statement_start_date', 'statement_end_date',
      'opening_balance', 'end_month_balance', 'total_deposits', 'total_withdrawals', 'daily_average_balance',
      'deposit_count', 'withdrawal_count', 'transaction_count', 'balance_equation_valid',
      'balance_equation_variance', 'is_multi_month', 'months_covered', 'negative_balance_count',
      'negative_balance_dates', 'recurring_debits', 'large_transactions', 'loans_detected',
      'loan_transactions', 'loan_commitments', 'intra_company_transactions', 'transactions', 'anomalies', 'warnings', 'analysis',
    ];
    const camel = (name: string) => name.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
    expect(fields.sort()).toEqual(restFields.map(camel).sort());
  });
});
