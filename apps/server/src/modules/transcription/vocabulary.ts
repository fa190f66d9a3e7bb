import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { analysisResults, type CaseRow } from '../../db/schema/index.js';

/**
 * Whisper's `prompt` is read as text that came before the audio: names in it are spelled that way
 * when heard. Whisper reads at most 224 tokens of it; ~600 characters stays well inside that.
 */
const MAX_PROMPT_CHARS = 600;
/** People and organisations a stored case analysis found most often. */
const ANALYSIS_NAMES = 12;

interface NamedEntity {
  value?: unknown;
  count?: unknown;
}

/** The most mentioned people and organisations of the case's stored analysis, if one was run (never computed here). */
async function analysedNames(db: Db, caseRow: CaseRow): Promise<string[]> {
  const [stored] = await db
    .select({ result: analysisResults.result })
    .from(analysisResults)
    .where(and(eq(analysisResults.organizationId, caseRow.organizationId), eq(analysisResults.kind, 'case'), eq(analysisResults.subjectId, caseRow.id)));
  const result = stored?.result as { key_people?: NamedEntity[]; key_organizations?: NamedEntity[] } | undefined;
  if (!result) return [];
  const entities = [...(Array.isArray(result.key_people) ? result.key_people : []), ...(Array.isArray(result.key_organizations) ? result.key_organizations : [])];
  return entities
    .filter((e): e is { value: string; count?: unknown } => typeof e?.value === 'string')
    .sort((a, b) => (Number(b.count) || 0) - (Number(a.count) || 0))
    .slice(0, ANALYSIS_NAMES)
    .map((e) => e.value);
}

/**
 * The words the engine should expect in this case's recordings: the matter, the parties, counsel,
 * the judge, and the names its analysis found. Nothing for an empty list.
 */
export async function caseVocabulary(db: Db, caseRow: CaseRow): Promise<string | undefined> {
  const names = [
    caseRow.name,
    caseRow.clientName,
    caseRow.opposingParty,
    caseRow.opposingCounsel,
    caseRow.attorneyName,
    caseRow.judge,
    ...caseRow.parties.flatMap((p) => [p.name, p.counsel]),
    ...(await analysedNames(db, caseRow)),
  ];
  const seen = new Set<string>();
  const kept: string[] = [];
  let length = 0;
  for (const raw of names) {
    const name = raw?.replace(/\s+/g, ' ').trim();
    if (!name || seen.has(name.toLowerCase())) continue;
    if (length + name.length + 2 > MAX_PROMPT_CHARS) break;
    seen.add(name.toLowerCase());
    kept.push(name);
    length += name.length + 2;
  }
  return kept.length > 0 ? `${kept.join(', ')}.` : undefined;
}
