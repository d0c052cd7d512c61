import type { DocumentSignals } from '../../domain/statement.js';
import type { Finding } from './anomaly.js';

/**
 * Programs people edit or rebuild PDFs with. Banks render statements with their own output systems
 * (or Distiller, iText, PDFlib...), never with these; a statement that names one was opened and saved
 * again. Matched against both Producer and Creator, case-insensitively.
 */
const EDITING_TOOLS: readonly [RegExp, string][] = [
  [/photoshop/i, 'Adobe Photoshop'],
  [/illustrator/i, 'Adobe Illustrator'],
  [/\bgimp\b/i, 'GIMP'],
  [/inkscape/i, 'Inkscape'],
  [/ilovepdf/i, 'iLovePDF'],
  [/sejda/i, 'Sejda'],
  [/pdfescape/i, 'PDFescape'],
  [/smallpdf/i, 'Smallpdf'],
  [/pdf24/i, 'PDF24'],
  [/pdfelement|wondershare/i, 'Wondershare PDFelement'],
  [/nitro/i, 'Nitro PDF'],
  [/foxit (phantom|pdf editor)/i, 'Foxit PDF Editor'],
  [/pdf-xchange editor/i, 'PDF-XChange Editor'],
  [/pdffiller/i, 'pdfFiller'],
  [/dochub/i, 'DocHub'],
  [/soda ?pdf/i, 'Soda PDF'],
  [/canva/i, 'Canva'],
  [/libreoffice|openoffice/i, 'LibreOffice'],
  [/microsoft.{0,12}word|\bword\b/i, 'Microsoft Word'],
  [/microsoft.{0,12}excel|\bexcel\b/i, 'Microsoft Excel'],
  [/google docs/i, 'Google Docs'],
  [/acrobat pro|acrobat \d|adobe acrobat(?! distiller)/i, 'Adobe Acrobat'],
];

type EditSignals = Pick<DocumentSignals, 'producer' | 'creator' | 'creationDate' | 'modificationDate' | 'incrementalUpdates' | 'pagesWithMixedAmountFonts'>;

/** Signs that the PDF was changed after the bank produced it. Each sign is its own finding. */
export const findEditedPdf = (signals: EditSignals, editedAfterHours: number): Finding[] => {
  const findings: Finding[] = [];
  // One finding per tool: Word usually names itself as both producer and creator.
  const fields = [['producer', signals.producer], ['creator', signals.creator]] as const;
  const byTool = new Map<string, string[]>();
  for (const [field, value] of fields) {
    const tool = value ? EDITING_TOOLS.find(([pattern]) => pattern.test(value))?.[1] : undefined;
    if (tool && value) byTool.set(tool, [...(byTool.get(tool) ?? []), `${field} "${value}"`]);
  }
  for (const [tool, named] of byTool)
    findings.push({
      type: 'pdf_editing_tool',
      severity: 'high',
      description: `PDF ${named.join(', ')}`,
      reason: `the PDF ${named.map((n) => n.split(' ')[0]).join(' and ')} name${named.length === 1 ? 's' : ''} ${tool}, an editing program rather than a bank's statement system`,
    });
  if (signals.incrementalUpdates > 0)
    findings.push({
      type: 'pdf_incremental_update',
      severity: 'medium',
      description: `${signals.incrementalUpdates} incremental update${signals.incrementalUpdates === 1 ? '' : 's'}`,
      reason: `the file was saved again ${signals.incrementalUpdates} time${signals.incrementalUpdates === 1 ? '' : 's'} after it was first written (changes appended as incremental updates)`,
    });
  const hours = hoursBetween(signals.creationDate, signals.modificationDate);
  if (hours !== null && hours > editedAfterHours)
    findings.push({
      type: 'pdf_modified_after_creation',
      severity: 'medium',
      description: `created ${signals.creationDate}, modified ${signals.modificationDate}`,
      reason: `the PDF was modified ${formatHours(hours)} after it was created`,
    });
  if (signals.pagesWithMixedAmountFonts.length > 0)
    findings.push({
      type: 'mixed_amount_fonts',
      severity: 'high',
      description: `pages ${signals.pagesWithMixedAmountFonts.join(', ')}`,
      reason: `amounts on page${signals.pagesWithMixedAmountFonts.length === 1 ? '' : 's'} ${signals.pagesWithMixedAmountFonts.join(', ')} are set in more than one font, as when a figure is typed over`,
    });
  return findings;
};

const hoursBetween = (from: string | null, to: string | null): number | null => {
  if (!from || !to) return null;
  const a = Date.parse(from);
  const b = Date.parse(to);
  return Number.isNaN(a) || Number.isNaN(b) ? null : (b - a) / 3_600_000;
};

const formatHours = (hours: number): string => (hours >= 48 ? `${Math.floor(hours / 24)} days` : `${Math.round(hours)} hours`);
