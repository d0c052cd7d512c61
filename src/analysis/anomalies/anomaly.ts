import type { Cents } from '../../domain/money.js';
import type { IsoDate, Severity } from '../../domain/statement.js';

/** An anomaly while money is still in cents; `analyseStatement` turns `amount` into a decimal at the end. */
export interface Finding {
  type: string;
  severity: Severity;
  date?: IsoDate;
  amount?: Cents;
  description: string;
  reason: string;
}
