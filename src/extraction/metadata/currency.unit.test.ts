import { describe, expect, it } from 'vitest';
import { readCurrency } from './currency.js';

describe('readCurrency', () => {
  it('reads a currency no figure prints from where the statement is: a city in capitals, a sort code, its grouping, its language or its script', () => {
    expect(readCurrency('Outback Mutual Bank\nMaple Avenue 60, MELBOURNE\nOpening balance 2,808.75')).toBe('AUD');
    expect(readCurrency('Pennine Savings Bank\nAccount Name MR AVA JONES Sortcode 09-01-51\nOpening Balance 2,808.75')).toBe('GBP');
    expect(readCurrency('BS Bank Seeland AG\nBuchungsdatum Text Belastung Gutschrift\nGehalt 3\'950.95\nSaldo 12\'210.40')).toBe('CHF');
    expect(readCurrency('Hanseatische Privatbank\nKontoauszug Girokonto\nAnfangssaldo 1118,75')).toBe('EUR');
    expect(readCurrency('Banco Atacama\nCalle Sol 32, LA SERENA\nExtracto bancario\nSaldo anterior 574.554')).toBe('CLP');
    expect(readCurrency('长江商业银行\n对账单\n账户名称 张勇\n期初余额 12,606.47')).toBe('CNY');
    expect(readCurrency('淡水河商業銀行 www.bank.com.tw\n帳戶交易明細\n期初餘額 202,036')).toBe('TWD');
  });

  it('reads the New Taiwan dollar where dates are in the Republic of China\'s years (`日期為民國年`), over banking words Hong Kong shares', () => {
    expect(readCurrency('台灣中興銀行 綜合月結單\nTaiwan Zhongxing Bank\n戶口號碼 3572717244184\n結單期間 112/08/15 - 112/09/14\n上期結餘 244,086\n日期為民國年')).toBe('TWD');
  });

  it('reads the New Taiwan dollar printed `NT$` beside figures among traditional Chinese words', () => {
    expect(readCurrency('永豐商業銀行\n結單日期 2026/02/01\n銀行對帳單\n薪資 國泰人壽 57,170 NT$\n提款機提款 台北 960 NT$ 151,440 NT$')).toBe('TWD');
  });

  it('reads the lev printed `лв.` after figures', () => {
    expect(readCurrency('Дунавска банка АД\nИзвлечение по сметка\nПредходно салдо 8 661,14 лв.\nТакса обслужване Теглене 2,40 лв.')).toBe('BGN');
  });

  it('reads a `¥` among Chinese words and no kana as the yuan, and a Chinese city\'s currency where none is printed', () => {
    expect(readCurrency('对账单 Statement of Account\n期初余额 Opening Balance ¥12,576.42\n期末余额 Closing Balance ¥1,255.00')).toBe('CNY');
    expect(readCurrency('お取引明細\n残高 ¥12,576')).toBe('JPY');
    expect(readCurrency('China Pearl River Bank\n119 Century Avenue\nShanghai 200120\n期初余额 Opening Balance 12,576.42')).toBe('CNY');
  });

  it('reads the currency of a city the address names where the statement prints none, or beside a bare `$`', () => {
    expect(readCurrency('Hanbit Bank\nCentum jungang-ro 79\nGangnam-gu, Seoul\nOpening Balance 2,265,000')).toBe('KRW');
    expect(readCurrency('Compagnie Bancaire du Sahel\nBoulevard de la République 42, BP 88 Saint-Louis\nAncien solde 533.580')).toBe('XOF');
    expect(readCurrency('Kauri Bank\n66 Lambton Quay\nWellington 6011\n$4,700.06 $5,816.48')).toBe('NZD');
  });

  it('reads the currency of an IBAN\'s country outside the euro area (`BG94 UNCR …`), not the script\'s', () => {
    expect(readCurrency('Балканска Търговска Банка\nIBAN: BG94 UNCR 5198 6599 4199 84\nПериод: 01.11.2020 - 30.11.2020\nНачално салдо 3,539.47')).toBe('BGN');
  });

  it('reads rand from a South African company form or registration number where nothing else says', () => {
    expect(readCurrency('Account 4096638952 - RIVERSDALE PIGGERY (PTY) LTD\n12606 250601 MIN SERVICE FEE -160.00 845178.92')).toBe('ZAR');
    expect(readCurrency('Statement Enquiry Reg no 1986/004794/06 BALANCE B/FORWARD 0.00')).toBe('ZAR');
  });

  it('reads the currency of the country a statement\'s address or wording shows where it prints none', () => {
    expect(readCurrency('Niger Delta Bank Plc Customer Statement\nHigh Street 152\nLagos')).toBe('NGN');
    expect(readCurrency('Lanka Peoples Bank Statement of Account\nMain Street 46\nNegombo\nBranch Colombo')).toBe('LKR');
    expect(readCurrency('SUMMARY\nSEND MONEY 0.00 387,543.42\nLIPA NA BUY GOODS 0.00 68,627.01')).toBe('KES');
    expect(readCurrency('ANDRES RODRIGUEZ\nMedellín, Antioquia\nSALDO ANTERIOR $ 4,587,349.62')).toBe('COP');
    expect(readCurrency('Banco del Pacífico Sur\nPAGO DE SERVICIO ENEL CHILE\nSaldo Anterior $349.270')).toBe('CLP');
    // (A Spanish `AGENCIA` is no Brazilian `Agência`.)
    expect(readCurrency('BANCO INDUSTRIAL, S.A 7a. Avenida 5-10 zona 4, Guatemala\n09/07/2025 4976 ATM 826 AGENCIA PLAZA FUTECA 700.00 7,787.32')).toBe('GTQ');
  });

  it('reads the currency of a statement\'s language or script where it prints no currency, and an IBAN\'s country before a word shared by two', () => {
    expect(readCurrency('Выписка по договору за период с 01.09.2024 по 30.09.2024')).toBe('RUB');
    expect(readCurrency('Банка Родопи АД Извлечение по сметка\nНачално салдо 3,847.24\nПлащане с карта КНИЖАРНИЦА БУКВА ВАРНА\nСъбрани такси')).toBe('BGN');
    expect(readCurrency('Извод са рачуна\nПочетно стање 12.500,00\nПлаћање картицом')).toBe('RSD');
    expect(readCurrency('綜合月結單\n戶口號碼: 561-768107-046\n上期結餘 167,939.00\n櫃員機提款 台中 2,090.00')).toBe('HKD');
    expect(readCurrency('Přehled transakcí\nČíslo účtu 6367593868/0600\nPočáteční stav 32 851,62')).toBe('CZK');
    expect(readCurrency('Számlakivonat\nElőző egyenleg 383 170')).toBe('HUF');
    expect(readCurrency('BANCO ATLÂNTICO PORTUGUÊS IBAN PT62 7805 2644 4910 8823 8574 5\n4000-322 Porto Agência Agência central')).toBe('EUR');
  });

  it('reads rupees from a letter-spaced `( R S )` heading and from figures grouped in lakhs', () => {
    expect(readCurrency('B O O K I N G D A T E P A I D O U T ( R S ) B A L A N C E ( R S )')).toBe('INR');
    expect(readCurrency('Total credits 8,00,435.88\nTotal debits 6,03,977.55')).toBe('INR');
    expect(readCurrency('Total credits 800,435.88\nTotal debits 603,977.55')).toBeNull();
  });

  it('reads roubles and hryvnias from their signs and abbreviations, and the codes of more currencies', () => {
    expect(readCurrency('10.03.2026 10.03.2026 -689.00 ₽ -689.00 ₽ Оплата в YM*avito')).toBe('RUB');
    expect(readCurrency('Сумма 1 250,00 руб. Остаток 4 000,00 руб.')).toBe('RUB');
    expect(readCurrency('Сума 1 250,00 грн')).toBe('UAH');
    expect(readCurrency('Amount (QAR) 1,250.00')).toBe('QAR');
  });

  it('reads the cedi, shilling and rupiah from their signs and letters (`GH₵644.54`, `KSh 1,200.00`, `Rp 15.000,00`)', () => {
    expect(readCurrency('Opening Balance GH₵47,266.67\n01/12/2024 CARD PAYMENT GH₵644.54')).toBe('GHS');
    expect(readCurrency('M-PESA payment KSh 1,200.00 balance KSh 5,400.00')).toBe('KES');
    expect(readCurrency('Saldo Awal Rp 15.000.000,00')).toBe('IDR');
  });

  it('takes no Bahraini dinar from a Malaysian company\'s name (`SDN BHD`), and one beside a figure', () => {
    expect(readCurrency('IBG TRANSFER TO UPELL CORPORATION SDN BHD 4,200.00\nPUBLIC BANK BHD 59,342.10 RM 1,000.00')).toBe('MYR');
    expect(readCurrency('Balance BHD 1,234.500 Transfer BHD 20.000')).toBe('BHD');
  });

  it('reads the currency a `CCY:` label names over the signs of its figures', () => {
    expect(readCurrency('CCY: CLP\nSaldo al inicio -$505.610\nDepósitos $21.606.550')).toBe('CLP');
    expect(readCurrency('CCY: NOK\nSaldo i favør kr 28 714,32')).toBe('NOK');
  });

  it('reads the krone or baht from a statement\'s language where it prints no currency', () => {
    expect(readCurrency('Kontoutskrift nr. 10 for 2025\nDato Forklaring Rentedato Ut av konto Inn på konto\n16.03 Varekjøp 1 510,12')).toBe('NOK');
    expect(readCurrency('Kontoudskrift\nDato Tekst Beløb Saldo\nSaldo primo 1.000,00')).toBe('DKK');
    expect(readCurrency('รายการเดินบัญชี Statement of Account\nวันที่ Date รายการ Description')).toBe('THB');
  });

  it('takes no currency from an acronym spelt out before it (`MINIMUM AMOUNT DUE(MAD)`)', () => {
    expect(readCurrency('2. MITC - MINIMUM AMOUNT DUE(MAD) CALCULATION ON YOUR CREDIT CARD\nDate Transaction Description Amount (in Rs.)')).toBe('INR');
    expect(readCurrency('Montant total 1 200,00 MAD')).toBe('MAD');
  });

  it('reads rupees from `Rs.` heading a column, with no figure beside it', () => {
    expect(readCurrency('Booking Date Ref Memo Rs. Withdrawals Amount Credited (Rs.)\n2 May 2019 ONLINE TRANSFER 37,588.08')).toBe('INR');
  });

  it('reads euros from money columns headed with the name (`Débit euros`) and from a French company register', () => {
    expect(readCurrency('Date Valeur Nature des opérations Débit euros Crédit euros\n06.11. VIR LOYER 1 988,00')).toBe('EUR');
    expect(readCurrency('Banque Verdier - Société anonyme - RCS Lyon B 000 000 000')).toBe('EUR');
  });

  it('reads yen from Japanese script and won from Hangul where no currency is printed, and none from Chinese alone', () => {
    expect(readCurrency('翡翠銀行 入出金明細 お名前 スズキ ハナコ 様 取引日 摘要 お支払金額 お預り金額 差引残高 16,091')).toBe('JPY');
    expect(readCurrency('거래일자 적요 출금액 입금액 잔액 거래 내역 조회 12,000')).toBe('KRW');
    expect(readCurrency('交易日期 摘要 支出 存入 余额 12,000.00')).toBeNull();
  });

  it('reads the currency a money column names (`Betrag in EUR`) over foreign currencies in the rows', () => {
    expect(readCurrency('Verwendungszweck Fremdwährung Kurs Betrag in EUR\nTankstelle KOELN CHF 26,39 0,9531 -27,69\nQUICKSTOP CHF 37,24 0,9492 -39,24\nHARDWARE USD 143,67 -135,12')).toBe('EUR');
  });

  it('reads a currency labelled by name (`Devise : EURO`) or bracketed in a money column\'s heading (`Amount (NZD)`) over bare dollar signs', () => {
    expect(readCurrency('Devise : EURO\nDATE LIBELLE DEBIT CREDIT')).toBe('EUR');
    expect(readCurrency('Minimum Payment Due $120.00 New Balance $5,652.71\nDate Description Amount (NZD)\nNORTHWIND AIR 45.00')).toBe('NZD');
  });

  it('reads rand from Afrikaans headings where no currency is printed', () => {
    expect(readCurrency('Belastingfaktuur / Staat\nDate Description Fees Debits Credits Balance\nDatum Beskrywing Fooie Debiete Krediete Saldo\n38 401,86')).toBe('ZAR');
  });

  it('reads the yuan from its Chinese name in a currency column (人民币)', () => {
    expect(readCurrency('记账日期 货币 交易金额\n2019-03-28 人民币 10,000.00 13,893.32')).toBe('CNY');
  });

  it('reads a labelled currency before any symbol', () => {
    expect(readCurrency('Currency: SEK\nTotal $ 12.00')).toBe('SEK');
  });

  it('reads a bare dollar with a US address as US dollars', () => {
    expect(readCurrency('Springfield, IL 62704\nBalance $1,204.10')).toBe('USD');
  });

  it('reads the yen from its sign or a Japanese address, and the yuan where RMB says so', () => {
    expect(readCurrency('DESCRIPTION AMT ¥\n2024.11.18 VISA DEBIT 19,510 DR')).toBe('JPY');
    expect(readCurrency('2-14-3 Shibaura, Minato-ku\nTokyo 108-0023')).toBe('JPY');
    expect(readCurrency('金额 ¥ 1,200.00 RMB 元')).toBe('CNY');
  });

  it('reads the zloty from `(zl)` heading a column', () => {
    expect(readCurrency('Data oper. Tytul Kwota operacji (zl) zl Saldo ksiegowe\n20-10-2024 Przelew 1 200,00')).toBe('PLN');
  });

  it('reads a code printed letter-spaced in a header, and kronor from `kr` heading a Swedish column', () => {
    expect(readCurrency('D A T E  L I B E L L E  S O M M E ( X O F )\n04/08/26 PRLV GITHUB 12 360 856 560 CR')).toBe('XOF');
    expect(readCurrency('Kontoutdrag 19 januari 2020\nPurchase Date Posted Transaktion kr Transaktionsbelopp\n2020-01-25 Kortköp 1440,08')).toBe('SEK');
  });
});
