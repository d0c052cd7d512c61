/**
 * A row whose own text labels its booking date (`Verwerkingsdatum: 02-06-2025` under a Rabobank row,
 * `Buchungsdatum: 02.06.2025`) is dated by it: the table's date column may be the value or interest
 * date (`Rentedatum`), and a statement's rows are booked, and counted, on their booking day.
 */
import { matchDate } from '../parse/dates.js';
import type { RawRow } from './buildRows.js';

const BOOKED_ON = /\b(?:verwerkingsdatum|boekdatum|buchungsdatum|booking date|date de comptabilisation|fecha de contabilizaci[oó]n|data contabile|bokf[oö]ringsdatum)\s*:?\s*(\S+)/i;

export const withBookedDates = (rows: readonly RawRow[]): RawRow[] =>
  rows.map((row) => {
    const m = BOOKED_ON.exec(row.description);
    const booked = m ? matchDate([m[1]!.replace(/[,;.]$/, '')], 0) : null;
    return booked && booked.year !== null ? { ...row, date: booked, ownDate: true } : row;
  });
