import { sql } from 'drizzle-orm';
import { maySeeEngineSetup, type AiEnginesStatus } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import type { Caller } from '../../platform/http/caller.js';
import { engineInfoFor } from '../../platform/speech/engine-for-role.js';
import { queryRows } from './sql-rows.js';
import { vectorSupport } from './vector-support.js';

const LOCAL_TEXT_DESCRIPTION = 'Rule-based and extractive analysis, offline: no language model is configured (AI_PROVIDER=local).';

/**
 * What the system page shows: the language model, the embedding engine and how far embedding has
 * got for the caller's firm. "Pending" counts chunks from another engine plus processed documents
 * whose text has no chunks yet (counted as one each: their chunks do not exist until embedded).
 */
export async function enginesStatus(deps: AppDeps, caller: Pick<Caller, 'organizationId' | 'role'>): Promise<AiEnginesStatus> {
  const organizationId = caller.organizationId;
  const engine = deps.ai.embeddings;
  const support = await vectorSupport(deps.database);
  const [row] = await queryRows<{ embedded: number | string; stale: number | string; missing: number | string }>(deps.db, sql`
    select
      (select count(*) from page_chunks c where c.organization_id = ${organizationId} and c.engine = ${engine.id}) as embedded,
      (select count(*) from page_chunks c where c.organization_id = ${organizationId} and c.engine is distinct from ${engine.id}) as stale,
      (select count(*) from documents d
        where d.organization_id = ${organizationId} and d.status = 'processed' and d.deleted_at is null
          and not exists (select 1 from page_chunks c where c.document_id = d.id)
          and exists (select 1 from document_pages p where p.document_id = d.id and p.text ~ '[[:alnum:]]')) as missing`);
  const text = deps.ai.text;
  const warnings: string[] = [];
  if (support.warning) warnings.push(support.warning);
  // The search screen reads this too: how the speech engine is set up is for the administrator only.
  const speech = engineInfoFor(caller.role, deps.speech.info());
  // A configured engine that cannot run is worth a warning to the administrator, who can fix it;
  // none configured is a choice, said on its card.
  if (maySeeEngineSetup(caller.role) && speech.engine !== 'none' && !speech.available && speech.problem) warnings.push(`Transcription: ${speech.problem}`);
  return {
    text: text
      ? { provider: text.provider, model: text.model, description: `${text.model} through ${text.provider === 'anthropic' ? 'the Anthropic API' : 'an OpenAI-compatible endpoint'}; every call is recorded with its tokens and cost.` }
      : { provider: 'local', model: 'local', description: LOCAL_TEXT_DESCRIPTION },
    embeddings: {
      engine: engine.id,
      dimensions: engine.dimensions,
      description: engine.description,
      vector_index: support.index,
      pending_chunks: Number(row?.stale ?? 0) + Number(row?.missing ?? 0),
      embedded_chunks: Number(row?.embedded ?? 0),
    },
    transcription: speech,
    warnings,
  };
}
