import { describe, expect, it } from 'vitest';
import { buildSignals } from '../testing/statementFactory.js';
import { findEditedPdf } from './editedPdf.js';

describe('signs the PDF was edited after the bank produced it', () => {
  it('finds nothing in a statement as the bank rendered it', () => {
    expect(findEditedPdf(buildSignals(), 24)).toEqual([]);
  });

  it.each([
    ['Adobe Photoshop 25.0', 'Adobe Photoshop'],
    ['iLovePDF', 'iLovePDF'],
    ['Sejda PDF Desktop (https://www.sejda.com)', 'Sejda'],
    ['Microsoft® Word for Microsoft 365', 'Microsoft Word'],
    ['Smallpdf.com', 'Smallpdf'],
  ])('names the editing tool in producer %j', (producer, tool) => {
    const [finding] = findEditedPdf(buildSignals({ producer }), 24);

    expect(finding).toMatchObject({ type: 'pdf_editing_tool', severity: 'high' });
    expect(finding!.reason).toContain(tool);
  });

  it('reports a tool named as both producer and creator once', () => {
    const findings = findEditedPdf(buildSignals({ producer: 'Microsoft® Word 2010', creator: 'Microsoft® Word 2010' }), 24);

    expect(findings.map((f) => f.reason)).toEqual([
      "the PDF producer and creator name Microsoft Word, an editing program rather than a bank's statement system",
    ]);
  });

  it('does not take a bank renderer or Distiller for an editing tool', () => {
    expect(findEditedPdf(buildSignals({ producer: 'Acrobat Distiller 10.1.16 (Windows)', creator: 'iText 5.5.13' }), 24)).toEqual([]);
  });

  it('flags incremental updates, a late modification date and mixed amount fonts, each once', () => {
    const signals = buildSignals({
      incrementalUpdates: 2,
      creationDate: '2024-04-01T06:00:00Z',
      modificationDate: '2024-04-09T14:00:00Z',
      pagesWithMixedAmountFonts: [2, 3],
    });

    const findings = findEditedPdf(signals, 24);

    expect(findings.map((f) => [f.type, f.severity])).toEqual([
      ['pdf_incremental_update', 'medium'],
      ['pdf_modified_after_creation', 'medium'],
      ['mixed_amount_fonts', 'high'],
    ]);
    expect(findings[1]!.reason).toBe('the PDF was modified 8 days after it was created');
    expect(findings[2]!.reason).toMatch(/pages 2, 3/);
  });

  it('allows a modification within the setting’s hours', () => {
    const signals = buildSignals({ creationDate: '2024-04-01T06:00:00Z', modificationDate: '2024-04-01T20:00:00Z' });

    expect(findEditedPdf(signals, 24)).toEqual([]);
    expect(findEditedPdf(signals, 12).map((f) => f.reason)).toEqual(['the PDF was modified 14 hours after it was created']);
  });
});
