import { Readable } from 'node:stream';
import { and, eq, inArray } from 'drizzle-orm';
import { REDACTION_REASON_LABELS, type RedactionReason } from '@app/contract';
import type { AppDeps } from '../../../deps.js';
import { productionRedactionSets, redactions, redactionSets, users, type ProductionRow } from '../../../db/schema/index.js';
import { classify } from './volume/classify.js';
import { burnIn, BurnInError, type BurnKind, type BurnRedaction, type BurnedDocument } from './volume/burn-in.js';
import { OcrWords } from './volume/burn-in-ocr.js';
import { MAX_IMAGED_PDF_BYTES } from './volume/limits.js';
import type { ProducedDocumentResult, VolumeSource } from './volume/index.js';

/*
 * A production that chooses a redaction set gets, for every document the set redacts, a source
 * that is already redacted: its pages burned in (volume/burn-in.ts) and handed to the builder as
 * an image-only PDF, its text what is still visible, and its metadata with every redacted string
 * replaced. So the builder never sees the original of a redacted document: no native, no text,
 * no file name or subject that could carry what was hidden. The set must be approved when the
 * build starts; otherwise the production fails with a reason and nothing is made.
 */

/** One line of the redaction log (no redacted text in it, only where and why). */
export interface RedactionLogLine {
  bates: string;
  document: string;
  reasons: string;
  authors: string;
  /** For the privilege log's "Redacted" entries (not written to the CSV). */
  document_id: string;
  reason_codes: RedactionReason[];
}

interface LogSource {
  documentId: string;
  filename: string;
  pageReasons: RedactionReason[][];
  authors: string;
}

const CLEAN = '[Redacted]';

/** Replaces every redacted string (case and spacing ignored) in a metadata value. */
export function scrub(value: string | null, quotes: readonly string[]): string | null {
  if (value === null) return null;
  let out = value;
  for (const quote of quotes) {
    const words = quote.trim().split(/\s+/).filter(Boolean);
    if (words.length === 0) continue;
    const pattern = new RegExp(words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[\\s_.-]*'), 'giu');
    out = out.replace(pattern, CLEAN);
  }
  return out;
}

async function readAll(stream: Readable, limit: number, filename: string, fail: (message: string) => Error): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      stream.destroy();
      throw fail(`"${filename}" has redactions but is larger than ${Math.round(limit / 1024 / 1024)} MB, too large to burn them in. Withhold it or split it, then make the production again.`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export interface RedactedProduction {
  sources: VolumeSource[];
  /** The redaction log's lines, by the numbers the build gave (empty without a set). */
  log(result: readonly ProducedDocumentResult[], bates: (n: number) => string): RedactionLogLine[];
  close(): Promise<void>;
}

export async function applyRedactions(deps: AppDeps, row: ProductionRow, sources: VolumeSource[], fail: (message: string) => Error): Promise<RedactedProduction> {
  const none: RedactedProduction = { sources, log: () => [], close: async () => undefined };
  const [chosen] = await deps.db
    .select({ set: redactionSets })
    .from(productionRedactionSets)
    .innerJoin(redactionSets, eq(redactionSets.id, productionRedactionSets.setId))
    .where(and(eq(productionRedactionSets.productionId, row.id), eq(productionRedactionSets.organizationId, row.organizationId)));
  if (!chosen) return none;
  const set = chosen.set;
  if (set.status !== 'approved') throw fail(`The redaction set "${set.name}" is not approved (it was reopened after the production was requested). Approve it, then make the production again.`);

  const ids = sources.filter((s) => !s.withheld).map((s) => s.documentId);
  const rows = ids.length
    ? await deps.db
        .select({ r: redactions, author: users.fullName })
        .from(redactions)
        .leftJoin(users, eq(users.id, redactions.authorId))
        .where(and(eq(redactions.setId, set.id), eq(redactions.organizationId, row.organizationId), inArray(redactions.documentId, ids)))
    : [];
  if (rows.length === 0) return none;
  const byDocument = new Map<string, typeof rows>();
  for (const r of rows) byDocument.set(r.r.documentId, [...(byDocument.get(r.r.documentId) ?? []), r]);

  const ocr = new OcrWords();
  const logged: LogSource[] = [];
  const wrapped = sources.map((source): VolumeSource => {
    const mine = byDocument.get(source.documentId);
    if (!mine || source.withheld) return source;
    const burnRedactions: BurnRedaction[] = mine.map(({ r }) => ({
      page: r.pageNumber,
      reason: r.reason,
      box: r.x !== null && r.y !== null && r.width !== null && r.height !== null ? { x: r.x, y: r.y, width: r.width, height: r.height } : null,
      span: r.start !== null && r.end !== null && r.quote !== null ? { start: r.start, end: r.end, quote: r.quote } : null,
    }));
    const quotes = [...new Set(burnRedactions.flatMap((r) => (r.span ? [r.span.quote] : [])))];
    const filename = scrub(source.filename, quotes) ?? source.filename;
    const entry: LogSource = { documentId: source.documentId, filename, pageReasons: [], authors: [...new Set(mine.map((m) => m.author ?? 'Former user'))].join('; ') };
    logged.push(entry);
    let burning: Promise<BurnedDocument> | null = null;
    const burned = () => {
      burning ??= (async () => {
        const texts = await source.text();
        const treatment = classify(source, texts);
        let kind: BurnKind;
        if (treatment.kind === 'pdf') kind = { kind: 'pdf', bytes: await readAll(await source.open(), MAX_IMAGED_PDF_BYTES, filename, fail) };
        else if (treatment.kind === 'image') kind = { kind: 'image', bytes: await readAll(await source.open(), MAX_IMAGED_PDF_BYTES, filename, fail), format: treatment.format };
        else if (texts.some((t) => t.trim())) kind = { kind: 'text' };
        else throw fail(`"${filename}" has redactions but neither pages nor text to burn them into, and a redacted document is never produced natively. Withhold it or remove its redactions, then make the production again.`);
        try {
          const done = await burnIn(kind, texts, burnRedactions, ocr);
          entry.pageReasons = done.pageReasons;
          return done;
        } catch (err) {
          if (err instanceof BurnInError) throw fail(`"${filename}" could not be redacted: ${err.message}. Nothing was produced.`);
          throw err;
        }
      })();
      return burning;
    };
    return {
      ...source,
      redacted: true,
      filename,
      // The builder images it as the PDF it now is; the original's type no longer matters.
      detectedType: 'pdf',
      contentType: 'application/pdf',
      author: scrub(source.author, quotes),
      from: scrub(source.from, quotes),
      to: scrub(source.to, quotes),
      cc: scrub(source.cc, quotes),
      bcc: scrub(source.bcc, quotes),
      subject: scrub(source.subject, quotes),
      custodian: scrub(source.custodian, quotes),
      text: async () => (await burned()).texts,
      open: async () => {
        const pdf = (await burned()).pdf;
        // Read once by the builder: the burned pages are not kept past it.
        burning = null;
        return Readable.from([Buffer.from(pdf)]);
      },
    };
  });

  return {
    sources: wrapped,
    log: (result, bates) => {
      const at = new Map(result.map((d) => [d.documentId, d]));
      const lines: RedactionLogLine[] = [];
      for (const entry of logged) {
        const produced = at.get(entry.documentId);
        if (!produced) continue;
        entry.pageReasons.forEach((reasons, i) => {
          if (reasons.length === 0) return;
          lines.push({ bates: bates(produced.begin + i), document: entry.filename, reasons: reasons.map((r) => REDACTION_REASON_LABELS[r]).join('; '), authors: entry.authors, document_id: entry.documentId, reason_codes: reasons });
        });
      }
      return lines;
    },
    close: () => ocr.close(),
  };
}

/** Keeps the production's redaction log (read by the redaction-log download and the privilege log). */
export async function saveRedactionLog(deps: AppDeps, productionId: string, lines: RedactionLogLine[]): Promise<void> {
  await deps.db.update(productionRedactionSets).set({ log: lines }).where(eq(productionRedactionSets.productionId, productionId));
}
