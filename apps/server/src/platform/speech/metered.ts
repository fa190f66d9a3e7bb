import type { Db } from '../../db/client.js';
import type { UsageContext } from '../ai/types.js';
import { audioUsageRecorder } from '../ai/usage.js';
import type { EngineInput, EngineResult, TranscriptionEngine } from './types.js';

/**
 * One engine call and its ai_usage row (every model call records its usage, which cost analytics
 * reads), priced by
 * the seconds of audio sent. Engines do not record usage themselves because only the caller knows
 * the firm, user and case; this is the one place that pairs the two.
 */
export async function transcribeMetered(engine: TranscriptionEngine, db: Db, usage: UsageContext, input: EngineInput): Promise<EngineResult> {
  const result = await engine.transcribe(input);
  await audioUsageRecorder(db)(usage, { provider: engine.provider, model: result.model, seconds: input.durationSeconds, local: engine.local });
  return result;
}
