import type { TimelineEntry } from '@app/contract';
import { quoteAt, sourceOf } from './extract/entities.js';
import { clip } from './extract/text.js';
import type { CaseMaterial } from './load.js';

const MAX_ENTRIES = 1000;
const normal = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

/**
 * Every dated statement of the case's documents (the sentence is the title and the quote) and the
 * case's own events, by date. One entry per date and document, and identical sentences once: a
 * date repeated through a brief is one fact, not ten.
 */
export function buildTimeline(material: CaseMaterial): TimelineEntry[] {
  const entries: TimelineEntry[] = [];
  const seen = new Set<string>();
  for (const doc of material.docs) {
    if (doc.date && doc.kind === 'email') {
      const subject = typeof doc.row.metadata.title === 'string' ? doc.row.metadata.title : doc.row.filename;
      seen.add(`${doc.date}:${doc.row.id}`);
      entries.push({
        id: `doc:${doc.row.id}:sent`,
        date: doc.date,
        title: clip(`E-mail: ${subject}`, 160),
        kind: 'document',
        source: { document_id: doc.row.id, filename: doc.row.filename, page_number: 1, quote: clip(subject) },
        event_id: null,
        event_type: null,
      });
    }
    for (const f of doc.findings) {
      for (const d of f.dates) {
        const sentence = quoteAt(f, d.start, d.quote);
        const perDoc = `${d.iso}:${doc.row.id}`;
        const perText = `${d.iso}:${normal(sentence)}`;
        if (seen.has(perDoc) || seen.has(perText)) continue;
        seen.add(perDoc);
        seen.add(perText);
        entries.push({
          id: `doc:${doc.row.id}:${f.page.pageNumber}:${d.start}`,
          date: d.iso,
          title: clip(sentence, 160),
          kind: 'document',
          source: sourceOf(f, d.start, d.end, d.quote),
          event_id: null,
          event_type: null,
        });
      }
    }
  }
  for (const e of material.events) {
    entries.push({
      id: `event:${e.id}`,
      date: e.startsAt.toISOString().slice(0, 10),
      title: e.title,
      kind: 'event',
      source: null,
      event_id: e.id,
      event_type: e.eventType,
    });
  }
  // Events first on a shared day: they are the firm's own record of it.
  return entries
    .sort((a, b) => a.date.localeCompare(b.date) || (a.kind === b.kind ? 0 : a.kind === 'event' ? -1 : 1))
    .slice(0, MAX_ENTRIES);
}
