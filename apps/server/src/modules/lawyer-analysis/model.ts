import type { LawyerAnalysisContent } from '@app/contract';
import type { AiServices, UsageContext } from '../../platform/ai/types.js';

const SYSTEM =
  'You assist litigators. From the case facts and findings given, write an assessment of the case in at most six sentences: its strongest points, its main risks and what to do first. Use only the facts given. Plain prose, no preamble, no lists.';

const list = (title: string, items: { title: string; detail: string }[]) =>
  items.length === 0 ? `${title}: none.` : `${title}:\n${items.map((i) => `- ${i.title}: ${i.detail}`).join('\n')}`;

/** What the model is shown: the offline findings, which already carry their sources. */
export function promptFor(caseName: string, content: LawyerAnalysisContent): string {
  return [
    `Case: ${caseName}`,
    content.summary,
    list('Strengths', content.strengths),
    list('Risks', content.risks),
    list('Missing evidence', content.missing_evidence),
    `Key witnesses: ${content.key_witnesses.map((w) => `${w.name} (${w.mentions} mentions)`).join(', ') || 'none'}.`,
    list('Next steps', content.next_steps.map((s) => ({ title: s.title, detail: s.reason }))),
  ].join('\n\n');
}

/**
 * With a configured model, its assessment replaces the offline summary; the findings stay the
 * rules' (each has its source). Any failure keeps the offline result, labelled "local": a broken
 * provider never yields a made-up answer. The model's call writes its usage row (feature "analysis").
 */
export async function refineWithModel(
  ai: AiServices,
  caseName: string,
  content: LawyerAnalysisContent,
  usage: Omit<UsageContext, 'feature'>,
  log: { warn: (obj: object, msg: string) => void },
): Promise<{ engine: string; content: LawyerAnalysisContent }> {
  const model = ai.text;
  if (!model) return { engine: 'local', content };
  try {
    const summary = (await model.generate({ system: SYSTEM, prompt: promptFor(caseName, content), maxOutputTokens: 500 }, { ...usage, feature: 'analysis' })).trim();
    if (!summary) return { engine: 'local', content };
    return { engine: `${model.provider}:${model.model}`, content: { ...content, summary } };
  } catch (err) {
    log.warn({ err }, 'language model failed; keeping the offline lawyer analysis');
    return { engine: 'local', content };
  }
}
