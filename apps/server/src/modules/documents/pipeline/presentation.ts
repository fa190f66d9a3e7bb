import type { Readable } from 'node:stream';
import { paginate, readAll, type ExtractedPage } from './extract.js';
import { ProcessingError } from './failures.js';
import { attr, relationships, xmlText } from './office-xml.js';
import { openZip, type ZipArchive } from './zip-guard.js';

const MAX_PPTX_BYTES = 100 * 1024 * 1024;

/** A slide's (or its notes') text: DrawingML paragraphs (<a:p>) as lines, their runs (<a:t>) joined. */
function drawingText(xml: string): string {
  const lines: string[] = [];
  for (const p of xml.matchAll(/<a:p\b[^>]*>([\s\S]*?)<\/a:p>/g)) {
    const line = p[1]!.replace(/<a:br\b[^>]*\/>/g, '<a:t>\n</a:t>');
    lines.push([...line.matchAll(/<a:t(?:\s[^>]*)?>([\s\S]*?)<\/a:t>/g)].map((m) => xmlText(m[1]!)).join(''));
  }
  return lines.map((l) => l.trim()).filter(Boolean).join('\n');
}

/** The speaker notes of a slide, found through the slide's own relationships. */
async function notesOf(zip: ZipArchive, slidePath: string): Promise<string> {
  const slash = slidePath.lastIndexOf('/');
  const dir = slidePath.slice(0, slash + 1);
  const rels = await zip.text(`${dir}_rels/${slidePath.slice(slash + 1)}.rels`);
  const notes = rels?.match(/<Relationship\b[^>]*relationships\/notesSlide"[^>]*>/)?.[0];
  const target = notes ? relationships(notes, dir).values().next().value : undefined;
  const xml = target ? await zip.text(target) : null;
  // Fields (the slide number on the notes page) are not notes.
  return xml ? drawingText(xml.replace(/<a:fld\b[\s\S]*?<\/a:fld>/g, '')) : '';
}

/**
 * Text of a PowerPoint deck, one page per slide in the deck's order (headed "Slide N"), its
 * speaker notes after the slide's text. Read only through zip-guard.
 */
export async function extractPptx(stream: Readable): Promise<ExtractedPage[]> {
  const zip = await openZip(await readAll(stream, MAX_PPTX_BYTES));
  const deck = await zip.text('ppt/presentation.xml');
  if (deck === null) throw new ProcessingError('This PowerPoint file is damaged (it has no slides list). Re-save it in PowerPoint and upload it again.');
  const targets = relationships((await zip.text('ppt/_rels/presentation.xml.rels')) ?? '', 'ppt/');
  const blocks: string[] = [];
  for (const m of deck.matchAll(/<p:sldId\b[^>]*>/g)) {
    const path = targets.get(attr(m[0], 'r:id') ?? '');
    const xml = path ? await zip.text(path) : null;
    if (xml === null) continue;
    const notes = await notesOf(zip, path!);
    blocks.push([`Slide ${blocks.length + 1}`, drawingText(xml), notes && `Notes:\n${notes}`].filter(Boolean).join('\n'));
    await new Promise((resolve) => setImmediate(resolve));
  }
  // A form feed is where paginate starts a new page.
  return paginate(blocks.join('\f'));
}
