import type { Readable } from 'node:stream';
import { paginate, readAll, type ExtractedPage } from './extract.js';
import { ProcessingError } from './failures.js';
import { attr, xmlText } from './office-xml.js';
import { openZip } from './zip-guard.js';

const MAX_ODF_BYTES = 100 * 1024 * 1024;
/** OpenDocument text, spreadsheet and presentation (LibreOffice's own formats). */
export const ODF_TYPES = new Set(['odt', 'ods', 'odp']);

/** Repeated empty cells keep later columns in place; past this many they only pad the row's end. */
const MAX_REPEATED_CELLS = 100;
const repeat = (tag: string, name: string, unit: string) => unit.repeat(Math.min(Number(attr(tag, name) ?? 1) || 1, MAX_REPEATED_CELLS));

/** A table cell on one line: its paragraphs and line breaks become spaces, then a tab. */
const cellText = (tag: string, inner: string | undefined) =>
  inner === undefined ? repeat(tag, 'table:number-columns-repeated', '\t') : `${inner.replace(/<\/text:(p|h)>|<text:line-break\b[^>]*\/>/g, ' ').replace(/<text:tab\b[^>]*\/>/g, ' ').trim()}\t`;

/** Plain text of an OpenDocument fragment: paragraphs and rows as lines, cells separated by tabs. */
function odfText(xml: string): string {
  return xmlText(
    xml
      .replace(/<text:s\b[^>]*\/>/g, (tag) => repeat(tag, 'text:c', ' '))
      .replace(/(<table:(?:covered-)?table-cell\b[^>]*?)(?:\/>|>([\s\S]*?)<\/table:(?:covered-)?table-cell>)/g, (_, tag: string, inner?: string) => cellText(tag, inner))
      .replace(/<text:tab\b[^>]*\/>/g, '\t')
      .replace(/<text:line-break\b[^>]*\/>/g, '\n')
      .replace(/<\/text:(p|h)>/g, '\n')
      .replace(/<\/table:table-row>/g, '\n')
      .replace(/<[^>]*>/g, ''),
  )
    .split('\n')
    .map((l) => l.replace(/\t+$/, '').trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Text of an OpenDocument file from its content.xml: a text document paginated like a Word file,
 * a spreadsheet one page per sheet ("Sheet: name"), a presentation one page per slide
 * ("Slide N"). Read only through zip-guard.
 */
export async function extractOdf(stream: Readable, type: string): Promise<ExtractedPage[]> {
  const zip = await openZip(await readAll(stream, MAX_ODF_BYTES));
  const content = await zip.text('content.xml');
  if (content === null) throw new ProcessingError('This OpenDocument file is damaged (it has no content). Re-save it in LibreOffice and upload it again.');
  const body = /<office:body\b[^>]*>([\s\S]*)<\/office:body>/.exec(content)?.[1] ?? '';
  if (type === 'ods') {
    const sheets = [...body.matchAll(/<table:table\b([^>]*)>([\s\S]*?)<\/table:table>/g)];
    return paginate(sheets.map((m) => `Sheet: ${xmlText(attr(m[1]!, 'table:name') ?? 'Sheet')}\n${odfText(m[2]!)}`).join('\f'));
  }
  if (type === 'odp') {
    const slides = [...body.matchAll(/<draw:page\b[^>]*>([\s\S]*?)<\/draw:page>/g)];
    return paginate(slides.map((m, i) => `Slide ${i + 1}\n${odfText(m[1]!)}`).join('\f'));
  }
  return paginate(odfText(body));
}
