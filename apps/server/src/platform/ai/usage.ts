import { audioCostUsd, costUsd } from '@app/contract';
import type { Db } from '../../db/client.js';
import { aiUsage } from '../../db/schema/index.js';
import type { UsageContext } from './types.js';

export interface ModelCall {
  provider: string;
  model: string;
  inputTokens: number;
  outputTokens: number;
}

export type RecordUsage = (usage: UsageContext, call: ModelCall) => Promise<void>;

/**
 * One ai_usage row per model or embedding call, priced from the contract's table. Written on the
 * main connection (not the caller's transaction): a call that happened costs money even if the
 * work around it rolls back.
 */
export function usageRecorder(db: Db): RecordUsage {
  return async (usage, call) => {
    const inputTokens = Math.max(0, Math.round(call.inputTokens));
    const outputTokens = Math.max(0, Math.round(call.outputTokens));
    const { cost, priced } = costUsd(call.model, inputTokens, outputTokens);
    await db.insert(aiUsage).values({
      organizationId: usage.organizationId,
      userId: usage.userId,
      caseId: usage.caseId,
      provider: call.provider,
      model: call.model,
      feature: usage.feature,
      inputTokens,
      outputTokens,
      costUsd: cost,
      priced,
    });
  };
}

export interface AudioCall {
  /** The engine's provider (`openai-compatible`, `whisper-cpp`). */
  provider: string;
  model: string;
  /** Seconds of audio sent: what hosted engines bill. */
  seconds: number;
  /** On the firm's own machine: free. */
  local: boolean;
}

/**
 * One ai_usage row per transcription call (one window), priced per minute of audio from the
 * contract's table; speech has no tokens, so both token counts are 0 and audio_seconds says how
 * much was sent.
 */
export function audioUsageRecorder(db: Db): (usage: UsageContext, call: AudioCall) => Promise<void> {
  return async (usage, call) => {
    const seconds = Math.max(0, call.seconds);
    const { cost, priced } = audioCostUsd(call.model, seconds, call.local);
    await db.insert(aiUsage).values({
      organizationId: usage.organizationId,
      userId: usage.userId,
      caseId: usage.caseId,
      provider: call.provider,
      model: call.model,
      feature: usage.feature,
      inputTokens: 0,
      outputTokens: 0,
      audioSeconds: seconds,
      costUsd: cost,
      priced,
    });
  };
}
