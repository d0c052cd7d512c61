import { describe, expect, it } from 'vitest';
import { cellRole } from './headerWords.js';

const roleOf = (cell: string) => cellRole(cell.split(' '))?.role;

describe('cellRole', () => {
  it('reads the columns of Greek, Cyrillic, Hungarian, Czech, Turkish, Finnish and Baltic statements', () => {
    expect(['Ημερομηνία', 'Αιτιολογία', 'Χρέωση', 'Πίστωση', 'Υπόλοιπο'].map(roleOf)).toEqual(['date', 'description', 'debit', 'credit', 'balance']);
    expect(['Дата', 'Назначение платежа', 'Расход', 'Приход', 'Остаток'].map(roleOf)).toEqual(['date', 'description', 'debit', 'credit', 'balance']);
    expect(['Дата', 'Вальор', 'Описание', 'Дебит', 'Кредит', 'Салдо'].map(roleOf)).toEqual(['date', 'valueDate', 'description', 'debit', 'credit', 'balance']);
    expect(['Könyvelés dátuma', 'Értéknap', 'Megnevezés', 'Összeg', 'Egyenleg'].map(roleOf)).toEqual(['date', 'valueDate', 'description', 'amount', 'balance']);
    expect(['Popis', 'Částka', 'Zůstatek', 'İşlem Tarihi', 'Açıklama', 'Tutar', 'Bakiye'].map(roleOf)).toEqual(['description', 'amount', 'balance', 'date', 'description', 'amount', 'balance']);
    expect(['Päivämäärä', 'Selite', 'Määrä', 'Datums', 'Apraksts', 'Atlikums', 'Aprašymas', 'Likutis'].map(roleOf)).toEqual(['date', 'description', 'amount', 'date', 'description', 'balance', 'description', 'balance']);
  });

  it('reads the Norwegian and Danish `Valør` as a value date, and `Valor` alone as the amount', () => {
    expect(roleOf('Valør')).toBe('valueDate');
    expect(roleOf('Valor')).toBe('amount');
    expect(roleOf('Data valor')).toBe('valueDate');
  });

  it('reads `Payments - in` and `Payments in` as money in, and `Payments` alone as money out', () => {
    expect(roleOf('Payments - in')).toBe('credit');
    expect(roleOf('Payments in')).toBe('credit');
    expect(roleOf('Payments')).toBe('debit');
  });

  it('reads a date named with the direction money moved (`Tarikh Masuk / Trans. Date`) as a date column', () => {
    expect(roleOf('Tarikh Masuk / Trans. Date')).toBe('date');
    expect(roleOf('Wang Masuk')).toBe('credit');
  });

  it('reads Vietnamese words written as several syllables (`Số dư`, `Số tiền`, `Mô tả`, `Ngày GD`)', () => {
    expect(roleOf('Số dư (VND)')).toBe('balance');
    expect(roleOf('Số tiền')).toBe('amount');
    expect(roleOf('Mô tả')).toBe('description');
    expect(roleOf('Ngày GD')).toBe('date');
  });

  it('reads a heading in two languages run together by a slash by the side it knows as a word (`Transactiebedrag/Amount`, `Af/Bij`)', () => {
    expect(cellRole(['Transactiebedrag/Amount'])?.role).toBe('amount');
    expect(cellRole(['Omschrijving/Description'])?.role).toBe('description');
    expect(cellRole(['Af/Bij'])?.role).toBe('amount');
    expect(cellRole(['Debit/Credit'])?.role).toBe('amount');
  });

  it('reads `Urusniaga / Transaction Amount` as the amount, and `Umsatz / Verwendungszweck` as the text', () => {
    expect(roleOf('Urusniaga / Transaction Amount')).toBe('amount');
    expect(roleOf('Umsatz / Verwendungszweck')).toBe('description');
  });

  it('reads the Polish book-keeping columns `Winien` (`Wn`) and `Ma` as debit and credit', () => {
    expect(roleOf('Winien')).toBe('debit');
    expect(roleOf('Wn')).toBe('debit');
    expect(roleOf('Ma')).toBe('credit');
    expect(roleOf('Mã GD')).not.toBe('credit');
  });
});
