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
});
