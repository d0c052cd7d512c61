import { describe, expect, it } from 'vitest';
import type { Line } from '../layout/pageLayout.js';
import { lineOf, pageOf } from '../testing/layoutLines.js';
import { readLast4 } from './accountNumber.js';

const line = (y: number, text: string, x = 29): Line => lineOf(y, [[text, x]]);
const pages = (...lines: Line[]) => [pageOf(lines)];

describe('readLast4', () => {
  it('reads an IBAN to its last group however many groups follow its label (`Conto corrente n. IT20 8752 8184 3592 5907 6138 683`)', () => {
    const iban = (label: string, groups: string[]) => pages(lineOf(72, [[label, 308], ...groups.map((g, k) => [g, 377 + k * 19] as [string, number])]));
    expect(readLast4(iban('Conto corrente n.', ['IT20', '8752', '8184', '3592', '5907', '6138', '683']))).toBe('8683');
    expect(readLast4(iban('Account Number', ['QA55', '4612', '1083', '3413', '2722', '3984', '2284', '1']))).toBe('2841');
  });

  it('reads past a branch\'s code printed before the account (`Ag 4510 C/C 018569-6`, `BSB 377-066 Acc 07677911`)', () => {
    expect(readLast4(pages(lineOf(60, [['Conta', 300], ['Ag', 380], ['4510', 395], ['C/C', 420], ['018569-6', 440]])))).toBe('5696');
    expect(readLast4(pages(lineOf(60, [['Account Number', 300], ['BSB', 380], ['377-066', 400], ['Acc', 440], ['07677911', 460]])))).toBe('7911');
  });

  it('reads the number after a product name ending in its kind and a colon, over a phone number higher up (`FNB Premier Current Account : 60215148615`)', () => {
    expect(readLast4(pages(lineOf(143, [['Verlore Kaarte', 352], ['087-575-9406', 409]]), lineOf(269, [['Nie Verskaf', 161], ['FNB Premier Current Account :', 416], ['60215148615', 534]])))).toBe('8615');
  });

  it('reads the number after a product\'s name and `Account`, grouped by dashes, heading a later page (`ONE Account 914-316-184-2 (continued)`)', () => {
    const first = pageOf([line(257, 'Penyata Akaun'), line(271, 'Statement of Account'), line(485, 'ONE Account')]);
    const second = pageOf([line(100, 'Notes only')], 2);
    const third = pageOf([line(113, 'Account Transaction Details'), lineOf(144, [['ONE Account', 52], ['914-316-184-2', 113], ['(continued)', 176]])], 3);
    expect(readLast4([first, second, third])).toBe('1842');
  });

  it('reads accounts labelled in Slovenian, Czech, Bulgarian, Italian, Spanish, Danish, Korean and Thai, groups and a short last group read whole', () => {
    const read = (label: string, number: string): string | null => readLast4(pages(lineOf(94, [[label, 383], [number, 450]])));
    expect(read('Račun:', 'SI82 8062 5728 1518 8001 50')).toBe('0150');
    expect(read('Účet:', '916472885')).toBe('2885');
    expect(read('Сметка:', '02349060')).toBe('9060');
    expect(read('Numero conto:', '9311 3067 457')).toBe('7457');
    expect(read('N.º de cuenta:', '660-4273-4')).toBe('2734');
    expect(read('Reg.nr./Kontonr.:', 'DK74 8941 4801 7782 9292 87')).toBe('9287');
    expect(read('계좌번호:', '291-2582-4')).toBe('5824');
    expect(read('เลขที่บัญชี:', '7425 6874 3037')).toBe('3037');
    expect(read('บัญชี:', '211-39829-1')).toBe('8291');
    expect(read('계좌:', '446-1728-6')).toBe('7286');
    expect(read('Sąskaita:', 'LT76 7223 7554 5964 0431 39')).toBe('3139');
    expect(read('Številka računa:', 'SI86 2842 3044 4687 5306 28')).toBe('0628');
  });

  it('reads a card\'s number on the third page where the first two are a cover and a notice', () => {
    const cover = pageOf([line(100, 'Your statement is enclosed')]);
    const notice = pageOf([line(100, 'Important notice to cardmembers')], 2);
    const summary = pageOf([lineOf(327, [['AmBank BonusLink (Public) Visa (P)', 221], ['4031 4899 9530 6354', 363]])], 3);
    expect(readLast4([cover, notice, summary])).toBe('6354');
  });

  it('reads an account labelled `Número da conta` and a French bank identity (`RIB`) over the numbers rows print', () => {
    expect(readLast4(pages(lineOf(40, [['Lucas Lima', 20], ['Número da conta:', 330], ['19278623', 420]]), lineOf(200, [['04/09', 20], ['PIX ENVIADO Lucas Ferreira 8047335337', 60], ['102,25 D', 480]])))).toBe('8623');
    expect(readLast4(pages(lineOf(60, [['Boulevard Zerktouni 150', 20], ['RIB:', 330], ['355-194-6250064599104924-74', 380]])))).toBe('2474');
  });

  it('reads past a bank code printed before the account, and a Japanese account type before the number', () => {
    expect(readLast4(pages(lineOf(60, [['Konto', 329], ['Reg.nr. 8257 Konto 0203210359', 395]])))).toBe('0359');
    expect(readLast4(pages(lineOf(60, [['口座番号 Account No.', 290], ['普通 7770774', 395]])))).toBe('0774');
  });

  it('reads a card\'s membership number under its label (`XXXX-XXXXXX-31005`)', () => {
    expect(readLast4(pages(lineOf(112, [['Prepared for', 14], ['Membership Number', 345], ['Date', 520]]), lineOf(120, [['RAJEEV AJMERA', 14], ['XXXX-XXXXXX-31005', 301], ['20/05/2022', 473]])))).toBe('1005');
  });

  it('reads an account labelled in Estonian, Latvian, Lithuanian and Greek (`Kontonumber`, `Konta numurs`, `Sąskaitos numeris`, `Λογαριασμός`)', () => {
    expect(readLast4(pages(lineOf(76, [['Kontonumber', 50], ['...6624', 119], ['Kliendi number', 319], ['067363057', 417]])))).toBe('6624');
    expect(readLast4(pages(lineOf(76, [['Konta numurs', 50], ['LV80 BANK 0000 4351 9500 1', 140]])))).toBe('5001');
    expect(readLast4(pages(lineOf(76, [['Sąskaitos numeris', 50], ['7411125364087', 160]])))).toBe('4087');
    expect(readLast4(pages(lineOf(76, [['ΜΑΡΙΑ ΟΙΚΟΝΟΜΟΥ', 20], ['Λογαριασμός', 300], ['19153791', 400]])))).toBe('3791');
  });

  it('reads an account labelled in Vietnamese, Indonesian and Malay (`Số tài khoản:`, `Nomor Rekening`, `No. Akaun`)', () => {
    expect(readLast4(pages(lineOf(76, [['Chủ tài khoản', 47], ['Số tài khoản:', 410], ['7497 1133 1353 4', 473]])))).toBe('3534');
    expect(readLast4(pages(lineOf(76, [['Nomor Rekening', 47], [': 0123-01-004512-50-8', 140]])))).toBe('2508');
    expect(readLast4(pages(lineOf(76, [['No. Akaun', 47], ['5621 0987 4410', 140]])))).toBe('4410');
  });

  it('reads an account with a letter prefix, an IBAN whose groups mix letters and digits, and a number after a label in another script', () => {
    expect(readLast4(pages(lineOf(67, [['Customer', 42], ['Account Number:', 497], ['Z12415854', 550]])))).toBe('5854');
    expect(readLast4(pages(lineOf(72, [['Intestatario', 52], ['IBAN:', 381], ['IT62 G123 1665 6328 2485 5861 242', 407]])))).toBe('1242');
    expect(readLast4(pages(lineOf(102, [['Emma Wilson', 44], ['Account number / ן ו ב ש ח ר פ ס מ : 399676', 405]])))).toBe('9676');
  });

  it('reads the account number after a Czech, Hungarian or Turkish label (`Číslo účtu`, `Bankszámlaszám`, `Hesap No`), not a number in a row', () => {
    expect(readLast4(pages(line(87, 'LUCIE ČERNÁ', 32), line(88, 'Číslo účtu 6367593868/0600', 436), line(300, '23.11.2025 SIPO 5745007811 588,54', 74)))).toBe('0600');
    expect(readLast4(pages(line(60, 'TÓTH GÁBOR', 32), line(61, 'Bankszámlaszám 61703258-48469217-38626585', 300), line(300, '2024.06.01. POS 123456789012 -7 020', 40)))).toBe('6585');
    expect(readLast4(pages(line(60, 'Hesap No: 1234567890', 300), line(300, '01.06.2025 FATURA 9876543210 -120,00', 40)))).toBe('7890');
  });

  it('reads a card number masked in one run with its first eight digits kept, before a phone number further down (`45145700****5541`)', () => {
    expect(readLast4(pages(line(60, 'PAYMENT SUMMARY'), line(250, 'Credit Card Number Credit Limit'), line(266, '45145700****5541 225,000.00', 51), line(280, 'Auto-Debit facility on 18605005555', 487)))).toBe('5541');
  });

  it('reads a card number masked in one run, its first six digits kept (`414767XXXXXX6705`)', () => {
    expect(readLast4(pages(line(60, 'Your Corporate Credit Card Statement'), line(300, 'Primary Card Transactions- 414767XXXXXX6705', 120)))).toBe('6705');
  });

  it('reads an account beside its label where a summary box\'s figure stands far right on the line', () => {
    expect(readLast4(pages(lineOf(110, [['Conta', 42], ['41086-6', 102], ['Entradas', 339], ['46.185,66', 509]])))).toBe('0866');
  });

  it('reads past a kind of account after the label, and the label\'s second language in another script', () => {
    expect(readLast4(pages(lineOf(92, [['Conta D.O.', 42], ['31403104500', 100], ['MARIA SANTOS', 328]]), lineOf(115, [['IBAN', 42], ['PT50 0630 0836 3140 3104 5005 5', 100]])))).toBe('4500');
    expect(readLast4(pages(lineOf(102, [['Account Number', 42], ['ر ق م ا ل ح س ا ب', 110], ['1947131050141', 182]]), lineOf(114, [['IBAN', 42], ['AE59 0059 6319 4713 1050 1418', 182]])))).toBe('0141');
  });

  it('reads a Finnish account (`Tili FI16 …`) and a Japanese number after its kind (`科目・口座番号`, `口座: 普通 9196468`)', () => {
    expect(readLast4(pages(lineOf(95, [['Tili', 328], ['FI16 3614 8765 8906 37', 388]])))).toBe('0637');
    expect(readLast4(pages(lineOf(60, [['科目・口座番号', 42], ['普通 9649754', 160]])))).toBe('9754');
    // `口座:` alone, before the account's kind and number.
    expect(readLast4(pages(lineOf(60, [['口座:', 310], ['普通 9196468', 493]])))).toBe('6468');
  });

  it('takes no number from under a title that starts like a label (`Account Statement`)', () => {
    expect(readLast4(pages(lineOf(66, [['Account Statement', 191]]), lineOf(114, [['Ref. No', 40], ['35741168', 276]]), lineOf(244, [['Account Number', 40], ['612608016098840', 256]])))).toBe('8840');
  });

  it('reads a number masked but for its last four digits beside the holder\'s name, with no label', () => {
    expect(readLast4(pages(line(30, 'Kontofix Bank'), line(80, 'Katrin Wagner •••• 4165')))).toBe('4165');
  });

  it('reads the account under a Russian label, not the contract number above it', () => {
    expect(readLast4(pages(line(100, 'Номер договора: 5534295448'), line(120, 'Номер лицевого счета: 40817810600047778039')))).toBe('8039');
    expect(readLast4(pages(line(100, 'Рахунок № 26001234567890')))).toBe('7890');
  });

  it('reads the number after a label printed in two languages', () => {
    expect(readLast4(pages(line(195, 'Account Branch / Cawangan Akaun : KEPONG'), line(206, 'Account Number / Nombor Akaun : 709-123070-2')))).toBe('0702');
    expect(readLast4(pages(line(100, 'Account No / No Akaun 80-1147420-8')))).toBe('4208');
    expect(readLast4(pages(lineOf(100, [['Nombor Akaun / Account Number', 319], ['3189302120', 476]])))).toBe('2120');
  });

  it('reads a check digit set off by a spaced dash as part of the number, and the label in Japanese', () => {
    expect(readLast4(pages(line(146, 'CPF / CNPJ: 79.430.682/0001-22'), lineOf(146, [['Conta: 1000086 - 0', 302]])))).toBe('0860');
    expect(readLast4(pages(lineOf(69, [['港町支店', 44], ['普通預金', 89], ['口座番号', 134], ['9692541', 173]])))).toBe('2541');
  });

  it('reads a Latvian account number (`Konts: ...0313`)', () => {
    expect(readLast4(pages(lineOf(103, [['Konts:', 34], ['...0313', 97]]), lineOf(140, [['Ref 5520572', 34]])))).toBe('0313');
  });

  it('reads a Hong Kong account number under `戶口號碼`, not the customer number beside it', () => {
    expect(readLast4(pages(lineOf(80, [['客戶號碼', 40], ['戶口號碼', 300]]), lineOf(92, [['123-456-789-0123', 40], ['012-345678-901', 300]])))).toBe('8901');
  });

  it('reads the IBAN under a Romanian label (`Numar cont`)', () => {
    expect(readLast4(pages(lineOf(184, [['Detinator cont', 59], ['Numar cont', 356]]), lineOf(194, [['HOSSZU ZSOLT', 59], ['RO23BRDE080SV02666000800', 356]])))).toBe('0800');
  });

  it('reads the number after a bare `Acct:` label and an IBAN printed without its spaces', () => {
    expect(readLast4(pages(line(100, 'Acct: XXXXXXXX8362')))).toBe('8362');
    expect(readLast4(pages(line(100, 'Acct ****4132')))).toBe('4132');
    expect(readLast4(pages(line(100, 'IBAN NL81BUSQ1108450046')))).toBe('0046');
  });

  it('does not take a text telephone number for the account', () => {
    expect(readLast4(pages(lineOf(148, [['TTY:', 399], ['1-800-361-1180', 424]])))).toBeNull();
  });

  it('reads a number printed with its currency against it', () => {
    expect(readLast4(pages(line(115, 'Account Number : 177501000004542/INR G ANITHA')))).toBe('4542');
  });

  it('reads a masked number after its label', () => {
    expect(readLast4(pages(line(100, 'Account number: XXXX XXXX 1234')))).toBe('1234');
  });

  it('reads a long number standing alone in the letterhead when no label names one, but not a phone or tax number', () => {
    expect(readLast4(pages(line(60, 'EXTRAIT DE COMPTE DU 01/01/2020 AU 29/12/2020'), lineOf(80, [['036520420101-51', 70], ['30 Decembre 2020', 260]])))).toBe('0151');
    expect(readLast4(pages(line(60, 'TEL: 03-2176788812'), line(80, 'GSTIN 33123456789012')))).toBeNull();
  });

  it('reads an IBAN standing alone under a title in a language no label knows (`ამონაწერი ანგარიშიდან:` over `GE29TB7702536010100012`)', () => {
    expect(readLast4(pages(line(106, 'ამონაწერი ანგარიშიდან:'), lineOf(119, [['GE29TB7702536010100012', 236], ['03/10/2024 - 03/01/2025', 441]])))).toBe('0012');
  });

  it('reads the last group of a card number printed in four groups when no label names it, but not a phone', () => {
    expect(readLast4(pages(line(60, 'STATEMENT DATE PAYMENT DUE DATE'), line(431, 'DJ PARANCA 5488-2926-6730-9473')))).toBe('9473');
    expect(readLast4(pages(line(431, 'A N OTHER XXXX XXXX XXXX 0042')))).toBe('0042');
    expect(readLast4(pages(line(431, 'Call us 1800 2345 6789 0000')))).toBeNull();
  });

  it('does not read a table header\'s `Account Balance` as the account number\'s label', () => {
    const header = lineOf(131, [['Transaction Date', 28], ['Description', 102], ['Net Amount', 365], ['Account Balance', 451]]);
    const row = lineOf(153, [['12/15/2024', 28], ['Previous balance', 102], ['4000.02', 457]]);
    expect(readLast4(pages(line(71, 'Checking Account XXXX XXXX 8497'), header, row))).toBe('8497');
  });

  it('does not read a balance far right of a title ending in an account word as the number', () => {
    const box = [line(123, 'Carte n° XXXX XXXX XXXX 6842'), lineOf(160, [['Situation de votre', 70], ['compte', 148]]), lineOf(170, [['Ancien solde', 70], ['694 800 F CFA', 300]])];
    expect(readLast4(pages(...box))).toBe('6842');
  });
});
