import { DOCUMENT_KINDS, type DocumentAnalysis, type DocumentKind } from '@app/contract';
import type { AiServices, UsageContext } from '../../platform/ai/types.js';
import { aggregateEntities, quoteAt } from './extract/entities.js';
import { formatMoney } from './extract/money.js';
import { clip } from './extract/text.js';
import type { DocMaterial } from './load.js';
import { summarize } from './summarize.js';

const MAX_LIST = 100;
/** What a model is sent at most (characters): enough for the caption, the opening and the gist. */
export const MODEL_INPUT_CHARS = 12_000;

/** The offline analysis of one processed document (engine "local"). */
export function analyseDocumentLocally(doc: DocMaterial): DocumentAnalysis {
  const keyDates = new Map<string, DocumentAnalysis['key_dates'][number]>();
  const amounts = new Map<string, DocumentAnalysis['amounts'][number]>();
  const citations = new Map<string, DocumentAnalysis['citations'][number]>();
  for (const f of doc.findings) {
    const page = f.page.pageNumber;
    for (const d of f.dates) {
      if (!keyDates.has(d.iso)) keyDates.set(d.iso, { date: d.iso, label: clip(quoteAt(f, d.start, d.quote), 140), page_number: page, quote: d.quote });
    }
    for (const m of f.money) {
      const value = formatMoney(m.amount, m.currency);
      if (!amounts.has(`${value}:${page}`)) amounts.set(`${value}:${page}`, { value, amount: m.amount, currency: m.currency, page_number: page, quote: quoteAt(f, m.start, m.quote) });
    }
    for (const c of f.citations) {
      if (!citations.has(`${c.value}:${page}`)) citations.set(`${c.value}:${page}`, { value: c.value, kind: c.kind, page_number: page, quote: quoteAt(f, c.start, c.quote) });
    }
  }
  return {
    document_id: doc.row.id,
    engine: 'local',
    summary: summarize(doc.text),
    document_type: doc.kind,
    type_confidence: doc.confidence,
    entities: aggregateEntities(doc.findings),
    key_dates: [...keyDates.values()].sort((a, b) => a.date.localeCompare(b.date)).slice(0, MAX_LIST),
    amounts: [...amounts.values()].sort((a, b) => b.amount - a.amount).slice(0, MAX_LIST),
    citations: [...citations.values()].slice(0, MAX_LIST),
    generated_at: new Date().toISOString(),
  };
}

const SUMMARY_SYSTEM =
  'You summarise documents for lawyers. Answer with a factual summary of at most five sentences, in plain prose, using only facts stated in the document. No preamble.';
const CLASSIFY_SYSTEM = `You classify legal documents. Answer with exactly one word from this list: ${DOCUMENT_KINDS.join(', ')}.`;

function parseKind(answer: string): DocumentKind | null {
  const word = answer.toLowerCase().replace(/e-mail/g, 'email').match(/[a-z]+/g) ?? [];
  return (word.find((w) => (DOCUMENT_KINDS as readonly string[]).includes(w)) as DocumentKind | undefined) ?? null;
}

/**
 * With a configured model, a better summary and a second opinion on the kind. Any failure keeps
 * the local result as it is (and labelled "local"): a broken provider never yields a made-up answer.
 */
export async function refineWithModel(
  ai: AiServices,
  doc: DocMaterial,
  local: DocumentAnalysis,
  usage: Omit<UsageContext, 'feature'>,
  log: { warn: (obj: object, msg: string) => void },
): Promise<DocumentAnalysis> {
  const model = ai.text;
  if (!model || !doc.text.trim()) return local;
  const excerpt = doc.text.slice(0, MODEL_INPUT_CHARS);
  const prompt = `Filename: ${doc.row.filename}\n\n${excerpt}`;
  try {
    const summary = (await model.generate({ system: SUMMARY_SYSTEM, prompt, maxOutputTokens: 400 }, { ...usage, feature: 'summary' })).trim();
    const kindAnswer = await model.generate({ system: CLASSIFY_SYSTEM, prompt, maxOutputTokens: 10 }, { ...usage, feature: 'classification' });
    const kind = parseKind(kindAnswer);
    if (!summary) return local;
    return {
      ...local,
      engine: `${model.provider}:${model.model}`,
      summary,
      // A model that agrees with the rules raises the confidence; one that disagrees wins only on an
      // e-mail-free call (the pipeline's e-mail headers are facts, not guesses).
      ...(kind && local.document_type !== 'email'
        ? { document_type: kind, type_confidence: kind === local.document_type ? Math.max(local.type_confidence, 0.9) : 0.75 }
        : {}),
    };
  } catch (err) {
    log.warn({ err }, 'language model failed; keeping the local analysis');
    return local;
  }
}
