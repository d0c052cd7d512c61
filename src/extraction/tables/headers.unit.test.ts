import { describe, expect, it } from 'vitest';
import type { Line, Word } from '../layout/pageLayout.js';
import { lineOf as line } from '../testing/layoutLines.js';
import { findHeaderAt } from './headers.js';

/** A line from `text@x` cells; words of a cell are laid out left to right from x. */

describe('findHeaderAt', () => {
  it('reads an Italian header whose second line completes its date cells ("Data" over "contabile")', () => {
    const lines = [
      line(290, [['Data', 43], ['Data', 100], ['Descrizione operazioni', 156], ['Dare', 456], ['Avere', 530]]),
      line(299, [['contabile', 43], ['valuta', 100]]),
      line(320, [['01/04/24', 43], ['01/04/24', 100], ['BONIFICO', 156], ['2.200,50', 443]]),
    ];
    const header = findHeaderAt(lines, 0);
    expect(header?.lastLine).toBe(1);
    expect(header?.cells.map((c) => c.role)).toEqual(['date', 'valueDate', 'description', 'debit', 'credit']);
  });

  it('leaves a section\'s title under the header out of it where it runs across two of its cells (`PAYMENTS AND OTHER CREDITS`)', () => {
    const lines = [
      line(240, [['Transaction Date', 35], ['Date Posted', 122], ['Transaction Description', 210], ['Amount ($)', 525]]),
      line(250, [['PAYMENTS AND OTHER CREDITS', 35]]),
    ];
    expect(findHeaderAt(lines, 0)?.cells.map((c) => c.role)).toEqual(['date', 'date', 'description', 'amount']);
  });

  it('reads a Turkish description heading with its possessive ending (`İşlem Açıklaması`)', () => {
    expect(findHeaderAt([line(209, [['İşlem Açıklaması', 43], ['İşlem Tutarı', 521]])], 0)?.cells.map((c) => c.role)).toEqual(['description', 'amount']);
  });

  it('reads `Paid In` under its Georgian words as money coming in, as `Paid Out` beside it goes out', () => {
    const lines = [line(60, [['Date', 54], ['Description', 107], ['გასული თანხა Paid Out', 560], ['შემოსული თანხა Paid In', 680], ['Balance', 820]])];
    expect(findHeaderAt(lines, 0)?.cells.map((c) => c.role)).toEqual(['date', 'description', 'debit', 'credit', 'balance']);
  });

  it('reads a cell naming the transaction and its text (`Umsatz / Verwendungszweck`) as the description', () => {
    const lines = [line(62, [['Belegdatum', 45], ['Buchungsdatum', 101], ['Umsatz / Verwendungszweck', 173], ['Betrag EUR', 506]])];
    expect(findHeaderAt(lines, 0)?.cells.map((c) => c.role)).toEqual(['date', 'date', 'description', 'amount']);
  });

  it('reads a loan\'s terms (`Sanctioned Amount`, `EMI`, `Tenure`) as no column of money moving', () => {
    const lines = [line(540, [['SANCTIONED DATE', 31], ['SANCTIONED AMOUNT', 114], ['EMI', 234], ['TENURE', 294], ['ROI (%)', 362], ['LAST REPAYMENT DATE', 417]])];
    const header = findHeaderAt(lines, 0);
    expect(header === null || header.cells.every((c) => c.role !== 'amount' && c.role !== 'debit' && c.role !== 'credit')).toBe(true);
  });

  it('keeps a loosely spaced second header line of vocabulary under the cells above (`Transaction  Value Dt  Balance`)', () => {
    // Lines 8 points tall, 16 apart: a gap of 8, past the 0.9 line height a stacked line usually keeps.
    const lines = [
      line(200, [['Data/Trans Date', 73], ['Szczegoly/Description of', 170], ['Data ksieg', 317], ['Wartosc / Net Amount', 373], ['Saldo /', 501]]),
      line(216, [['Transaction', 170], ['Value Dt', 317], ['Balance', 497]]),
      line(232, [['03-05-2025', 73], ['Czynsz UMBRELLA RETAIL', 170], ['03-05-2025', 317], ['8.398,53', 405], ['10.533,24', 463]]),
    ];
    expect(findHeaderAt(lines, 0)?.lastLine).toBe(1);
    // A first row's wrapped text under such a gap is no header line: its words are no vocabulary.
    const withRowBelow = [lines[0]!, line(216, [['Czynsz UMBRELLA RETAIL', 170]])];
    expect(findHeaderAt(withRowBelow, 0)?.lastLine).toBe(0);
  });

  it('reads Japanese and Chinese header compounds by their head morphemes (`お支払金額`, `贷方发生额`, `差引残高`)', () => {
    const jp = [line(121, [['取引日', 55], ['摘要', 147], ['お支払金額', 348], ['お預り金額', 421], ['差引残高', 509]])];
    expect(findHeaderAt(jp, 0)?.cells.map((c) => c.role)).toEqual(['date', 'description', 'debit', 'credit', 'balance']);
    const cn = [line(121, [['交易日期 Date', 40], ['摘要 Description', 120], ['借方发生额', 330], ['贷方发生额', 400], ['余额 Balance', 480]])];
    expect(findHeaderAt(cn, 0)?.cells.map((c) => c.role)).toEqual(['date', 'description', 'debit', 'credit', 'balance']);
  });

  it('reads a header printed in English over French, each first half ending in a slash (`DEPOSITS/` over `DÉPÔTS`)', () => {
    const lines = [
      line(157, [['WITHDRAWALS/', 345], ['DEPOSITS/', 425], ['BALANCE/', 516]]),
      line(167, [['DESCRIPTION', 37], ['RETRAITS', 370], ['DÉPÔTS', 435], ['DATE', 478], ['SOLDE', 531]]),
    ];
    const roles = (k: number) => findHeaderAt(lines, k)?.cells.map((c) => c.role);
    expect(roles(1)).toEqual(['description', 'debit', 'credit', 'date', 'balance']);
  });

  it('reads a foreign currency\'s column and its rate as notes beside the account\'s amount (`Fremdwährung`, `Kurs`)', () => {
    const lines = [line(101, [['Belegdatum', 20], ['Buchungsdatum', 80], ['Verwendungszweck', 150], ['Fremdwährung', 320], ['Kurs', 400], ['Betrag in EUR', 450]])];
    expect(findHeaderAt(lines, 0)?.cells.map((c) => c.role)).toEqual(['date', 'date', 'description', 'other', 'other', 'amount']);
    expect(findHeaderAt([line(101, [['Date', 37], ['Description', 137], ['Original amount', 380], ['Amount', 499]])], 0)?.cells.map((c) => c.role)).toEqual(['date', 'description', 'other', 'amount']);
  });

  it('parts money cells set close where a bracketed currency ends each, and knows Booked for a date', () => {
    const lines = [line(50, [['Booked', 36], ['Transaction', 100], ['Money out (€) Deposits (€) Running balance (€)', 380]]), line(70, [['03/02/2026', 36], ['RENT', 100], ['500.00', 380]])];
    expect(findHeaderAt(lines, 0)?.cells.map((c) => [c.role, c.label])).toEqual([
      ['date', 'Booked'],
      ['description', 'Transaction'],
      ['debit', 'Money out (€)'],
      ['credit', 'Deposits (€)'],
      ['balance', 'Running balance (€)'],
    ]);
  });

  it('reads a cell ending in a bracketed currency as money, whatever its word heads elsewhere (`Movimento (R$)`)', () => {
    const lines = [line(278, [['Data', 34], ['Descrição', 65], ['Nº Documento', 298], ['Movimento (R$)', 409], ['Saldo (R$)', 508]]), line(300, [['02/05', 34], ['PIX ENVIADO', 65], ['260,42-', 433]])];
    expect(findHeaderAt(lines, 0)?.cells.map((c) => c.role)).toEqual(['date', 'description', 'other', 'amount', 'balance']);
  });

  it('reads a column of accrued charges as a note beside the rows, not money moving (`Accrued` over `Bank Charges`)', () => {
    const lines = [
      line(394, [['Accrued', 548]]),
      line(402, [['Date', 16], ['Description', 209], ['Amount', 437], ['Balance', 499], ['Bank', 554]]),
      line(411, [['Charges', 548]]),
      line(425, [['14 Nov', 12], ['FNB App Prepaid Airtime', 38], ['10.00', 456], ['777.98Cr', 516], ['1.60', 568]]),
    ];
    expect(findHeaderAt(lines, 0)?.cells.map((c) => c.role)).toEqual(['date', 'description', 'amount', 'balance', 'other']);
  });

  it('names a column by the money word beside a code word in one cell (CHEQUE/DEBIT)', () => {
    const lines = [line(335, [['DESCRIPTION', 113], ['CHEQUE/DEBIT', 210], ['DEPOSIT/CREDIT', 295], ['DATE', 388], ['BALANCE', 442]])];
    expect(findHeaderAt(lines, 0)?.cells.map((c) => c.role)).toEqual(['description', 'debit', 'credit', 'date', 'balance']);
  });

  it('does not take a title printed above the header as the header\'s top line', () => {
    const lines = [line(223, [['Account activity', 40]]), line(232, [['Date', 43], ['Description', 105], ['Withdrawals', 364], ['Deposits', 457], ['Balance', 539]])];
    expect(findHeaderAt(lines, 0)).toBeNull();
    expect(findHeaderAt(lines, 1)?.cells.map((c) => c.role)).toEqual(['date', 'description', 'debit', 'credit', 'balance']);
  });

  it('reads an abbreviation joined to a known head word (`Bu-Tag`) and a number compound (`Belegnr.`)', () => {
    const lines = [line(290, [['Belegnr.', 52], ['Bu-Tag', 109], ['Umsatz', 520]])];
    expect(findHeaderAt(lines, 0)?.cells.map((c) => c.role)).toEqual(['other', 'date', 'amount']);
    const daily = [line(290, [['Buch.-Tag', 66], ['Saldo', 184], ['Buch.-Tag', 220], ['Saldo', 339]])];
    expect(findHeaderAt(daily, 0)?.cells.map((c) => c.role)).toEqual(['date', 'balance', 'date', 'balance']);
    const valor = [line(290, [['F. Operación', 39], ['F.Valor', 105], ['Descripción', 158], ['Cargos', 410], ['Haber', 467]])];
    expect(findHeaderAt(valor, 0)?.cells.map((c) => c.role)).toEqual(['date', 'valueDate', 'description', 'debit', 'credit']);
    const guichet = [line(290, [['Date opé.', 40], ['Description', 150], ['Guichet', 350], ['Montant opération', 420]])];
    expect(findHeaderAt(guichet, 0)?.cells.map((c) => [c.role, c.known])).toEqual([['date', true], ['description', true], ['other', true], ['amount', true]]);
  });

  it('starts a cell at a rule drawn in text however close, and leaves a dashed rule under the header out of it', () => {
    const top = line(150, [['Date compta', 195], ['Date valeur', 245], ['Libelle', 300], ['Debit', 420], ['Credit', 480]]);
    top.words[2]!.x0 = top.words[1]!.x1 + 4;
    top.words[2]!.ruleBefore = true;
    const lines = [top, line(159, [['----------------------------------------', 190]]), line(170, [['04/01/2023', 195], ['03/01/2023', 245], ['CHEQUE', 300], ['3.069.253', 420]])];
    const header = findHeaderAt(lines, 0);
    expect(header?.lastLine).toBe(0);
    expect(header?.cells.map((c) => c.role)).toEqual(['date', 'valueDate', 'description', 'debit', 'credit']);
  });

  it('reads French and Dutch headers', () => {
    const fr = [line(290, [['Date', 43], ['Nature des opérations', 97], ['Valeur', 303], ['Débit', 396], ['Crédit', 457], ['Solde', 531]])];
    expect(findHeaderAt(fr, 0)?.cells.map((c) => c.role)).toEqual(['date', 'description', 'valueDate', 'debit', 'credit', 'balance']);
    const nl = [line(198, [['Datum', 43], ['Omschrijving', 104], ['Af', 402], ['Bij', 468], ['Saldo', 529]])];
    expect(findHeaderAt(nl, 0)?.cells.map((c) => c.role)).toEqual(['date', 'description', 'debit', 'credit', 'balance']);
  });

  it('does not read prose that mentions a date and an amount as a header', () => {
    const prose = [line(100, [['Please check the date and amount of every payment shown on this statement', 40]])];
    expect(findHeaderAt(prose, 0)).toBeNull();
  });
});

describe('findHeaderAt in more European languages', () => {
  it.each([
    ['Portuguese', [['Data', 43], ['Descrição', 100], ['Débito', 380], ['Crédito', 450], ['Saldo', 530]], ['date', 'description', 'debit', 'credit', 'balance']],
    ['Polish', [['Data operacji', 43], ['Opis operacji', 120], ['Kwota', 430], ['Saldo', 530]], ['date', 'description', 'amount', 'balance']],
    ['Swedish', [['Bokföringsdag', 43], ['Text', 130], ['Belopp', 430], ['Saldo', 530]], ['date', 'description', 'amount', 'balance']],
    ['Danish', [['Bilagsnr.', 63], ['Bogf.dato', 111], ['Beløb', 510]], ['other', 'date', 'amount']],
    ['Malay', [['Tarikh', 48], ['Butir urusniaga', 111], ['Duit masuk', 253], ['Duit keluar', 343], ['Baki penutup', 512]], ['date', 'description', 'credit', 'debit', 'balance']],
  ] as const)('reads a %s header', (_language, cells, roles) => {
    expect(findHeaderAt([line(200, cells.map(([t, x]) => [t, x]))], 0)?.cells.map((c) => c.role)).toEqual(roles);
  });
});

describe('findHeaderAt with text beside the table and headers in two languages', () => {
  it('stacks a header line printed again in a second language under the first', () => {
    const lines = [
      line(230, [['Data oper./Post Date', 65], ['Szczegóły', 154], ['Uznania', 371], ['Wypłaty', 422], ['Saldo', 509]]),
      line(240, [['Merchant Name or Transaction Description', 154], ['Running Balance', 465]]),
    ];
    const header = findHeaderAt(lines, 0);
    expect(header?.lastLine).toBe(1);
    expect(header?.cells.map((c) => c.role)).toEqual(['date', 'description', 'credit', 'debit', 'balance']);
  });

  it('does not take a sentence printed left of the header for a cell that names money', () => {
    const lines = [line(164, [['to your credit card during the', 111], ['DATE', 341], ['DETAILS', 461], ['AMOUNT', 806]])];
    expect(findHeaderAt(lines, 0)?.cells.map((c) => c.role)).toEqual(['other', 'date', 'description', 'amount']);
  });

  it('reads "Belopp in" as money in and "Betrag in EUR/Somme" as an amount in a currency', () => {
    const sv = [line(196, [['Bokföringsdag', 44], ['Specifikation', 107], ['Belopp in', 418], ['Belopp ut', 465]])];
    expect(findHeaderAt(sv, 0)?.cells.map((c) => c.role)).toEqual(['date', 'description', 'credit', 'debit']);
    const de = [line(179, [['Datum', 58], ['Erläuterung', 203], ['Betrag in EUR/Somme', 447]])];
    expect(findHeaderAt(de, 0)?.cells.map((c) => c.role)).toEqual(['date', 'description', 'amount']);
  });

  it('reads "N. operazione" as the operation\'s number, not its description', () => {
    const lines = [line(332, [['N. operazione', 47], ['Data', 123], ['Importo operazione', 477]])];
    expect(findHeaderAt(lines, 0)?.cells.map((c) => c.role)).toEqual(['other', 'date', 'amount']);
  });

  it('parts cells whose leader dots run up to the next one in a narrow face', () => {
    const word = (text: string, x0: number, x1: number): Word => ({ text, x0, x1, y0: 232, y1: 240, font: 'Times-Bold', size: 8.5 });
    const words = [word('Boekingsdatum....', 49, 115.2), word('Details........................', 117.7, 383.8), word('Afschrijving.......', 385.8, 447), word('Credit....', 449.4, 482.4), word('Saldo', 484.9, 505.2)];
    const lines: Line[] = [{ words, x0: 49, x1: 505.2, y0: 232, y1: 240 }];
    expect(findHeaderAt(lines, 0)?.cells.map((c) => c.role)).toEqual(['date', 'description', 'debit', 'credit', 'balance']);
  });

  it('parts cells where leader dots follow a bracketed currency (`Addebiti (EUR).... EUR Accrediti`)', () => {
    const word = (text: string, x0: number, x1: number): Word => ({ text, x0, x1, y0: 232, y1: 240, font: 'Helvetica-Bold', size: 8 });
    const words = [word('Data', 29, 46), word('operazione....', 49, 101), word('Operazione..........', 103, 394), word('Addebiti', 429, 461), word('(EUR)....', 464, 496), word('EUR', 498, 515), word('Accrediti', 517, 551)];
    const lines: Line[] = [{ words, x0: 29, x1: 551, y0: 232, y1: 240 }];
    expect(findHeaderAt(lines, 0)?.cells.map((c) => c.role)).toEqual(['date', 'description', 'debit', 'credit']);
  });

  it('stacks a branch code cell (`Init.` over `Br`) and so completes `Amount` over `Credited`', () => {
    const lines = [line(219, [['Txn Dt', 29], ['Particulars', 64], ['Init.', 491], ['Out', 530], ['Amount', 557]]), line(227, [['Br', 491], ['Credited', 555]])];
    const header = findHeaderAt(lines, 0);
    expect(header?.lastLine).toBe(1);
    expect(header?.cells.map((c) => c.role)).toEqual(['date', 'description', 'other', 'debit', 'credit']);
  });

  it('joins a letter-spaced word for the amount to the direction word before it (`D E P O S I T   A M T .`), and the word for a date to the one saying which (`T X N   D T`), and no other words', () => {
    // Letters 4.5 points wide, 3 apart; 7 between the words of a cell, 12 and more between cells. Words
    // stand about as far apart as columns in such headers (`TRANSACTION DATE   MEMO`), so each is a cell.
    const spaced = (cells: readonly (readonly [string, number])[]): Word[] =>
      cells.flatMap(([text, x]) => {
        let at = x;
        return [...text].flatMap((ch) => {
          if (ch === ' ') {
            at += 4;
            return [];
          }
          const w: Word = { text: ch, x0: at, x1: at + 4.5, y0: 173, y1: 180, font: 'F', size: 7 };
          at += 7.5;
          return [w];
        });
      });
    const words = spaced([['TXN DT', 67], ['DETAILS', 130], ['DEBITS', 283], ['DEPOSIT AMT.', 338], ['CLOSING BALANCE', 440]]);
    const lines: Line[] = [{ words, x0: 67, x1: words[words.length - 1]!.x1, y0: 173, y1: 180 }];
    expect(findHeaderAt(lines, 0)?.cells.map((c) => [c.label, c.role])).toEqual([
      ['TXN DT', 'date'],
      ['DETAILS', 'description'],
      ['DEBITS', 'debit'],
      ['DEPOSIT AMT .', 'credit'],
      ['CLOSING', 'other'],
      ['BALANCE', 'balance'],
    ]);
  });
});
