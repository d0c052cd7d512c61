import type { ParsedStatement } from '../../domain/statement.js';
import type { AnalysisSettings } from '../settings.js';
import type { Summary } from '../summary.js';
import type { Finding } from './anomaly.js';
import { balanceBreakFindings } from './balanceBreaks.js';
import { findBalanceEquationBreak } from './balanceEquation.js';
import { findDuplicates } from './duplicates.js';
import { findEditedPdf } from './editedPdf.js';
import { findFees } from './fees.js';
import { findOutsidePeriod } from './outsidePeriod.js';
import { findPrintedTotalsMismatch } from './printedTotals.js';
import { findRoundCashDeposits } from './roundCash.js';

export type { Finding } from './anomaly.js';

/**
 * Every anomaly rule over one statement: first what concerns the document as a whole (signs of
 * editing, figures that do not reconcile), then row by row (breaks, duplicates, fees, dates, cash).
 */
export const findAnomalies = (parsed: ParsedStatement, summary: Summary, settings: AnalysisSettings): Finding[] => {
  const printedPeriod = parsed.periodStart && parsed.periodEnd ? summary : null;
  return [
    ...findEditedPdf(parsed.signals, settings.editedAfterHours),
    ...findBalanceEquationBreak(summary.opening, summary.closing, summary.variance),
    ...findPrintedTotalsMismatch(parsed.printedTotals, summary, settings.printedTotalsTolerance),
    ...balanceBreakFindings(parsed.balanceBreaks, parsed.transactions),
    ...findDuplicates(parsed.transactions, settings.duplicateWindowDays),
    ...findFees(parsed.transactions),
    ...findOutsidePeriod(parsed.transactions, printedPeriod?.periodStart ?? null, printedPeriod?.periodEnd ?? null),
    ...findRoundCashDeposits(parsed.transactions, settings.roundCashThreshold, settings.roundCashUnit),
  ];
};
