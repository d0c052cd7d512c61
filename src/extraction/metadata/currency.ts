/**
 * The statement's currency (ISO 4217), from what it prints: codes first, then unambiguous symbols,
 * then, for a bare `$` or for a statement that prints no currency at all, the country it shows
 * (a web address's country domain, the country's name, its national identifiers such as a UK sort
 * code, an Australian BSB or a Brazilian CNPJ, an IBAN's country).
 */
export const CURRENCY_CODES: readonly string[] = ['EUR', 'GBP', 'USD', 'SGD', 'NZD', 'AUD', 'CAD', 'CHF', 'INR', 'HKD', 'JPY', 'ZAR', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK', 'MYR', 'AED', 'BRL', 'ARS', 'MXN', 'CLP', 'COP', 'PEN', 'XOF', 'XAF', 'NGN', 'KES', 'GHS', 'MAD', 'TRY', 'HUF', 'RON', 'ILS', 'THB', 'PHP', 'IDR', 'KRW', 'CNY', 'TWD', 'VND', 'RUB', 'UAH', 'KZT', 'BYN', 'GEL', 'SAR', 'QAR', 'KWD', 'BHD', 'OMR', 'EGP', 'PKR', 'BDT', 'LKR', 'TZS', 'UGX', 'GTQ', 'DOP', 'UYU', 'ISK', 'BGN', 'RSD'];
/**
 * `BHD` ends Malaysian companies' names (`UPELL CORPORATION SDN BHD`, `PUBLIC BANK BHD`): after such a
 * word it is no Bahraini dinar.
 */
const COMPANY_BEFORE_BHD = '(?<!(?:SDN|Sdn|BANK|Bank|GROUP|Group|HOLDINGS|Holdings|CORPORATION|Corporation|ENTERPRISE|Enterprise|TRADING|Trading|INDUSTRIES|Industries)\\.?\\s{1,2})';
const KNOWN_CODES: ReadonlySet<string> = new Set(CURRENCY_CODES);
/** Every three capitals standing alone: one pass over the text, each tried against the known codes. */
const THREE_CAPITALS = /(?<![A-Za-z])[A-Z]{3}(?![A-Za-z])/g;
const COMPANY_BHD = new RegExp(`${COMPANY_BEFORE_BHD}BHD$`);

/** How often each known code is printed (a company's `BHD` not counted). */
const codeCounts = (text: string): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const m of text.matchAll(THREE_CAPITALS)) {
    const code = m[0];
    if (!KNOWN_CODES.has(code)) continue;
    if (code === 'BHD' && !COMPANY_BHD.test(text.slice(Math.max(0, m.index - 40), m.index + 3))) continue;
    counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  return counts;
};

/** Symbols that name one currency. */
const SYMBOLS: readonly [RegExp, string][] = [
  [/£/g, 'GBP'],
  [/€/g, 'EUR'],
  // (`Rs.` alone heads a column: `Rs. Withdrawals`, `Amount Credited (Rs.)`.)
  [/₹|\bRs\.?\s?\d|\bRs\.|\(R[sS]\)|\bINR\b/g, 'INR'],
  [/(?<![A-Z])R\$/g, 'BRL'],
  [/(?<![A-Z])S\$/g, 'SGD'],
  [/NZ\$/g, 'NZD'],
  [/(?<![A-Z])A\$|AU\$/g, 'AUD'],
  [/(?<![A-Z])C\$|CA\$/g, 'CAD'],
  [/HK\$/g, 'HKD'],
  [/NT\$/g, 'TWD'],
  // (Dates in the Republic of China's years, `民國112年`, are Taiwan's alone.)
  [/民國|民国/g, 'TWD'],
  [/\bF\s?CFA\b|\bfrancs? C\.?F\.?A\b/gi, 'XOF'],
  [/zł|\d\s?zl\b|\(zl\)|\bPLN\b/g, 'PLN'],
  // Swiss francs printed `Fr.` or `SFr.` beside a figure.
  [/\bS?Fr\.\s?-?\d|\d\s?S?Fr\.(?!\p{L})/gu, 'CHF'],
  [/₦/g, 'NGN'],
  [/₵|\bGH¢/g, 'GHS'],
  [/(?<![A-Z])KSh\.? ?\d|\bKshs?\.? ?\d/g, 'KES'],
  [/৳/g, 'BDT'],
  [/₾/g, 'GEL'],
  [/₼/g, 'AZN'],
  [/\bRp\.? ?\d/g, 'IDR'],
  [/₽|(?<!\p{L})руб(\.|л[а-я]*)?(?!\p{L})/gu, 'RUB'],
  [/₴|(?<!\p{L})грн\.?(?!\p{L})/gu, 'UAH'],
  // The lev, printed `лв.` after its figures.
  [/(?<!\p{L})лв\.?(?!\p{L})/gu, 'BGN'],
  [/₸/g, 'KZT'],
  [/₺/g, 'TRY'],
  [/₱/g, 'PHP'],
  [/₫/g, 'VND'],
  [/₩/g, 'KRW'],
  [/₪/g, 'ILS'],
  [/฿/g, 'THB'],
  // The yen (the yuan prints `RMB`, `CNY` or `元` beside its `¥`).
  [/(?<![A-Z])¥|円/g, 'JPY'],
  [/\bRMB\b|元|人民币/g, 'CNY'],
  [/\bRM ?\d/g, 'MYR'],
  // The rand: `R` before a figure (`R992.75`) or alone in brackets in a header (`Balance (R)`).
  [/\(R\)|(?<![\p{L}$])R ?\d{1,3}(?:[ ,]\d{3})*[.,]\d{2}(?!\d)/gu, 'ZAR'],
  [/\ben euros?\b|\bin euro\b|\bem euros?\b|\ben eur\b/gi, 'EUR'],
  // A money column headed with the currency's name (`Débit euros`, `Crédit euros`).
  [/\b(d[ée]bits?|cr[ée]dits?|montants?|soldes?|amount|betrag)\s+euros\b/gi, 'EUR'],
  [/\bpounds sterling\b/gi, 'GBP'],
  [/\bem reais\b/gi, 'BRL'],
];

/** What a country shows on a statement, for the currencies a bare `$` (or nothing) leaves open. */
const COUNTRIES: readonly [RegExp, string][] = [
  [/\.ca\b|\bCanada\b|\btransit (no|number)\b/gi, 'CAD'],
  [/\.com\.au\b|\.net\.au\b|\bAustralia\b|\bBSB\b|\bABN\b/gi, 'AUD'],
  [/\.co\.nz\b|\.nz\b|\bNew Zealand\b|\bAotearoa\b/gi, 'NZD'],
  [/\.com\.sg\b|\.sg\b|\bSingapore\b/gi, 'SGD'],
  // (Hong Kong's own banking words: `戶口` for an account, `月結單` for a statement.)
  [/\.com\.hk\b|\.hk\b|\bHong Kong\b|戶口|月結單|結單/gi, 'HKD'],
  // (`Agência` with its circumflex: Spanish writes `Agencia`.)
  [/\.com\.br\b|\bCNPJ\b|\bCPF\b|\bAg[êÊ]ncia\b|\bBrasil\b/gi, 'BRL'],
  [/\.com\.ar\b|\bArgentina\b|\bCUIT\b|\bCBU\b/gi, 'ARS'],
  [/\.com\.mx\b|\bM[ée]xico\b|\bCLABE\b|\bRFC\b/gi, 'MXN'],
  [/\bChile\b|\bCHILE\b|\bRUT\b/g, 'CLP'],
  [/\bColombia\b|\bCOLOMBIA\b|\bNIT\b/g, 'COP'],
  [/\bsort ?code\b|\.co\.uk\b|\bUnited Kingdom\b/gi, 'GBP'],
  [/\bIFSC\b|\bIndia\b/gi, 'INR'],
  // (South African companies write `(Pty) Ltd` and register as `1986/004794/06`.)
  [/\.co\.za\b|\bSouth Africa\b|\(Pty\) Ltd\b|\b(?:19|20)\d{2}\/\d{6}\/\d{2}\b/gi, 'ZAR'],
  // Afrikaans headings (`Beskrywing`, `Debiete`, `Krediete`, `Fooie`): printed only in South Africa.
  [/\b(?:beskrywing|debiete|krediete|fooie|belastingfaktuur|rekeningnommer|rekeningstaat)\b/gi, 'ZAR'],
  [/\.com?\.tw\b|\bTaiwan\b|新台幣|新臺幣/gi, 'TWD'],
  [/\.co\.jp\b|\bJapan\b|\bTokyo\b|\bOsaka\b|\bK\.K\./g, 'JPY'],
  [/\.com\.my\b|\bMalaysia\b|\bSdn\.? Bhd\b|\bBerhad\b/gi, 'MYR'],
  // (`Niger Delta` is Nigeria's.)
  [/\bBCEAO\b|\bUEMOA\b|\bB[ée]nin\b|\bS[ée]n[ée]gal\b|C[ôo]te d'Ivoire|\bBurkina\b|\bTogo\b|\bMali\b|\bNiger\b(?! delta)/gi, 'XOF'],
  [/\bNigeria\b|\bBVN\b|\bNUBAN\b/gi, 'NGN'],
  [/\bKenya\b|\bM-?PESA\b|\bSafaricom\b|\blipa na\b|\bpaybill\b/gi, 'KES'],
  [/\bGhana\b/gi, 'GHS'],
  [/\bSri Lanka\b/gi, 'LKR'],
  [/\bPakistan\b/gi, 'PKR'],
  [/\bBangladesh\b/gi, 'BDT'],
  [/\bPhilippines\b/gi, 'PHP'],
  [/\bIndonesia\b/gi, 'IDR'],
  [/\bPer[uú]\b/g, 'PEN'],
  [/\bGuatemala\b/gi, 'GTQ'],
  [/\bRep[úu]blica Dominicana\b/gi, 'DOP'],
  [/\bCameroun\b|\bCameroon\b|\bGabon\b|\bBEAC\b/gi, 'XAF'],
  // France's company register and identifiers.
  [/\bRCS\b|\bSIRE[NT]\b|\bFrance\b/g, 'EUR'],
];

/**
 * A country's capital and largest cities, for a statement that names neither its currency nor its
 * country (`Colombo`, `Medellín`, `Lagos`): an address is the holder's or the branch's. Weaker than a
 * country's name: merchants' towns are printed in rows too.
 */
const CITIES: readonly [RegExp, string][] = [
  [/\b(Colombo|Kandy|Galle|Negombo|Jaffna)\b/gi, 'LKR'],
  [/\b(Karachi|Lahore|Islamabad|Rawalpindi|Faisalabad|Peshawar|Multan)\b/gi, 'PKR'],
  [/\b(Dhaka|Chittagong|Chattogram|Khulna|Sylhet)\b/gi, 'BDT'],
  [/\b(Lagos|Abuja|Port Harcourt|Ibadan|Kano|Enugu|Benin City)\b/gi, 'NGN'],
  [/\b(Nairobi|Mombasa|Kisumu|Nakuru|Eldoret)\b/gi, 'KES'],
  [/\b(Accra|Kumasi|Tamale|Takoradi)\b/gi, 'GHS'],
  [/\b(Kampala|Entebbe)\b/gi, 'UGX'],
  [/\b(Dar es Salaam|Dodoma|Arusha)\b/gi, 'TZS'],
  [/\b(Manila|Quezon City|Makati|Cebu|Davao|Pasig|Taguig)\b/gi, 'PHP'],
  [/\b(Jakarta|Surabaya|Bandung|Medan|Semarang|Denpasar)\b/gi, 'IDR'],
  [/\b(Bangkok|Chiang Mai|Phuket|Pattaya)\b/gi, 'THB'],
  [/\b(Hanoi|Ha Noi|Ho Chi Minh|Da Nang|Hai Phong)\b/gi, 'VND'],
  [/\b(Kuala Lumpur|Petaling Jaya|Johor Bahru|Penang|Shah Alam|Ipoh)\b/gi, 'MYR'],
  [/\b(Mumbai|New Delhi|Delhi|Bengaluru|Bangalore|Chennai|Kolkata|Hyderabad|Pune|Ahmedabad)\b/gi, 'INR'],
  [/\b(Santiago de Chile|Valpara[íi]so|Vi[ñn]a del Mar|Concepci[óo]n|Antofagasta|La Serena|Temuco|Rancagua|Iquique|Puerto Montt)\b/gi, 'CLP'],
  [/\b(Bogot[áa]|Medell[íi]n|Cali|Barranquilla|Cartagena de Indias|Bucaramanga)\b/gi, 'COP'],
  [/\b(Lima|Arequipa|Trujillo|Cusco)\b/gi, 'PEN'],
  [/\b(Buenos Aires|C[óo]rdoba|Rosario|Mendoza|Mar del Plata|La Plata|Tucum[áa]n)\b/gi, 'ARS'],
  [/\b(S[ãa]o Paulo|Rio de Janeiro|Belo Horizonte|Bras[íi]lia|Curitiba|Porto Alegre|Salvador|Recife|Fortaleza)\b/gi, 'BRL'],
  [/\b(Guadalajara|Monterrey|Puebla|Tijuana)\b/gi, 'MXN'],
  [/\b(Istanbul|İstanbul|Ankara|[İI]zmir|Bursa|Antalya)\b/gi, 'TRY'],
  [/\b(Warszawa|Krak[óo]w|Wroc[łl]aw|Pozna[ńn]|Gda[ńn]sk|[ŁL][óo]d[źz])\b/gi, 'PLN'],
  [/\b(Praha|Brno|Ostrava|Plze[ňn])\b/gi, 'CZK'],
  [/\b(Budapest|Debrecen|Szeged|Miskolc|P[ée]cs)\b/gi, 'HUF'],
  [/\b(Bucure[șş]ti|Bucharest|Cluj-Napoca|Timi[șş]oara|Ia[șş]i|Constan[țţ]a)\b/gi, 'RON'],
  [/\b(Dubai|Abu Dhabi|Sharjah)\b/gi, 'AED'],
  [/\b(Riyadh|Jeddah|Dammam|Mecca|Medina)\b/gi, 'SAR'],
  [/\b(Johannesburg|Cape Town|Durban|Pretoria|Port Elizabeth|Gqeberha|Bloemfontein)\b/gi, 'ZAR'],
  [/\b(Auckland|Wellington|Christchurch|Dunedin|Tauranga|Palmerston North)\b/gi, 'NZD'],
  [/\b(Sydney|Melbourne|Brisbane|Adelaide|Canberra|Hobart|Gold Coast|Parramatta)\b/gi, 'AUD'],
  [/\b(Toronto|Vancouver|Montr[ée]al|Calgary|Ottawa|Edmonton|Winnipeg|Mississauga|Qu[ée]bec|Sherbrooke|L[ée]vis|Gatineau|Laval|Halifax|Saskatoon)\b/gi, 'CAD'],
  [/\b(Kowloon|Wan Chai|Tsim Sha Tsui|Causeway Bay|Mong Kok|Sha Tin|Tsuen Wan)\b/gi, 'HKD'],
  [/\b(Taipei|Kaohsiung|Taichung|Tainan|Hsinchu|Taoyuan)\b/gi, 'TWD'],
  [/\b(Seoul|Busan|Incheon|Daegu|Daejeon|Gwangju|Gangnam-gu)\b/gi, 'KRW'],
  [/\b(Tokyo|Osaka|Yokohama|Nagoya|Kyoto|Sapporo|Fukuoka|Kobe)\b/gi, 'JPY'],
  [/\b(Shanghai|Beijing|Shenzhen|Guangzhou|Hangzhou|Chengdu|Wuhan|Tianjin|Nanjing|Chongqing|Suzhou|Xiamen)\b/gi, 'CNY'],
  [/\b(Tel Aviv|Jerusalem|Haifa|Be'?er Sheva|Rishon LeZion|Petah Tikva|Netanya)\b/gi, 'ILS'],
  [/\b(Dakar|Saint-Louis|Thi[èe]s|Abidjan|Bouak[ée]|Bamako|Ouagadougou|Cotonou|Porto-Novo|Lom[ée]|Niamey)\b/gi, 'XOF'],
  [/\b(Douala|Yaound[ée]|Libreville|Brazzaville|N'Djamena|Bangui)\b/gi, 'XAF'],
  [/\b(Casablanca|Rabat|Marrakech|F[èe]s|Tanger|Agadir)\b/gi, 'MAD'],
  [/\b(Cairo|Alexandria|Giza)\b/gi, 'EGP'],
  [/\b(Doha)\b/gi, 'QAR'],
  [/\b(Kuwait City)\b/gi, 'KWD'],
  [/\b(Manama)\b/gi, 'BHD'],
  [/\b(Muscat)\b/gi, 'OMR'],
  // Written in Chinese (no word boundaries there).
  [/北京|上海|深圳|广州|杭州|南京|成都|武汉|天津|重庆|苏州|厦门/g, 'CNY'],
  [/台北|臺北|新北|高雄|台中|臺中|台南|臺南|桃園|新竹/g, 'TWD'],
  [/香港|九龍|九龙|新界/g, 'HKD'],
  // Europe's: the pound's, the franc's and the euro's.
  [/\b(London|Manchester|Birmingham|Leeds|Glasgow|Edinburgh|Liverpool|Bristol|Sheffield|Cardiff|Belfast|Newcastle upon Tyne|Nottingham|Leicester|Southampton)\b/gi, 'GBP'],
  [/\b(Z[üu]rich|Gen[èe]ve|Geneva|Genf|Basel|Bern|Lausanne|Luzern|Lucerne|Lugano|St\. Gallen|Winterthur|Zug)\b/gi, 'CHF'],
  [/\b(Dublin|Cork|Galway|Limerick|Waterford|Berlin|Hamburg|M[üu]nchen|Munich|K[öo]ln|Frankfurt am Main|Stuttgart|D[üu]sseldorf|Hannover|Bremen|Leipzig|Dresden|N[üu]rnberg|Wien|Vienna|Graz|Linz|Salzburg|Innsbruck|Paris|Lyon|Marseille|Toulouse|Nantes|Bordeaux|Lille|Strasbourg|Madrid|Barcelona|Sevilla|Zaragoza|M[áa]laga|Bilbao|Roma|Milano|Napoli|Torino|Firenze|Bologna|Genova|Palermo|Amsterdam|Rotterdam|Den Haag|Utrecht|Eindhoven|Bruxelles|Brussel|Antwerpen|Gent|Li[èe]ge|Charleroi|Lisboa|Coimbra|Braga|Helsinki|Espoo|Tampere|Tallinn|Tartu|R[īi]ga|Vilnius|Kaunas|Ath[ií]na|Athens|Thessaloniki)\b/gi, 'EUR'],
];

/** Addresses that name a country by their form: a state and postcode, a province and postal code. */
const ADDRESSES: readonly [RegExp, string][] = [
  [/\b(NSW|VIC|QLD|WA|SA|TAS|ACT|NT) \d{4}\b/g, 'AUD'],
  [/\b(ON|QC|BC|AB|MB|SK|NS|NB|NL|PE|YT|NU) [A-Z]\d[A-Z] ?\d[A-Z]\d\b/g, 'CAD'],
  [/\bCiudad de M[ée]xico\b|\bCDMX\b|\bC\.P\. ?\d{5}\b/g, 'MXN'],
  [/\b(CA|NY|TX|FL|IL|WA|PA|OH|GA|NC|MI|NJ|VA|AZ|MA|TN|IN|MO|MD|WI|CO|MN|SC|AL|LA|KY|OR|OK|CT|UT|IA|NV|AR|MS|KS|NM|NE|ID|WV|HI|NH|ME|RI|MT|DE|SD|ND|AK|VT|WY|DC) \d{5}(-\d{4})?\b/g, 'USD'],
];

/** IBAN country codes of the euro area, and of others with their own currency. */
const IBAN_CURRENCY: Record<string, string> = {
  DE: 'EUR', FR: 'EUR', ES: 'EUR', IT: 'EUR', NL: 'EUR', BE: 'EUR', AT: 'EUR', PT: 'EUR', IE: 'EUR', FI: 'EUR', LU: 'EUR', GR: 'EUR', SK: 'EUR', SI: 'EUR', EE: 'EUR', LV: 'EUR', LT: 'EUR', MT: 'EUR', CY: 'EUR', HR: 'EUR', MC: 'EUR',
  GB: 'GBP', CH: 'CHF', LI: 'CHF', PL: 'PLN', SE: 'SEK', NO: 'NOK', DK: 'DKK', CZ: 'CZK', HU: 'HUF', RO: 'RON', TR: 'TRY', IL: 'ILS', AE: 'AED', BR: 'BRL',
  BG: 'BGN', IS: 'ISK', RS: 'RSD', BA: 'BAM', MK: 'MKD', AL: 'ALL', GE: 'GEL', UA: 'UAH', KZ: 'KZT', AZ: 'AZN', MD: 'MDL', BY: 'BYN', SA: 'SAR', QA: 'QAR', BH: 'BHD', KW: 'KWD', JO: 'JOD', EG: 'EGP', PK: 'PKR', TN: 'TND', LB: 'LBP', GI: 'GIP', FO: 'DKK', GL: 'DKK', XK: 'EUR', ME: 'EUR', AD: 'EUR', SM: 'EUR', VA: 'EUR',
};

/** A currency the statement names by label (`Currency: SEK`, `Valuta: NOK`, `All amounts in KRW`) settles it. */
const LABELLED = /\b(?:currency|ccy|valuta|w[äa]hrung|devise|moneda|moeda|waluta|valuta del conto|account currency|amounts? in|montants? en|importes? en|importi in|betr[äa]ge in|betrag in|bedrag in|valor em)\s*:?\s*([A-Z]{3}|euros?)\b/i;
/** A money column headed with its currency's code in brackets (`Amount (NZD)`, `Saldo (EUR)`). */
const HEADED = /\b(?:amount|balance|debits?|credits?|betrag|saldo|montant|solde|importe|importo|valor|bedrag|belopp|kwota)\s*[([]([A-Z]{3})[)\]]/i;

export const readCurrency = (printed: string): string | null => {
  // A code printed letter-spaced in a header (`S O M M E ( X O F )`) reads as the code.
  // (Two letters too in brackets: `P A I D O U T ( R S )`.)
  const text = withoutAcronyms(printed.replace(/(?<![\p{L}\d])[A-Z](?: [A-Z]){2}(?![\p{L}\d])/gu, (m) => m.replace(/ /g, '')).replace(/\( ?([A-Z]) ([A-Z]) ?\)/g, '($1$2)'));
  const labelled = (LABELLED.exec(text) ?? HEADED.exec(text))?.[1]?.toUpperCase().replace(/^EUROS?$/, 'EUR');
  if (labelled && CURRENCY_CODES.includes(labelled)) return labelled;
  const counts = new Map<string, number>();
  const bump = (c: string, n: number): void => void counts.set(c, (counts.get(c) ?? 0) + n);
  // (In the list's order, which breaks ties.)
  const printedCodes = codeCounts(text);
  for (const code of CURRENCY_CODES) {
    const n = printedCodes.get(code);
    if (n) bump(code, n * 2);
  }
  // (A `¥` among Chinese words and no Japanese kana is the yuan's.)
  const yuanSign = /\p{Script=Han}.*\p{Script=Han}/su.test(text) && !/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text);
  for (const [re, code] of SYMBOLS) {
    const n = text.match(re)?.length ?? 0;
    if (n) bump(code === 'JPY' && yuanSign && !text.includes('円') ? 'CNY' : code, n);
  }
  // `kr` is Swedish, Danish or Norwegian: the words around it say which.
  // (Or `kr` alone heading a column: `kr Transaktionsbelopp`.)
  const kronor = (text.match(/\d\s?kr\.?(?!\p{L})|\bkr\.?\s?\d|(?<![\p{L}\d.])kr\.?(?![\p{L}\d])/gu) ?? []).length;
  if (kronor) bump(kronaOf(text), kronor);
  // Figures grouped in lakhs (`8,00,435.88`) are South Asia's; India's unless the text names another country.
  const lakhs = (text.match(/(?<![\d,.])\d{1,2},\d{2},\d{3}(?:\.\d{2})?(?![\d,])/g) ?? []).length;
  if (lakhs) bump(countryOf(text, ['INR', 'PKR', 'BDT', 'LKR']) ?? 'INR', 1);
  const dollars = (text.match(/(?<![A-Za-z$])\$/g) ?? []).length;
  const dollarLands = ['USD', 'CAD', 'AUD', 'NZD', 'SGD', 'HKD', 'MXN', 'ARS', 'CLP', 'COP', 'BRL'];
  if (dollars) bump(countryOf(text, dollarLands) ?? cityCurrency(text, dollarLands) ?? 'USD', dollars);
  let best: string | null = null;
  let bestN = 0;
  for (const [c, n] of counts) if (n > bestN) [best, bestN] = [c, n];
  // (An account's IBAN, labelled, names its country outright: `IBAN PT62 …` beside a Portuguese `Agência`.)
  return best ?? ibanCurrency(text, false) ?? countryOf(text, null) ?? ibanCurrency(text, true) ?? countryOf(text, null, true) ?? swissGrouping(text) ?? cityCurrency(text, null) ?? scriptCurrency(text);
};

/** Thousands grouped by an apostrophe (`3'950.95`) where figures print them: Switzerland's and Liechtenstein's way. */
const swissGrouping = (text: string): string | null => ((text.match(/(?<![\d'])\d{1,3}'\d{3}[.,]\d{2}(?!\d)/g) ?? []).length >= 2 ? 'CHF' : null);

/**
 * The text without acronyms spelt out before them: `MINIMUM AMOUNT DUE(MAD)`, `Total Amount Due (TAD)`
 * name a figure, not dirhams.
 */
const withoutAcronyms = (text: string): string =>
  // (The code in brackets is found first and the words before it read after: a pattern starting at the
  // words tried every letter of the document and cost more than the rest of the currency reading.)
  text.replace(/ ?\(([A-Z]{3})\)/g, (whole: string, code: string, at: number) => {
    const words = /(\p{L})\p{L}*[ -]+(\p{L})\p{L}*[ -]+(\p{L})\p{L}*$/u.exec(text.slice(Math.max(0, at - 80), at));
    return words !== null && `${words[1]}${words[2]}${words[3]}`.toUpperCase() === code ? '' : whole;
  });

/**
 * Last resort, the script or language a statement is written in where it names no currency at all:
 * kana are Japanese (yen), Hangul Korean (won), Thai script Thai (baht), Scandinavian banking words
 * the krone or krona. Chinese characters alone say no one currency.
 */
const scriptCurrency = (text: string): string | null => {
  if ((text.match(/[\p{Script=Hiragana}\p{Script=Katakana}]/gu) ?? []).length >= 10) return 'JPY';
  if ((text.match(/\p{Script=Hangul}/gu) ?? []).length >= 10) return 'KRW';
  if ((text.match(/\p{Script=Thai}/gu) ?? []).length >= 10) return 'THB';
  if ((text.match(/\p{Script=Hebrew}/gu) ?? []).length >= 10) return 'ILS';
  if ((text.match(/\p{Script=Greek}/gu) ?? []).length >= 10) return 'EUR';
  // Simplified characters are the mainland's (`账户`, `银行`, `对账单`); traditional ones say no one place.
  if ((text.match(/[账银对额币计]/gu) ?? []).length >= 3) return 'CNY';
  // Cyrillic: Ukrainian, Serbian or Macedonian where their own letters are printed; Bulgarian where
  // `ъ` is and Russian's `ы` and `э` are not (`Извлечение по сметка`, `Начално салдо`); else Russian.
  if ((text.match(/\p{Script=Cyrillic}/gu) ?? []).length >= 10) {
    if (/[іїєґІЇЄҐ]/u.test(text)) return 'UAH';
    if (/[ђјљњћџЂЈЉЊЋЏ]/u.test(text)) return 'RSD';
    if (/[ѓќѕЃЌЅ]/u.test(text)) return 'MKD';
    return /[ъЪ]/u.test(text) && !/[ыэЫЭ]/u.test(text) ? 'BGN' : 'RUB';
  }
  // Banking words of one country's language: a Czech, Hungarian, Polish, Romanian, Turkish, Vietnamese
  // or Indonesian statement that prints no currency keeps its country's.
  for (const [re, code] of LANGUAGES) if (re.test(text)) return code;
  // A statement in Norwegian, Danish or Swedish that prints no currency keeps its country's krone or krona.
  if (/kontoutskrift|kontoudskrift|kontoutdrag|innskudd|indbetaling|ins[äa]ttning|bel[øo]p\b|bel[øo]b\b|\binn p[åa] konto|\but av konto/i.test(text)) return kronaOf(text);
  return null;
};

const LANGUAGES: readonly [RegExp, string][] = [
  [/(?<!\p{L})(výpis|zůstatek|připsáno|účtu|přehled transakcí|počáteční stav)/iu, 'CZK'],
  [/(?<!\p{L})(számlakivonat|egyenleg|jóváírás|terhelés|könyvelés)/iu, 'HUF'],
  [/(?<!\p{L})(wyciąg|rachunek|rachunku|saldo początkowe|uznania|obciążenia)/iu, 'PLN'],
  [/(?<!\p{L})(extras de cont|sold inițial|sold initial|sold final|rulaj)/iu, 'RON'],
  [/(?<!\p{L})(hesap özeti|hesap ekstresi|bakiye|açıklama)/iu, 'TRY'],
  [/(?<!\p{L})(sao kê|số dư|giao dịch)/iu, 'VND'],
  [/(?<!\p{L})(rekening koran|mutasi rekening|saldo awal|saldo akhir)/iu, 'IDR'],
  // The euro area's languages, where nothing names another country (a Swiss city or franc, a Latin
  // American one) before: German, Dutch, French, Italian, Finnish, the Baltic languages, Spanish, Portuguese.
  [/(?<!\p{L})(kontoauszug|buchungstag|verwendungszweck|kontostand|wertstellung|rekeningafschrift|rekeningoverzicht|afschrift|omschrijving|relev[ée] de compte|relev[ée] bancaire|extrait de compte|solde (pr[ée]c[ée]dent|cr[ée]diteur|d[ée]biteur)|estratto conto|movimenti|tiliote|tilitapahtumat|v[äa]ljav[õo]te|konta izraksts|s[ąa]skaitos i[šs]ra[šs]as|extracto|movimientos|extrato|movimentos)(?!\p{L})/iu, 'EUR'],
];

const kronaOf = (text: string): string => {
  if (/\.se\b|\bSE\d{2}\b|[äö]|kontoutdrag|insättning|uttag\b|bokförd/i.test(text)) return 'SEK';
  if (/\.no\b|\bNO\d{2}\b|beløp|kontoutskrift|innskudd|uttak\b|kontobevegelser/i.test(text)) return 'NOK';
  return 'DKK';
};

/** The currency of the country a statement shows most, among `allowed` (any when null). */
const countryOf = (text: string, allowed: readonly string[] | null, once = false): string | null => {
  let best: string | null = null;
  let bestN = 0;
  // A postal address is the holder's or the bank's: it settles a bare `$` before any country's name.
  const addressed = mostMatched(ADDRESSES, text, allowed);
  if (addressed) return addressed;
  for (const [re, code] of COUNTRIES) {
    if (allowed && !allowed.includes(code)) continue;
    const found = text.match(re) ?? [];
    // A web address or a national identifier is the issuer's; a country's name once may be a merchant's.
    const strong = found.some((f) => f.startsWith('.') || f === f.toUpperCase());
    const n = found.length;
    // (With nothing else to go by, a country named once will do.)
    if ((strong || n >= 2 || (once && n >= 1)) && n > bestN) [best, bestN] = [code, n];
  }
  return best;
};

/** The currency whose patterns the text matches most often, among `allowed` (any when null). */
const mostMatched = (table: readonly [RegExp, string][], text: string, allowed: readonly string[] | null): string | null => {
  let best: string | null = null;
  let bestN = 0;
  for (const [re, code] of table) {
    if (allowed && !allowed.includes(code)) continue;
    const n = (text.match(re) ?? []).length;
    if (n > bestN) [best, bestN] = [code, n];
  }
  return best;
};

/** The currency of the cities a statement names most, among `allowed` (any when null). */
const cityCurrency = (text: string, allowed: readonly string[] | null): string | null => mostMatched(CITIES, text, allowed);

/** The country of an IBAN labelled as one (`IBAN PT62 …`), or of an IBAN-shaped number when `unlabelled`. */
const ibanCurrency = (text: string, unlabelled: boolean): string | null => {
  const m = unlabelled ? /\b([A-Z]{2})\d{2}(?: ?[A-Z0-9]{4}){3,7}\b/.exec(text) : /\bIBAN\b[:\s]*([A-Z]{2})\d{2}/.exec(text);
  return m ? IBAN_CURRENCY[m[1]!] ?? null : null;
};
