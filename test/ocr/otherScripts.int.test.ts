/**
 * Scans printed in other scripts than Latin: English OCR data reads Cyrillic as look-alike Latin
 * letters and Chinese as noise. With the script models installed (scripts/ensure-system-deps.sh), the
 * engine finds the page's script and reads its words in it, while figures keep English's reading.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { processStatement } from '../../src/engine.js';
import type { StatementData } from '../../src/domain/statement.js';
import { installedScriptModels } from '../../src/extraction/ocr/scripts.js';
import { htmlScanPdf, statementHtml } from '../support/htmlScanPdf.js';

const read = async (html: string): Promise<StatementData> => {
  const result = await processStatement(await htmlScanPdf(html));
  if (result.status !== 'auto_analyzed') throw new Error(`engine failed: ${result.error.code}: ${result.error.message}`);
  return result.data;
};

beforeAll(() => {
  const missing = ['Cyrillic', 'HanS'].filter((m) => !installedScriptModels().includes(m));
  if (missing.length > 0) throw new Error(`tesseract's ${missing.join(', ')} models are missing: apt-get install tesseract-ocr-script-cyrl tesseract-ocr-script-hans (scripts/ensure-system-deps.sh does)`);
});

describe('OCR of scans in other scripts', () => {
  it('reads a Russian statement scanned at 200 dpi in Cyrillic: bank name, descriptions and labelled balances', async () => {
    const data = await read(
      statementHtml(
        ['ПАО Северный Банк', 'Выписка по счёту № 40817810099910004312', 'Период: 01.03.2024 – 31.03.2024', 'Входящий остаток: 125 400,00 RUB'],
        ['Дата', 'Описание операции', 'Приход', 'Расход', 'Остаток'],
        [
          ['02.03.2024', 'Перевод от Иванова И. И.', '15 000,00', '', '140 400,00'],
          ['05.03.2024', 'Оплата в магазине Пятёрочка', '', '2 345,50', '138 054,50'],
          ['11.03.2024', 'Снятие наличных в банкомате', '', '10 000,00', '128 054,50'],
          ['15.03.2024', 'Зарплата ООО Ромашка', '85 000,00', '', '213 054,50'],
        ],
        ['Исходящий остаток: 213 054,50 RUB'],
      ),
    );
    expect(data.bank_name).toBe('ПАО Северный Банк');
    expect(data.transactions.map((t) => [t.date, t.type, t.amount, t.balance])).toEqual([
      ['2024-03-02', 'deposit', 15000, 140400],
      ['2024-03-05', 'withdrawal', 2345.5, 138054.5],
      ['2024-03-11', 'withdrawal', 10000, 128054.5],
      ['2024-03-15', 'deposit', 85000, 213054.5],
    ]);
    expect(data.transactions.map((t) => t.description)).toEqual(['Перевод от Иванова И. И.', 'Оплата в магазине Пятёрочка', 'Снятие наличных в банкомате', 'Зарплата ООО Ромашка']);
    expect([data.opening_balance, data.end_month_balance, data.balance_equation_valid]).toEqual([125400, 213054.5, true]);
  });

  it('reads a Chinese statement scanned at 200 dpi: labels read whole (期初余额), figures exact, currency from the script', async () => {
    const data = await read(
      statementHtml(
        ['华夏商贸银行', '账户交易明细', '账号 6222 0210 0112 3456', '查询期间 2024-03-01 至 2024-03-31', '期初余额 25,400.00'],
        ['交易日期', '摘要', '支出', '存入', '余额'],
        [
          ['2024-03-02', '代发工资', '', '15,000.00', '40,400.00'],
          ['2024-03-05', '超市购物', '345.50', '', '40,054.50'],
          ['2024-03-11', '取款', '1,000.00', '', '39,054.50'],
          ['2024-03-20', '电费', '712.30', '', '38,342.20'],
        ],
        ['期末余额 38,342.20'],
      ),
    );
    expect(data.currency).toBe('CNY');
    expect(data.transactions.map((t) => [t.date, t.type, t.amount, t.balance])).toEqual([
      ['2024-03-02', 'deposit', 15000, 40400],
      ['2024-03-05', 'withdrawal', 345.5, 40054.5],
      ['2024-03-11', 'withdrawal', 1000, 39054.5],
      ['2024-03-20', 'withdrawal', 712.3, 38342.2],
    ]);
    expect(data.transactions.map((t) => t.description).slice(0, 3)).toEqual(['代发工资', '超市购物', '取款']);
    expect([data.opening_balance, data.end_month_balance, data.balance_equation_valid]).toEqual([25400, 38342.2, true]);
  });
});
