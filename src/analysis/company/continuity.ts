/**
 * Whether a company's statements chain: in period order, each statement of the main account should
 * open the day after the previous one closed, at the balance it closed with. Every break is reported
 * with the two statements involved, so a reviewer can ask for the missing month or the original file.
 */
import { toDecimal } from '../../domain/money.js';
import type { ContinuityFinding } from '../../domain/companyReport.js';
import { addDays, daysBetween } from '../dates.js';
import { isSameStatement, type OrderedStatement } from './statements.js';

const ref = (s: OrderedStatement): string => s.input.jobId;
const period = (s: OrderedStatement): string => `${s.start} to ${s.end}`;

export const findContinuity = (ordered: readonly OrderedStatement[]): ContinuityFinding[] => {
  const findings: ContinuityFinding[] = [];
  const counted = ordered.filter((s) => s.excluded === null);
  const first = counted[0];

  for (const s of ordered) {
    if (s.excluded === 'duplicate_upload') {
      const original = counted.find((c) => isSameStatement(c, s));
      if (original) {
        const how = original.input.blobKey === s.input.blobKey ? 'the same file' : 'the same period and figures';
        findings.push({ type: 'duplicate_upload', statements: [ref(original), ref(s)], detail: `${s.input.filename} is ${how} as ${original.input.filename} (${period(s)}); counted once` });
      }
    }
    if (s.excluded === 'other_account' && first) {
      findings.push({
        type: 'other_account',
        statements: [ref(first), ref(s)],
        detail: `${s.input.filename} is of ${s.input.data.bank_name} account ending ${s.input.data.account_number_last_4 || '(not printed)'}, not the company's ${first.input.data.bank_name} account ending ${first.input.data.account_number_last_4 || '(not printed)'}; left out of the months`,
      });
    }
  }

  // A holder other than the one most statements name: the same account number under another name.
  const holders = new Map<string, number>();
  for (const s of counted) if (s.holder !== null) holders.set(s.holder, (holders.get(s.holder) ?? 0) + 1);
  const mainHolder = [...holders].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (mainHolder !== undefined) {
    const anchor = counted.find((s) => s.holder === mainHolder)!;
    for (const s of counted) {
      if (s.holder === null || s.holder === mainHolder) continue;
      findings.push({ type: 'other_holder', statements: [ref(anchor), ref(s)], detail: `${s.input.filename} names the holder ${s.input.data.account_holder ?? ''}, the others ${anchor.input.data.account_holder ?? ''}` });
    }
  }

  for (let i = 1; i < counted.length; i++) {
    const before = counted[i - 1]!;
    const after = counted[i]!;
    const expectedStart = addDays(before.end, 1);
    if (after.start > expectedStart) {
      const days = daysBetween(before.end, after.start) - 1;
      findings.push({ type: 'gap', statements: [ref(before), ref(after)], days, detail: `no statement covers ${expectedStart} to ${addDays(after.start, -1)} (${days} days)` });
    } else if (after.start < expectedStart) {
      const days = daysBetween(after.start, before.end) + 1;
      findings.push({ type: 'overlap', statements: [ref(before), ref(after)], days, detail: `${period(after)} starts inside ${period(before)} (${days} days read twice; counted once)` });
    } else if (after.opening !== before.closing) {
      const difference = after.opening - before.closing;
      findings.push({
        type: 'opening_balance_mismatch',
        statements: [ref(before), ref(after)],
        difference: toDecimal(difference),
        detail: `opens at ${toDecimal(after.opening).toFixed(2)} where the previous statement closed at ${toDecimal(before.closing).toFixed(2)}`,
      });
    }
  }
  return findings;
};
