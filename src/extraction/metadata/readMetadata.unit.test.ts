import { describe, expect, it } from 'vitest';
import { lineOf as line, pageOf } from '../testing/layoutLines.js';
import { metadataAs, readMetadata } from './readMetadata.js';

const info = { title: null, author: null, subject: null };
const format = { mark: '.', decimals: 2 } as const;

describe('readMetadata', () => {
  // On a card whose issuer marks a credit balance with a minus, a minus read as the opening's sign
  // would make the amount owed a credit.
  it('reads a summary written as a sum (`7,879.62 - 0.00 + 1,170.22 = 9,049.84`) without taking its minus for the opening\'s sign', () => {
    const labels = line(132, [['Opening Balance Rs', 48], ['New Credits Rs', 167], ['New Debits Rs', 276], ['Closing Balance Rs', 370]]);
    const sum = pageOf([labels, line(147, [['7,879.62', 63], ['-', 100], ['0.00', 187], ['+', 217], ['1,170.22', 278], ['=', 324], ['9,049.84', 380]])]);
    const card = metadataAs(readMetadata([sum], info, format, 'dmy'), true, true);
    expect([card.openingBalance, card.closingBalance]).toEqual([-787_962, -904_984]);
    const signed = pageOf([labels, line(147, [['7,879.62', 63], ['-', 100], ['0.00', 187], ['1,170.22', 278], ['9,049.84', 380]])]);
    expect(metadataAs(readMetadata([signed], info, format, 'dmy'), true, true).openingBalance).toBe(787_962);
  });

  it('reads the opening and closing a summary box labels in Latvian (`Sākuma atlikums`, `Beigu atlikums`) and on a Brazilian card bill (`Total da fatura anterior`, `Total desta fatura`)', () => {
    const latvian = readMetadata([pageOf([line(200, [['Sākuma atlikums', 40], ['3 129,66', 480]]), line(210, [['Beigu atlikums', 40], ['6 330,66', 480]])])], info, { mark: ',', decimals: 2 }, 'dmy');
    expect([latvian.openingBalance, latvian.closingBalance]).toEqual([312_966, 633_066]);
    const bill = readMetadata([pageOf([line(200, [['Total da fatura anterior', 40], ['R$ 9.056,71', 260]]), line(210, [['Total desta fatura', 40], ['R$ 26.587,42', 260]])])], info, { mark: ',', decimals: 2 }, 'dmy');
    expect([bill.openingBalance, bill.closingBalance]).toEqual([905_671, 2_658_742]);
  });

  it('reads Turkish and Russian card statements as cards, and their previous and new debt as opening and closing (`Önceki Dönem Borcu`, `Задолженность на конец`)', () => {
    const turkish = pageOf([
      line(60, [['Marmara Kredi Bankası', 40], ['Hesap Ekstresi', 400]]),
      line(100, [['Önceki Dönem Borcu', 40], ['43.412,39', 260], ['Asgari Ödeme', 330], ['250,00', 480]]),
      line(112, [['Harcamalar', 40], ['+122.736,53', 250], ['Kart Limiti', 330], ['379.000,00', 470]]),
      line(124, [['Dönem Borcu', 40], ['126.098,74', 255], ['Son Ödeme Tarihi', 330], ['21/05/2024', 470]]),
    ]);
    const tr = readMetadata([turkish], info, { mark: ',', decimals: 2 }, 'dmy');
    expect(tr.isCard).toBe(true);
    expect([metadataAs(tr, true).openingBalance, metadataAs(tr, true).closingBalance]).toEqual([-4_341_239, -12_609_874]);
    const russian = pageOf([
      line(60, [['Банк «Волга Кредит»', 40], ['Выписка по счёту', 400]]),
      line(80, [['Кредитная карта Platinum', 40]]),
      line(100, [['Задолженность на начало', 40], ['49 649,62', 250], ['Минимальный платёж', 330], ['250,00', 480]]),
      line(112, [['Задолженность на конец', 40], ['454 856,23', 245], ['Кредитный лимит', 330], ['1 365 000,00', 460]]),
    ]);
    const ru = readMetadata([russian], info, { mark: ',', decimals: 2 }, 'dmy');
    expect(ru.isCard).toBe(true);
    expect([metadataAs(ru, true).openingBalance, metadataAs(ru, true).closingBalance]).toEqual([-4_964_962, -45_485_623]);
  });

  it('reads a Chinese card statement as a card (`信用卡对账单`, `最低还款额`, `信用额度`, a card number masked in small x), and its box\'s previous and new balances (`上期应还款额`, `本期应还款额`)', () => {
    const page = pageOf([
      line(110, [['信用卡对账单', 273]]),
      line(143, [['卡号:', 305], ['xxxx-xxxx-xxxx-8003', 355]]),
      line(215, [['上期应还款额', 67], ['本期还款', 146], ['本期消费', 218], ['本期应还款额', 497]]),
      line(229, [['-76.36', 80], ['-1,657.37', 147], ['+34,615.58', 215], ['33,211.85', 504]]),
      line(258, [['最低还款额', 340], ['1,660.59', 523]]),
      line(283, [['信用额度', 340], ['35,000.00', 519]]),
    ]);
    const meta = readMetadata([page], info, format, 'ymd');
    expect(meta.isCard).toBe(true);
    // (Its issuer marks a credit balance with a minus: the holder was 76.36 in credit.)
    const card = metadataAs(meta, true, true);
    expect([card.openingBalance, card.closingBalance]).toEqual([7_636, -3_321_185]);
  });

  it('reads the figure under its own label in a row of labels over a row of figures (`Previous balance   Payments and other credits   …   New balance`)', () => {
    const page = pageOf([
      line(153, [['Previous balance', 46], ['Payments and', 125], ['Purchases', 206], ['Cash advances', 270], ['Fees charged', 347], ['New balance', 495]]),
      line(168, [['$0.00', 64], ['-$510.43', 130], ['$16,027.34', 198], ['$840.00', 279], ['$29.25', 356], ['$16,386.16', 493]]),
    ]);
    const meta = readMetadata([page], info, format, 'dmy');
    expect([meta.openingBalance, meta.closingBalance]).toEqual([0, 1_638_616]);
  });

  it('reads `Previous statement balance` set in a fixed-pitch face as the opening, not a `statement balance` label inside it', () => {
    // Courier at 7.5 points: every character and every space 4.5 points wide.
    const courier = (y: number, x: number, text: string) => {
      let at = x;
      const words = text.split(' ').map((t) => {
        const w = { text: t, x0: at, x1: at + t.length * 4.5, y0: y, y1: y + 7.5, font: 'Courier', size: 7.5 };
        at = w.x1 + 4.5;
        return w;
      });
      return { words, x0: words[0]!.x0, x1: words[words.length - 1]!.x1, y0: y, y1: y + 7.5 };
    };
    const page = pageOf([courier(321, 52, 'Account summary'), { ...courier(333, 52, 'Previous statement balance'), words: [...courier(333, 52, 'Previous statement balance').words, ...courier(333, 313, '888.86').words] }]);
    const meta = readMetadata([page], info, format, 'mdy');
    expect(meta.figures.opening?.cents).toBe(88_886);
    expect(meta.figures.closing).toEqual([]);
  });

  it('takes a statement whose only number is a card\'s (`Kortnummer 5750`, no account number or IBAN) for a card\'s', () => {
    const head = [line(60, [['Vestkyst Bank', 62]]), line(125, [['Mette Jensen', 62], ['Kortnummer 5750', 453]]), line(141, [['Kontoudskrift 11.2022', 441]])];
    const rows = [line(340, [['07-11-2022', 66], ['Indbetaling tak', 127], ['11723,84 DKK CR', 451]]), line(357, [['30-11-2022', 66], ['Kortrente', 127], ['257,05 DKK DR', 462]])];
    expect(readMetadata([pageOf([...head, ...rows])], info, { mark: ',', decimals: 2 }, 'dmy').isCard).toBe(true);
    const withIban = pageOf([...head, line(150, [['IBAN DK50 0040 0440 1162 43', 62]]), ...rows]);
    expect(readMetadata([withIban], info, { mark: ',', decimals: 2 }, 'dmy').isCard).toBe(false);
  });

  it('reads a box of labels over their values by column, not another label\'s count set far right of the label (`Total Credits (20)`)', () => {
    const page = pageOf([
      line(100, [['Opening balance', 40], ['Total Credits (20)', 180], ['Withdrawals & Debits (55)', 320], ['Balance Carried Forward', 470]]),
      line(112, [['9,537,640', 50], ['16,674,230', 190], ['12,883,190', 330], ['13,328,680', 480]]),
    ]);
    const meta = readMetadata([page], info, { mark: '.', decimals: 0 }, 'dmy');
    expect(meta.figures.opening?.cents).toBe(953_764_000);
  });

  it('reads the figure set under a stacked label in a box of labels over values, not a zero\'s neighbour (`BALANCE / CORTE ANTERIOR` over `0.00`)', () => {
    const page = pageOf([
      line(274, [['BALANCE', 145], ['COMPRAS', 210], ['TOTAL PAGOS', 333], ['BALANCE', 520]]),
      line(284, [['CORTE ANTERIOR', 129], ['Y DEBITOS', 209], ['Y CREDITOS', 337], ['AL CORTE', 519]]),
      line(298, [['DOP', 35], ['0.00', 180], ['10,471.89', 220], ['0.00', 379], ['10,471.89', 529]]),
    ]);
    expect(readMetadata([page], info, format, 'dmy').figures.opening?.cents).toBe(0);
  });
});
