import type { IncomingFieldMap, IncomingRowError, IncomingTargetField } from '@app/contract';
import { batesRange, type DatRecord, type OptPage } from './load-file-parse.js';
import { fieldFor } from './field-map.js';

/**
 * What the load will do with each DAT row, decided before anything is written: a row that
 * passes names its Bates range, its files in the volume and its family's first row; a row that
 * fails has a reason. Pure, so every rule is tested without a database.
 */

export interface PlannedDocument {
  line: number;
  batesBegin: string;
  batesEnd: string;
  /** Every field as sent. */
  fields: Record<string, string>;
  /** Our fields the map gave a value. */
  mapped: Partial<Record<IncomingTargetField, string>>;
  native: string | null;
  text: string | null;
  /** Page images in page order (ZIP entries; a multi-page file appears once). */
  images: string[];
  /** The line of the family's first document, for an attachment. */
  parentLine: number | null;
}

export interface LoadPlan {
  documents: PlannedDocument[];
  errors: IncomingRowError[];
}

/** A Bates range already in the case (an earlier incoming volume). */
export interface ExistingRange {
  begin: string;
  end: string;
}

export interface PlanInput {
  rows: DatRecord[];
  /** Rows the parser refused (field count). */
  parseErrors: { line: number; reason: string }[];
  opt: OptPage[];
  fieldMap: IncomingFieldMap;
  /** The ZIP entry a load file path names, or null. */
  resolve(path: string): string | null;
  existing: ExistingRange[];
}

/** A volume without a Bates field in its map cannot be keyed: that is the user's map to fix, not a row's. */
export const NO_BATES_FIELD = 'Map one DAT field to the beginning Bates number (BEGBATES): documents are keyed by it.';

export function planLoad(input: PlanInput): LoadPlan {
  const errors: IncomingRowError[] = input.parseErrors.map((e) => ({ line: e.line, bates: null, reason: e.reason }));
  const beginField = fieldFor(input.fieldMap, 'bates_begin');
  if (!beginField) throw new Error(NO_BATES_FIELD);

  // Each OPT page by its Bates number (a page listed twice keeps its first path).
  const pageImage = new Map<string, OptPage>();
  for (const page of input.opt) if (page.bates && !pageImage.has(page.bates)) pageImage.set(page.bates, page);

  // Every Bates number taken, by whom: earlier volumes first, then rows in order.
  const taken = new Map<string, string>();
  for (const r of input.existing) for (const n of batesRange(r.begin, r.end) ?? [r.begin]) taken.set(n, `an earlier volume's ${r.begin}–${r.end}`);

  const planned: PlannedDocument[] = [];
  for (const row of input.rows) {
    const mapped: Partial<Record<IncomingTargetField, string>> = {};
    for (const [name, target] of Object.entries(input.fieldMap)) {
      const value = row.values[name]?.trim();
      if (target !== 'keep' && value && mapped[target] === undefined) mapped[target] = value;
    }
    const begin = mapped.bates_begin ?? '';
    const fail = (reason: string) => errors.push({ line: row.line, bates: begin || null, reason });
    if (!begin) {
      fail(`The row has no beginning Bates number (${beginField} is empty).`);
      continue;
    }
    const end = mapped.bates_end ?? begin;
    const range = batesRange(begin, end);
    if (!range) {
      fail(`${begin}–${end} is not a Bates range (the same prefix, ending at or after its beginning).`);
      continue;
    }
    const clash = range.find((n) => taken.has(n));
    if (clash) {
      fail(`Its Bates range ${begin}–${end} overlaps ${taken.get(clash)} at ${clash}.`);
      continue;
    }

    const images: string[] = [];
    let missing: string | null = null;
    for (const n of range) {
      const page = pageImage.get(n);
      if (!page) continue;
      const entry = input.resolve(page.path);
      if (!entry) {
        missing = `The image ${page.path} (page ${n}) is missing from the volume.`;
        break;
      }
      if (images[images.length - 1] !== entry) images.push(entry);
    }
    if (missing) {
      fail(missing);
      continue;
    }
    const native = mapped.native_path ? input.resolve(mapped.native_path) : null;
    if (mapped.native_path && !native) {
      fail(`The native file ${mapped.native_path} is missing from the volume.`);
      continue;
    }
    const text = mapped.text_path ? input.resolve(mapped.text_path) : null;
    if (mapped.text_path && !text) {
      fail(`The text file ${mapped.text_path} is missing from the volume.`);
      continue;
    }
    if (!native && !text && images.length === 0) {
      fail('The row has no native, no page images in the OPT and no text file: there is nothing to load.');
      continue;
    }
    for (const n of range) taken.set(n, `row ${row.line} (${begin}–${end})`);
    planned.push({ line: row.line, batesBegin: begin, batesEnd: end, fields: row.values, mapped, native, text, images, parentLine: null });
  }

  // Families: an attachment's BEGATTACH names its family's first document. A child whose family's
  // first document failed is not loaded either, so no family goes in without its head.
  const byBegin = new Map(planned.map((d) => [d.batesBegin, d]));
  const refusedBegins = new Set(errors.map((e) => e.bates).filter((b): b is string => b !== null));
  const documents: PlannedDocument[] = [];
  for (const doc of planned) {
    const head = doc.mapped.attach_begin;
    if (head && head !== doc.batesBegin) {
      const parent = byBegin.get(head);
      if (!parent) {
        errors.push({
          line: doc.line,
          bates: doc.batesBegin,
          reason: refusedBegins.has(head) ? `Its family's first document ${head} could not be loaded.` : `Its family's first document ${head} is not in the DAT.`,
        });
        byBegin.delete(doc.batesBegin);
        continue;
      }
      doc.parentLine = parent.line;
    }
    documents.push(doc);
  }
  // A child listed after a refused sibling-parent chain: drop descendants whose parent was dropped.
  const kept = new Set(documents.map((d) => d.line));
  const final = documents.filter((d) => d.parentLine === null || kept.has(d.parentLine));
  errors.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  return { documents: final, errors };
}
