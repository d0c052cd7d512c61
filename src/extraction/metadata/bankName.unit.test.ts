import { describe, expect, it } from 'vitest';
import { lineOf, pageOf } from '../testing/layoutLines.js';
import { readBankName } from './bankName.js';

const info = { title: null, author: null, subject: null };
const line = (y: number, text: string, x = 69) => lineOf(y, [[text, x]]);

describe('readBankName', () => {
  it('reads the issuer set apart from a title in another language (`Konto väljavõte      Tallinna Hoiupank`), not the holder beside `Statement Period`', () => {
    const title = pageOf([lineOf(30, [['Konto väljavõte', 28], ['Tallinna Hoiupank', 453]]), line(45, 'Narva mnt 15', 526), lineOf(84, [['Martin Kukk', 28], ['IBAN: EE06 5503 5787 6584 1840', 308]])]);
    expect(readBankName([title], info, '')).toBe('Tallinna Hoiupank');
    const holder = pageOf([lineOf(72, [['DANIEL JOHNSON', 72], ['Statement Period: 01 Jul 2020 - 31 Aug 2020', 308]]), line(84, '148 Hay St', 72)]);
    expect(readBankName([holder], info, '')).not.toBe('DANIEL JOHNSON');
  });

  it('reads a payment institution\'s letterhead set beside the title (`Wyse Payments Ltd    Statement of Account`), and a bank\'s kind in small letters (`Caisse populaire`)', () => {
    const big = (y: number, cells: [string, number][], size: number) => {
      const l = lineOf(y, cells);
      return { ...l, words: l.words.map((w) => ({ ...w, size })) };
    };
    const fintech = pageOf([big(42, [['Wyse Payments Ltd', 42], ['Statement of Account', 454]], 13), line(62, '107 Mill Lane, Leeds, LS1 4AB', 42), line(84, 'OLIVIA YOUNG', 62), line(96, '20 Mill Lane', 62), line(107, 'Bristol', 62)]);
    expect(readBankName([fintech], info, '')).toBe('Wyse Payments Ltd');
    const caisse = pageOf([big(47, [['Caisse populaire Laurentienne', 177]], 14), line(78, 'Relevé de compte', 245), line(100, 'Julien Martin', 32), line(111, '207 rue Sherbrooke', 32)]);
    expect(readBankName([caisse], info, '')).toBe('Caisse populaire Laurentienne');
  });

  it('reads, where only a logo heads the pages, a one-word bank name the statement\'s sentences repeat (`O Nubank declara…`), and no online-banking word', () => {
    const page = pageOf([line(160, 'Olá, Bruno', 144), line(200, 'Esta é a sua fatura de fevereiro', 144), line(300, 'Pagamento mínimo R$ 434,58', 144)]);
    const text = 'Olá, Bruno\nvocê pode pagar sua fatura direto no aplicativo do Nubank\nO Nubank declara, nos termos da Lei, que os débitos foram quitados\nAcesse o Internetbank ou o Internetbank';
    expect(readBankName([page], info, text)).toBe('Nubank');
    expect(readBankName([page], info, 'Acesse o Internetbank\nou o Internetbank')).toBeNull();
  });

  it('reads bank names in other scripts by their bank word (`ПАО Северный Банк`, `华夏商贸银行`, `한빛은행`, `ธนาคารสยาม`, `Сбербанк`), over the title beside them', () => {
    for (const name of ['ПАО Северный Банк', 'Първа инвестиционна банка', '华夏商贸银行', '한빛은행', 'ธนาคารสยาม', 'Τράπεζα Αιγαίου', 'Сбербанк']) {
      const page = pageOf([lineOf(27, [[name, 72]]), lineOf(75, [['Иван Петров', 36], ['Выписка по счёту', 474]]), line(86, 'ул. Ленина 12', 36)]);
      expect(readBankName([page], info, '')).toBe(name);
    }
  });

  it('reads banks whose names set their adjectives and bank word in small letters (`Česká komerční úvěrní banka`, `Tatranská banka a.s.`, `Ljubljanska hranilnica`, `Ngân hàng Phương Nam`) over the holder', () => {
    for (const name of ['Česká komerční úvěrní banka', 'Tatranská banka a.s.', 'Ljubljanska hranilnica', 'Vltavská spořitelna', 'Baltijos kredito bankas', 'Ngân hàng Phương Nam']) {
      const page = pageOf([lineOf(27, [[name, 72]]), lineOf(75, [['PETR SVOBODA', 36], ['Výpis z účtu', 474]]), line(86, '164 Hauptstraße', 36)]);
      expect(readBankName([page], info, '')).toBe(name);
    }
  });

  it('reads the brand of the statement\'s web address set alone in the letterhead (`Account Statement      HSBC`), and never a regulator its notices name (`Bank Negara Malaysia`, `bankinginfo.com.my`)', () => {
    const page = pageOf([
      lineOf(20, [['Account Statement', 40], ['HSBC', 540]]),
      line(60, 'via HSBC Online Banking. Visit www.hsbc.com.my/ways-to-bank to learn more', 300),
      line(300, 'Bank Negara Malaysia Guidelines for Customers', 40),
      line(320, 'BNMTELELINK www.bankinginfo.com.my www.bankinginfo.com.my', 40),
    ]);
    expect(readBankName([page], info, page.lines.map((l) => l.words.map((w) => w.text).join(' ')).join('\n'))).toBe('HSBC');
  });

  it('reads a bank named in Turkish (`Ege Ticaret Bankası`) over the holder under it', () => {
    const turkish = pageOf([lineOf(40, [['Hesap Hareketleri', 460]]), lineOf(52, [['Ege Ticaret Bankası', 20], ['Düzenleme Tarihi', 280], ['04.02.2025', 370]]), line(64, 'Atatürk Caddesi 7, ANKARA', 20), lineOf(100, [['Ahmet YILDIZ', 20], ['Ekstre No', 280], ['21', 370]]), line(112, 'Cumhuriyet Mahallesi 39', 20)]);
    expect(readBankName([turkish], info, '')).toBe('Ege Ticaret Bankası');
  });

  it('takes no issuer from a mail address at the reserved `example.com`', () => {
    const lines = [line(40, 'PayPort Inc.', 60), lineOf(70, [['DANIEL JOHNSON', 30], ['Account ID: user648031@example.com', 400]])];
    const text = lines.map((l) => l.words.map((w) => w.text).join(' ')).join('\n');
    expect(readBankName([pageOf(lines)], info, text)).not.toBe('Example');
  });

  it('reads a name with `Online` before its bank word (`Evergreen Online Bank`, `Keystone Online Savings Bank`), a savings and loan, and a Latvian `Krājbanka` as the issuer\'s', () => {
    expect(readBankName([pageOf([line(40, 'Evergreen Online Bank', 28), line(52, 'Account Number 3914591454', 28)])], info, '')).toBe('Evergreen Online Bank');
    expect(readBankName([pageOf([lineOf(46, [['Keystone Online Savings Bank', 70], ['Statement of Account', 441]]), line(84, 'JOHN SMITH', 60)])], info, '')).toBe('Keystone Online Savings Bank');
    expect(readBankName([pageOf([line(46, 'Harborview Savings & Loan', 70), line(84, 'JOHN SMITH', 60)])], info, '')).toBe('Harborview Savings & Loan');
    expect(readBankName([pageOf([line(58, 'Rīgas Krājbanka', 209), line(84, 'Konta izraksts', 253)])], info, '')).toBe('Rīgas Krājbanka');
  });

  it('takes the bank its web address is named for, printed as a word of its own, over a bank a list of contacts names', () => {
    const lines = [
      line(80, 'DEPOSITS COMBINED STATEMENT', 300),
      line(400, 'OROBANK', 40),
      line(640, 'Our Privacy Notice is at http://www.orobank.com.my/eng/privacy-policy and at our branches.', 20),
      line(650, 'Visit www.orobank.com.my for our rates.', 20),
      lineOf(700, [['Ombudsman for Financial Services', 30], ['Bank Negara Nusantara', 300]]),
    ];
    const text = lines.map((l) => l.words.map((w) => w.text).join(' ')).join('\n');
    expect(readBankName([pageOf(lines)], info, text)).toBe('OROBANK');
  });

  it('reads the issuer from a division notice set after a dash, not from a VAT registration label', () => {
    const pages = [pageOf([line(270, 'Customer VAT Registration Number Not Provided', 23), line(278, 'Bank VAT Registration Number 4210102051', 41), line(700, 'First National Bank - a division of FirstRand Bank Limited. Registration Number 1929/001225/06.', 13)])];
    expect(readBankName(pages, info, '')).toBe('First National Bank');
  });

  it('reads the issuer from a footer whose fields are parted by middle dots', () => {
    const page = pageOf([line(84, 'Lena Fischer'), line(815, 'Kreissparkasse Nordwald-Land · Anstalt des öffentlichen Rechts · Sitz Berlin · USt-IdNr. DE887845086', 42)]);
    expect(readBankName([page], info, '')).toBe('Kreissparkasse Nordwald-Land');
  });

  it('reads the issuer from a footer that starts with its name before a dash', () => {
    const page = (n: number) => pageOf([line(84, 'PRIYA NAIR'), line(770, 'Konkan Co-operative Bank Ltd – Please examine this statement promptly')], n);
    expect(readBankName([page(1), page(2)], info, '')).toBe('Konkan Co-operative Bank Ltd');
  });

  it('takes no issuer from a title that only says what kind of statement it is, and one from a title that names it', () => {
    expect(readBankName([pageOf([line(94, 'DETAILED STATEMENT'), line(172, 'Account Number 000401774647(INR) - SITESH SHAHU')])], info, '')).toBeNull();
    expect(readBankName([pageOf([line(94, 'Monthly Bank Statement'), line(172, 'Account Number 000401774647')])], info, '')).toBeNull();
    expect(readBankName([pageOf([line(40, 'BRADESCO - EXTRATO MENSAL'), line(172, 'Agência 1234')])], info, '')).toBe('BRADESCO');
  });

  it('reads the issuer from a copyright notice in the footer, and none from a Spanish statement title', () => {
    const page = pageOf([line(84, 'Account Summary'), line(800, 'Copyright © 2023 Public Bank Berhad (6463-H). ALL RIGHTS RESERVED')]);
    expect(readBankName([page], info, '')).toBe('Public Bank Berhad');
    expect(readBankName([pageOf([line(44, 'Extracto de Cuenta Informativo'), line(100, 'GRUPO EDUCATIVO SRL')])], info, '')).toBeNull();
  });

  it('reads the issuer from an author the title names too, and none from a title of personal accounts', () => {
    const page = pageOf([line(35, 'EXTRACTO MENSUAL DE CUENTAS PERSONALES', 170), line(56, 'EXTRACTO DE ENERO 2022')]);
    expect(readBankName([page], info, '')).toBeNull();
    expect(readBankName([page], { title: 'Comunicación BBVA', author: 'BBVA', subject: null }, '')).toBe('BBVA');
    expect(readBankName([page], { title: 'Statement', author: 'Administrator', subject: null }, '')).toBeNull();
  });

  it('reads the issuer from a copyright notice followed by the page number on its line', () => {
    const page = pageOf([line(99, 'Account Statement', 236), lineOf(816, [['Copyright(c)2011 Access Bank', 20], ['Page 1', 221]])]);
    expect(readBankName([page], info, '')).toBe('Access Bank');
  });

  it('reads the issuer a thank-you names, and none from an account type (`SAVINGS A/C-PERSONAL`)', () => {
    const page = pageOf([lineOf(286, [['Account Type:', 52], ['SAVINGS A/C-PERSONAL', 131]]), line(685, 'Thank you for banking with FirstBank. For any enquiries contact Customer Services', 50)]);
    expect(readBankName([page], info, '')).toBe('FirstBank');
    expect(readBankName([pageOf([lineOf(286, [['Account Type:', 52], ['SAVINGS A/C-PERSONAL', 131]])])], info, '')).toBeNull();
  });

  it('reads the issuer from a footer that gives its registered office after its name', () => {
    const page = pageOf([line(80, 'Credit Card Statement'), line(801, 'Bank of Summit - Registered office: 27 Church Lane. Reg. no. 31472475', 59)]);
    expect(readBankName([page], info, '')).toBe('Bank of Summit');
    const brand = pageOf([line(80, 'Bank Statement'), line(810, 'M-Cash by Oakridge Telecom · Registered office: 105 Station Road. Reg. no. 78957588', 34)]);
    expect(readBankName([brand], info, '')).toBe('M-Cash by Oakridge Telecom');
  });

  it('takes no issuer from a circled callout number read as a copyright sign before a heading', () => {
    const page = pageOf([line(152, '© Important Messages', 923), line(730, 'Current Payment Due Date'), line(760, '© Rimu Bank Limited. All rights reserved.', 300)]);
    expect(readBankName([page], info, '')).toBe('Rimu Bank Limited');
    expect(readBankName([pageOf([line(152, '© Important Messages', 923), line(300, 'Opening Balance')])], info, '')).toBeNull();
  });

  it('reads the bank behind a card product\'s name, past its tax number, and no brand from the holder\'s own mailbox', () => {
    const page = pageOf([line(40, 'HDFC Bank Credit Cards GSTIN : 33AAACH2702H2Z6', 300), line(70, 'Name : CHAUHAN JAYDEEP'), line(90, 'Email : JAYDEEPLC@HOTMAIL.COM')]);
    expect(readBankName([page], info, 'Email : JAYDEEPLC@HOTMAIL.COM')).toBe('HDFC Bank');
    expect(readBankName([pageOf([line(70, 'Name : CHAUHAN JAYDEEP'), line(90, 'Email : JAYDEEPLC@HOTMAIL.COM')])], info, 'Email : JAYDEEPLC@HOTMAIL.COM')).toBeNull();
  });

  it('takes no issuer from a field label about the bank (`Uso do Banco` on a payment slip)', () => {
    const page = pageOf([line(60, 'Resumo da fatura'), line(700, 'Uso do Banco', 40), line(720, 'Banco Rimu S.A. 341-7', 40)]);
    expect(readBankName([page], info, '')).toBe('Banco Rimu S.A.');
  });

  it('reads a banking corporation named in a trademark notice when no letterhead names the issuer', () => {
    const page = pageOf([line(152, 'Opening Balance'), line(700, 'Kiwipoints is a registered trademark of Kauri Banking Corporation.', 300)]);
    expect(readBankName([page], info, '')).toBe('Kauri Banking Corporation');
  });

  it('reads the issuer from a footer naming the registered company before its registration and licence', () => {
    const page = pageOf([line(130, 'MR PJ ALLIES'), line(808, 'The Standard Bank of South Africa Limited (Reg. No. 1962/000738/06) An authorised financial services and registered credit provider')]);
    expect(readBankName([page], info, '')).toBe('Standard Bank of South Africa Limited');
  });

  it('reads the issuer from its legal name inside a sentence when the letterhead is only a logo, and no merchant\'s', () => {
    const page = pageOf([line(132, 'Name : CHAUHAN JAYDEEP'), line(349, 'days of Bank) Address: AU Small Finance Bank Limited, Bank House, 6th Floor', 62)]);
    expect(readBankName([page], info, '')).toBe('AU Small Finance Bank Limited');
    expect(readBankName([pageOf([line(132, 'Name : CHAUHAN JAYDEEP'), line(349, 'Supplied by Globex Trading Limited, Bank House', 62)])], info, '')).toBeNull();
  });

  it('reads a legal name whose capitalised words are joined by a small word (`United Bank for Africa Plc`)', () => {
    const page = pageOf([line(40, 'Monthly Account Statement of Transactions'), line(700, 'All correspondence regarding exceptions should be addressed to the Chief Inspector, United Bank for Africa Plc, 57, Marina Lagos', 30)]);
    expect(readBankName([page], info, '')).toBe('United Bank for Africa Plc');
  });

  it('reads a letterhead in the largest type beside a title of header words, and a German co-operative\'s legal form (`eG`)', () => {
    const big = (y: number, cells: [string, number, number][]) => {
      const l = lineOf(y, cells.map(([t, x]) => [t, x] as const));
      let k = 0;
      for (const [t, , size] of cells) for (const _ of t.split(' ')) l.words[k++]!.size = size;
      return l;
    };
    const french = pageOf([big(26, [['Crédit Régional de Gascogne', 52, 15], ['Relevé de vos opérations', 417, 12]]), line(61, 'Compte chèques n° 61313813040', 370)]);
    expect(readBankName([french], info, '')).toBe('Crédit Régional de Gascogne');
    const german = pageOf([big(36, [['Raiffeisenbank Mittelgau eG', 54, 15], ['Kontoauszug Nr. 12', 417, 12]]), line(57, 'Konto Giro Komfort', 329)]);
    expect(readBankName([german], info, '')).toBe('Raiffeisenbank Mittelgau eG');
  });

  it('reports the English name where the letterhead sets the bank\'s name in two languages, one over the other', () => {
    const head = (native: string, english: string) => pageOf([lineOf(40, [[native, 60], ['账户交易明细', 420]]), line(54, english, 60), line(90, '李娜'), line(102, '人民路109号')]);
    expect(readBankName([head('东海商业银行', 'Donghai Commercial Bank')], info, '')).toBe('Donghai Commercial Bank');
    expect(readBankName([head('Ngân hàng Thương mại Sông Hồng', 'Song Hong Commercial Bank')], info, '')).toBe('Song Hong Commercial Bank');
    expect(readBankName([head('東海銀行', 'Mizuho Road 12')], info, '')).toBe('東海銀行');
    expect(readBankName([head('Banca Azteca del Pacífico', 'www.example-bank.test')], info, '')).toBe('Banca Azteca del Pacífico');
  });

  it('reads `Savings` as a bank\'s word at its name\'s end (`Tasman Savings`), not at a product\'s start (`SAVINGS BET - PHP`)', () => {
    // (As OCR reads a letterhead: its words alone.)
    const head = (cells: [string, number][]) => pageOf([lineOf(83, cells)]);
    expect(readBankName([head([['SAVINGS BET - PHP', 509]])], info, '')).toBeNull();
    expect(readBankName([head([['Tasman Savings', 420]])], info, '')).toBe('Tasman Savings');
  });

  it('names the brand of the only address printed when nothing else names the issuer', () => {
    const page = pageOf([line(40, 'Extrato de conta poupança'), line(700, 'Dúvidas: ola@sicredi.com.br ou 0800 877 4343', 30)]);
    expect(readBankName([page], info, '')).toBe('Sicredi');
  });

  it('takes no issuer from the holder\'s own e-mail address (`EMAIL ID : roy@ttrading.org`), but does from a branch\'s or a service\'s', () => {
    const holder = pageOf([line(40, 'STATEMENT OF ACCOUNT'), line(60, 'ACCOUNT NAME : RAGILLY TECHNOLOGIES'), line(80, 'EMAIL ID : roy@ttrading.org')]);
    expect(readBankName([holder], info, '')).not.toBe('Ttrading');
    const branch = pageOf([line(700, 'Courriel : 07228@creditmutuel.fr', 30)]);
    expect(readBankName([branch], info, '')).toBe('Creditmutuel');
    const service = pageOf([line(700, 'E-mail: ClientCare@meridian.co.za', 30)]);
    expect(readBankName([service], info, '')).toBe('Meridian');
  });

  it('takes no issuer from a title in big type that says what the document is (`TRANSACTION INQUIRY`, `LAPORAN TRANSAKSI FINANSIAL`)', () => {
    for (const title of ['TRANSACTION INQUIRY', 'LAPORAN TRANSAKSI FINANSIAL']) {
      const big = lineOf(119, [[title, 272]]);
      big.words.forEach((w) => (w.size = 14));
      const page = pageOf([big, line(142, 'Period : From 01 September 2022'), line(178, 'Account No : 1200004691890'), line(196, 'Currency : IDR')]);
      expect(readBankName([page], info, '')).toBeNull();
    }
  });

  it('reads a name in a script without capitals, with an Italian article, and apart from the smaller type run on after it', () => {
    expect(readBankName([pageOf([line(41, '翡翠銀行 Kawasemi Bank'), line(69, '港町支店 普通預金 口座番号 9692541')])], info, '')).toBe('翡翠銀行 Kawasemi Bank');
    expect(readBankName([pageOf([line(41, "Banca Popolare dell'Adige Alto"), line(69, 'ESTRATTO CONTO CORRENTE', 400)])], info, '')).toBe("Banca Popolare dell'Adige Alto");
    const head = lineOf(38, [['Copperline Federal Credit Union', 43], ['September 1, 2024 through September 30, 2024', 322]]);
    head.words.forEach((w) => (w.size = w.x0 < 300 ? 15 : 8.5));
    expect(readBankName([pageOf([head, line(57, 'P.O. Box 19850 Fairhaven, CO 73076', 43)])], info, '')).toBe('Copperline Federal Credit Union');
  });

  it('prefers the legal name that spells the web address\'s brand to a payee named after the brand', () => {
    const page = pageOf([
      lineOf(167, [['Testville', 71], ['www.hsbc.co.uk', 474]]),
      line(437, '*How to contact HSBC UK Bank plc', 309),
      line(447, 'Log on at: www.hsbc.co.uk or call our Customer Services', 309),
      lineOf(652, [['HSBC and Welsh', 87], ['IBAN: GB52HBUK40424699009787', 270]]),
      lineOf(695, [['HSBC and Welsh', 87], ['IBAN: GB52HBUK40424699009787', 270]]),
    ]);
    expect(readBankName([page], info, '')).toBe('HSBC UK Bank plc');
  });

  it('takes no issuer from a big-type title naming the kind of statement in Spanish (`Resumen de Cuenta Corriente`)', () => {
    const big = lineOf(40, [['Resumen de Cuenta Corriente', 200]]);
    big.words.forEach((w) => (w.size = 14));
    expect(readBankName([pageOf([big, line(80, 'CUIT 30714315699'), line(100, 'Periodo 01/03/2024')])], info, '')).toBeNull();
  });

  it('does not take a transaction row\'s words for the issuer', () => {
    const page = pageOf([line(84, 'PRIYA NAIR'), line(199, 'ACH CREDIT WAYNE FOODS', 271)]);
    expect(readBankName([page], info, '', new Set(['1:1']))).not.toBe('ACH CREDIT WAYNE FOODS');
  });

  it('reads the issuer from a sentence saying it is authorised, and no name from a table header', () => {
    const page = pageOf([
      line(84, 'SODIMEX SARL'),
      lineOf(151, [['DATE', 29], ['DESCRIPTION', 161], ['DEBIT', 376], ['CRÉDIT', 422], ['SOLDE COURANT', 475]]),
      line(770, 'CBAS Groupe Atlantique is authorised and regulated by the financial supervisor.'),
    ]);
    expect(readBankName([page], info, '')).toBe('CBAS Groupe Atlantique');
  });

  it('reads the issuer from a footer that starts with a name without a bank word', () => {
    const page = (n: number) => pageOf([line(84, 'SODIMEX SARL'), line(770, 'CBAS Groupe Atlantique – Please examine this statement promptly')], n);
    expect(readBankName([page(1), page(2)], info, '')).toBe('CBAS Groupe Atlantique');
  });

  it('reads a one-word name centred alone atop a printout in one type size, printed again further on, and no brand from a booking code', () => {
    const page = pageOf([line(50, 'SICOOB', 280), line(62, 'SISTEMA DE COOPERATIVAS DE CRÉDITO DO BRASIL', 178), line(74, 'PLATAFORMA DE SERVIÇOS FINANCEIROS DO SICOOB', 157), line(95, '27/01 DB.TR.C.DIF.TIT.INT 252,00D', 115)], 1);
    const text = page.lines.map((l) => l.words.map((w) => w.text).join(' ')).join('\n');
    expect(readBankName([page], info, text)).toBe('SICOOB');
    // Off centre, or printed nowhere else, it is no name.
    const alone = pageOf([line(50, 'SICOOB', 280), line(62, 'EXTRATO CONTA CORRENTE', 178)], 1);
    expect(readBankName([alone], info, 'SICOOB\nEXTRATO CONTA CORRENTE')).toBeNull();
  });

  it('reads a bank\'s legal name from the closing notes on the last page of a long statement, without the sentence before it', () => {
    const rows = (n: number) => pageOf([line(349, '24/08/2021 UPI/EXCELL 11,000.00 DR 3,328.63 CR', 85)], n);
    const last = pageOf([line(795, 'Write to us at Customer Contact Centre. Kotak Mahindra Bank Ltd. Post Box Number 16344, Mumbai 400 013', 196)], 6);
    expect(readBankName([rows(1), rows(2), rows(3), rows(4), rows(5), last], info, '')).toBe('Kotak Mahindra Bank Ltd.');
  });

  it('reads a bank\'s name that its address runs on from after a comma (`BANCO INDUSTRIAL, S.A 7a. Avenida 5-10 zona 4`)', () => {
    const page = pageOf([line(45, 'Consulta personalizada - Estado de Cuenta', 165), line(135, 'BANCO INDUSTRIAL, S.A 7a. Avenida 5-10 zona 4, Guatemala 01004 C.A. PBX: 2420-3000', 30), line(156, 'GIRON GUAY DULCE FERNANDA', 30)]);
    expect(readBankName([page], info, '')).toBe('BANCO INDUSTRIAL');
  });

  it('reads a compound bank name an address runs on from after a comma (`Scotiabank República Dominicana, S. A., Banco Múltiple -Av. 27 Febrero`)', () => {
    const page = pageOf([line(94, 'CLAUDIO D SANCHEZ', 35), line(770, 'Scotiabank República Dominicana, S. A., Banco Múltiple -Av. 27 Febrero esq. Winston Churchill. Piantini, Santo Domingo', 36)]);
    expect(readBankName([page], info, '')).toBe('Scotiabank República Dominicana');
  });

  it('takes no name from a title that only says what the statement is (`WALLET STATEMENT`) and reads the brand centred above it', () => {
    const sized = (l: ReturnType<typeof line>, size: number) => ({ ...l, words: l.words.map((w) => ({ ...w, size })) });
    const page = pageOf([sized(line(40, 'SimuPesa', 275), 14), sized(line(58, 'WALLET STATEMENT', 262), 10), sized(line(90, 'Customer Name: DAVID MWANGI', 330), 8), sized(line(100, 'Mobile Number: 0743362812', 330), 8)]);
    expect(readBankName([page], info, '')).toBe('SimuPesa');
  });

  it('reads the letterhead set well above the body text even with a section title a size up', () => {
    const sized = (l: ReturnType<typeof line>, size: number) => ({ ...l, words: l.words.map((w) => ({ ...w, size })) });
    const page = pageOf([sized(line(45, 'Bradesul S.A.'), 15), sized(line(90, 'Resumo'), 10.5), sized(line(103, 'Saldo anterior'), 10.5), sized(line(115, 'Entradas'), 10.5), sized(line(200, 'Movimentação'), 12)]);
    expect(readBankName([page], info, '')).toBe('Bradesul S.A.');
  });

  it('reads the brand a group names as its division, and the bank a sign-off is made for', () => {
    const division = pageOf([line(84, 'JOHN SMITH'), line(760, 'Bankwest, a division of Commonwealth Bank of Australia ABN 48 123 123 124')]);
    expect(readBankName([division], info, '')).toBe('Bankwest');
    const signOff = pageOf([line(84, 'HEERENDRA DANGI'), line(700, 'For HDFC Bank', 480)]);
    expect(readBankName([signOff], info, '')).toBe('HDFC Bank');
  });

  it('reads a name printed as the page\'s first line a size above the body, with no bank word', () => {
    const sized = (l: ReturnType<typeof line>, size: number) => ({ ...l, words: l.words.map((w) => ({ ...w, size })) });
    const page = pageOf([
      sized(line(71, 'CBAS Groupe Atlantique', 72), 13),
      sized(line(124, 'M. Ousmane Diallo'), 11),
      sized(line(142, 'LOT 1892 YENAWA'), 11),
      sized(line(245, 'Crédits'), 12.5),
      sized(line(266, 'Date comptable'), 11),
      sized(line(284, '20/09/19 VERSEMENT ESPECES 862.600'), 11),
    ]);
    expect(readBankName([page], info, '')).toBe('CBAS Groupe Atlantique');
  });
});
