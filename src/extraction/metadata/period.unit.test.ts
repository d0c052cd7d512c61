import { describe, expect, it } from 'vitest';
import type { Line } from '../layout/pageLayout.js';
import { lineOf as line, pageOf } from '../testing/layoutLines.js';
import { readPeriod } from './period.js';

const page = (lines: Line[]) => [pageOf(lines)];

describe('readPeriod', () => {
  it('reads the month printed under a title whose line runs on into a notice far beside it, a line of other words between', () => {
    const pages = page([
      line(76, [['Statements of Accounts', 46], ['Protected by PIDM up to RM250,000 for each depositor', 360]]),
      line(81, [['r t c e b P D u t R 2 0 0', 364]]),
      line(88, [['September 2025', 46]]),
      line(142, [['Hey Remy, here is a look at your account in September', 46]]),
    ]);
    expect(readPeriod(pages, 'dmy')).toMatchObject({ start: '2025-09-01', end: '2025-09-30' });
  });

  it('reads a month and year printed under a period label as the whole month (`PERIODE OKTOBER 2025`)', () => {
    expect(readPeriod(page([line(50, [['REKENING TAHAPAN', 300]]), line(60, [['PERIODE', 300], ['OKTOBER 2025', 380]])]), 'dmy')).toMatchObject({ start: '2025-10-01', end: '2025-10-31' });
  });

  it('reads a month printed year first after a Hungarian period label as the whole month (`Tárgyidőszak: 2022-02`)', () => {
    expect(readPeriod(page([line(50, [['Számlaszám:', 380], ['HU82 4874 8383 7078 9812 39', 450]]), line(60, [['Tárgyidőszak:', 380], ['2022-02', 500]])]), 'ymd')).toMatchObject({ start: '2022-02-01', end: '2022-02-28' });
  });

  it('ends the period on the statement date, not on a due date printed under the label\'s translation (`Statement Date 13 May 2025` over `Tarikh Penyata` over `Payment Due Date 02 Jun 2025`)', () => {
    const pages = page([
      line(272, [['Statement Date', 347], ['13 May 2025', 508]]),
      line(284, [['Tarikh Penyata', 347]]),
      line(296, [['Payment Due Date', 347], ['02 Jun 2025', 508]]),
      line(308, [['Tarikh Akhir Pembayaran', 347]]),
    ]);
    expect(readPeriod(pages, 'dmy')).toMatchObject({ end: '2025-05-13' });
  });

  it('reads a number and year in a title as the month only where the statement\'s dates do not lie elsewhere (`Kontoauszug 9/2024` over January)', () => {
    const rows = (month: string) => ['02', '09', '17', '25'].map((d, k) => line(120 + k * 10, [[`${d}.${month}.`, 40], ['Kartenzahlung', 100], ['12,00-', 500]]));
    expect(readPeriod(page([line(40, [['Kontoauszug 9/2024', 400]]), ...rows('01')]), 'dmy')).toMatchObject({ start: null, end: null });
    expect(readPeriod(page([line(40, [['Kontoauszug 9/2024', 400]]), ...rows('09')]), 'dmy')).toMatchObject({ start: '2024-09-01', end: '2024-09-30' });
  });

  it('reads two dates alone on their lines, one over the other above the rows, as the period; not a date pair among the rows', () => {
    const top = [line(138, [['0691594561', 161], ['Opening Balance', 302], ['306,523.03', 438]]), line(239, [['01/07/2015', 161]]), line(264, [['16/09/2015', 161]])];
    const rows = [line(346, [['31-JUL-15', 32], ['Credit Interest Capitalised', 149], ['1,015.30', 478]]), line(374, [['31-AUG-15', 32], ['TAX Deducted', 149], ['101.53', 421]])];
    const pages = page([...top, line(310, [['Value Date', 88], ['Description', 206], ['Withdrawal', 388], ['Deposit', 461]]), ...rows]);
    expect(readPeriod(pages, 'dmy', new Set(['1:4', '1:5']))).toMatchObject({ start: '2015-07-01', end: '2015-09-16' });
    const datesAmongRows = page([line(100, [['Value Date', 88], ['Description', 206], ['Deposit', 461]]), line(120, [['01/07/2015', 161]]), line(140, [['16/09/2015', 161]])]);
    expect(readPeriod(datesAmongRows, 'dmy', new Set(['1:1', '1:2']))).toMatchObject({ start: null, end: null });
  });

  it('ends a period whose end lost its year (`1 November 2021 to 31 January`, the line cut short) on the first such day after the start', () => {
    expect(readPeriod(page([line(117, [['Statement period:', 308], ['1 November 2021 to 31 January', 416]])]), 'dmy')).toMatchObject({ start: '2021-11-01', end: '2022-01-31' });
  });

  it('reads a Malay and English period (`DARI /FROM 01/12/2024 SEHINGGA /UNTIL 31/12/2024`), its joining words run together too (`SEHINGGA/UNTIL`)', () => {
    expect(readPeriod(page([line(167, [['DARI /FROM', 169], ['01/12/2024', 232], ['SEHINGGA /UNTIL', 284], ['31/12/2024', 376]])]), 'dmy')).toMatchObject({ start: '2024-12-01', end: '2024-12-31' });
    expect(readPeriod(page([line(111, [['DARI/FROM', 162], ['01/07/2025', 221], ['SEHINGGA/UNTIL', 274], ['31/07/2025', 362]])]), 'dmy')).toMatchObject({ start: '2025-07-01', end: '2025-07-31' });
  });

  it('reads a card bill\'s issue date (`Emissão: 01/02/2024`) as its end', () => {
    expect(readPeriod(page([line(60, [['Vencimento: 09/02/2024', 400]]), line(80, [['Emissão: 01/02/2024', 404]])]), 'dmy')).toMatchObject({ end: '2024-02-01' });
  });

  it('reads a period in Russian (`за период с … по …`)', () => {
    expect(readPeriod(page([line(100, [['Движение средств за период с 11.02.2026 по 11.03.2026', 40]])]), 'dmy')).toMatchObject({ start: '2026-02-11', end: '2026-03-11' });
  });

  it('reads a Russian period whose years carry their abbreviation (`с 1 апреля 2025 г. по 30 апреля 2025 г.`)', () => {
    expect(readPeriod(page([line(120, [['Период', 42], ['с 1 апреля 2025 г. по 30 апреля 2025 г.', 132]])]), 'dmy')).toMatchObject({ start: '2025-04-01', end: '2025-04-30' });
  });

  it('reads a Vietnamese period (`Từ ngày 01/08/2025 đến ngày 31/10/2025`) and an Indonesian one (`s/d`)', () => {
    expect(readPeriod(page([line(60, [['Từ ngày 01/08/2025 đến ngày 31/10/2025', 200]])]), 'dmy')).toMatchObject({ start: '2025-08-01', end: '2025-10-31' });
    expect(readPeriod(page([line(60, [['Periode', 40], ['01/08/2025 s/d 31/08/2025', 200]])]), 'dmy')).toMatchObject({ start: '2025-08-01', end: '2025-08-31' });
  });

  it('reads no period from a title\'s `de` over a statement date after `au` (`Relevé de votre compte au 01/03/2020`)', () => {
    const read = readPeriod(page([line(40, [['Relevé', 470]]), line(47, [['de votre compte', 460]]), line(55, [['au 01/03/2020 - N° 36', 470]])]), 'dmy');
    expect(read.start).toBeNull();
  });

  it('reads a period printed on one line', () => {
    expect(readPeriod(page([line(100, [['Statement period 01/03/2024 to 31/03/2024', 40]])]), 'dmy')).toMatchObject({ start: '2024-03-01', end: '2024-03-31' });
  });

  it('reads a yearly period beside prose on its line', () => {
    expect(readPeriod(page([line(447, [['This table lists all the funds', 96], ['From 1 April 2025 to 31 March 2026', 329]])]), 'dmy')).toMatchObject({ start: '2025-04-01', end: '2026-03-31' });
  });

  it('reads a report of several years where its line names it a period and a word joins the dates, and no such range without', () => {
    expect(readPeriod(page([line(122, [['Report for the Period : 01-04-2019 TO 31-03-2025', 65]])]), 'dmy')).toMatchObject({ start: '2019-04-01', end: '2025-03-31' });
    expect(readPeriod(page([line(122, [['Customer since 01-04-2019 - 31-03-2025', 65]])]), 'dmy')).toMatchObject({ start: null, end: null });
  });

  it('reads a period whose two dates each follow a label\'s colon, and a statement date labelled Issued', () => {
    expect(readPeriod(page([line(100, [['Statement From : 01/03/2026 To : 31/03/2026', 40]])]), 'dmy')).toMatchObject({ start: '2026-03-01', end: '2026-03-31' });
    expect(readPeriod(page([line(100, [['Issued: 31/01/2026', 400]])]), 'dmy')).toMatchObject({ end: '2026-01-31' });
  });

  it('takes a statement date\'s month for no statement month (`Statement Date 18-Jul-2025` is the end, not July)', () => {
    const lines = [line(132, [['Name :', 58], ['CHAUHAN JAYDEEP', 112], ['Statement Date', 302], ['18-Jul-2025', 474]])];
    expect(readPeriod(page(lines), 'dmy')).toMatchObject({ start: null, end: '2025-07-18' });
  });

  it('reads a Japanese period joined by a wave dash (`照会期間 2020/12/07 ～ 2021/01/06`)', () => {
    expect(readPeriod(page([line(82, [['照会期間', 51], ['2020/12/07', 90], ['～', 144], ['2021/01/06', 156]])]), 'dmy')).toMatchObject({ start: '2020-12-07', end: '2021-01-06' });
  });

  it('reads a period\'s labelled first and last days printed side by side on one line (`Data de Início` … `Data de Fim`)', () => {
    expect(readPeriod(page([line(163, [['Data de Início', 40], ['01/10/2025', 91], ['Data de Fim', 302], ['31/10/2025', 347]])]), 'dmy')).toMatchObject({ start: '2025-10-01', end: '2025-10-31' });
  });

  it('reads a statement date labelled in Malay and Chinese (`TARIKH PENYATA`, `結單日期`)', () => {
    expect(readPeriod(page([line(117, [['結單日期', 320], [':', 365], ['31/12/25', 449]])]), 'dmy')).toMatchObject({ end: '2025-12-31' });
    expect(readPeriod(page([line(117, [['TARIKH PENYATA :', 300], ['31/12/25', 449]])]), 'dmy')).toMatchObject({ end: '2025-12-31' });
  });

  it('reads the first and last day printed under their labels, over a range in some row\'s text (`Datum vanaf` over `01-06-2025`)', () => {
    const lines = [
      line(160, [['Datum vanaf', 405], ['Beginsaldo', 532]]),
      line(173, [['01-06-2025', 395], ['36.699,95 CR', 506]]),
      line(192, [['Datum tot en met', 392], ['Eindsaldo', 536]]),
      line(204, [['30-06-2025', 395], ['42.970,03 CR', 506]]),
      line(400, [['Premie 9.06.2025 - 09.07.2025 FBTO', 206]]),
    ];
    expect(readPeriod(page(lines), 'dmy')).toMatchObject({ start: '2025-06-01', end: '2025-06-30' });
  });

  it('reads Romanian labels of the first and last day (`De la data de`, `Pana la data de`)', () => {
    const lines = [line(160, [['De la data de', 61], ['16.08.2023', 234]]), line(171, [['Pana la data de', 61], ['06.10.2023', 234]])];
    expect(readPeriod(page(lines), 'dmy')).toMatchObject({ start: '2023-08-16', end: '2023-10-06' });
  });

  it('reads labelled dates whose label runs on past its first word (`From Date :`)', () => {
    const lines = [line(323, [['From Date', 39], [':', 248], ['01/10/2023', 255]]), line(341, [['To Date', 39], [':', 248], ['31/10/2023', 255]])];
    expect(readPeriod(page(lines), 'dmy')).toMatchObject({ start: '2023-10-01', end: '2023-10-31' });
  });

  it('reads a period printed as two labelled dates, the first day over the last', () => {
    const lines = [line(203, [['From Date:', 468], ['03/06/2023', 534]]), line(212, [['To Date:', 468], ['01/09/2023', 534]]), line(221, [['Print Date:', 468], ['01/09/2023', 534]])];
    expect(readPeriod(page(lines), 'dmy')).toMatchObject({ start: '2023-06-03', end: '2023-09-01' });
  });

  it('reads the month a statement names on the line under its title (`EXTRATO CONSOLIDADO` over `maio/2025`)', () => {
    const period = readPeriod(page([line(25, [['EXTRATO CONSOLIDADO', 466]]), line(35, [['maio/2025', 517]])]), 'dmy');
    expect(period).toMatchObject({ start: '2025-05-01', end: '2025-05-31' });
  });

  it('reads a Greek period (`Από 01/08/2024 έως 31/08/2024`)', () => {
    const period = readPeriod(page([line(120, [['Από 01/08/2024 έως 31/08/2024', 33]])]), 'dmy');
    expect(period).toMatchObject({ start: '2024-08-01', end: '2024-08-31' });
  });

  it('reads months joined as a range after a period label (`Período: 07.2022 - 08.2022`) to the last month\'s end', () => {
    expect(readPeriod(page([line(140, [['Período:', 30], ['07.2022 - 08.2022', 105]])]), 'dmy')).toMatchObject({ start: '2022-07-01', end: '2022-08-31' });
    expect(readPeriod(page([line(140, [['Período:', 30], ['07.2022', 105]])]), 'dmy')).toMatchObject({ start: '2022-07-01', end: '2022-07-31' });
  });

  it('reads Hebrew and Arabic periods as a mirrored page reads them (`תקופה: מתאריך 01/09/24 עד 30/09/24`, `من 2024/08/10 إلى 2024/09/09`)', () => {
    expect(readPeriod(page([line(93, [['תקופה: מתאריך 01/09/24 עד 30/09/24', 44]])]), 'dmy')).toMatchObject({ start: '2024-09-01', end: '2024-09-30' });
    expect(readPeriod(page([line(101, [['فترة الكشف: من 2024/08/10 إلى 2024/09/09', 34]])]), 'ymd')).toMatchObject({ start: '2024-08-10', end: '2024-09-09' });
  });

  it('reads the month a statement says it covers (`Correspondiente al mes de: julio 2025`)', () => {
    const period = readPeriod(page([line(183, [['Número de cuenta: 1880148356', 215], ['Correspondiente al mes de: julio 2025', 364]])]), 'dmy');
    expect(period).toMatchObject({ start: '2025-07-01', end: '2025-07-31' });
  });

  it('leaves a statement of a month named without its year for the document\'s years to complete', () => {
    const period = readPeriod(page([line(60, [['Wyciag za lipca', 40], ['ul. Dluga 15/4', 400]])]), 'dmy');
    expect(period).toMatchObject({ start: null, end: null, unresolved: { a: { a: 1, b: 7, year: null }, b: { a: 31, b: 7, year: null } } });
    // Or after a colon: `Monthly statement: August`.
    const colon = readPeriod(page([line(69, [['88 Commerce Park Dr, Suite 200', 24], ['Monthly statement: August', 512]])]), 'mdy');
    expect(colon).toMatchObject({ start: null, end: null, unresolved: { a: { a: 1, b: 8, year: null }, b: { a: 31, b: 8, year: null } } });
  });

  it('leaves a statement date printed without its year for the document\'s years to complete', () => {
    const period = readPeriod(page([line(60, [['Utskriftsdato: 31.08.', 40]])]), 'dmy');
    expect(period).toMatchObject({ start: null, end: null, unresolvedEnd: { a: 31, b: 8, year: null } });
  });

  it('reads the month an Auszug names as the period', () => {
    expect(readPeriod(page([line(60, [['Auszug für Juni 2020', 400]])]), 'dmy')).toMatchObject({ start: '2020-06-01', end: '2020-06-30' });
    expect(readPeriod(page([line(60, [['Kontoudskrift 09.2019', 400]])]), 'dmy')).toMatchObject({ start: '2019-09-01', end: '2019-09-30' });
  });

  it('keeps the latest of a statement date printed on several pages (a payment slip on page 3)', () => {
    const pages = [pageOf([line(240, [['STATEMENT DATE', 56], ['PAYMENT DUE DATE', 146]]), line(256, [['01-07-2023', 68], ['24-07-2023', 161]])]), pageOf([line(100, [['Nothing here', 40]])], 2), pageOf([line(606, [['STATEMENT DATE :', 344], ['01 AUG 23', 443]])], 3)];
    expect(readPeriod(pages, 'dmy')).toMatchObject({ start: null, end: '2023-08-01' });
  });

  it('reads a period in the other order of day and month when only that makes it a period', () => {
    expect(readPeriod(page([line(88, [['Opening/Closing Date 09/04/2025 - 12/01/2025', 427]])]), 'dmy')).toMatchObject({ start: '2025-09-04', end: '2025-12-01' });
    expect(readPeriod(page([line(88, [['Opening/Closing Date 09/04/2025 - 12/05/2025', 427]])]), 'dmy')).toMatchObject({ start: '2025-04-09', end: '2025-05-12' });
  });

  it('reads periods named by Kontoutskrift or a compound of Zeitraum without years, for the document\'s years to complete', () => {
    expect(readPeriod(page([line(60, [['Kontoutskrift 3. mars – 3. april', 40]])]), 'dmy')).toMatchObject({ unresolved: { a: { a: 3, b: 3 }, b: { a: 3, b: 4 } } });
    expect(readPeriod(page([line(60, [['Abrechnungszeitraum 17. November - 18. Dezember', 40]])]), 'dmy')).toMatchObject({ unresolved: { a: { a: 17, b: 11 }, b: { a: 18, b: 12 } } });
  });

  it('reads a statement date after a colon set apart from its label', () => {
    expect(readPeriod(page([line(60, [['Date d’édition : 30/09', 400]])]), 'dmy')).toMatchObject({ unresolvedEnd: { a: 30, b: 9, year: null } });
  });
});
