import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { aiUsage, organizations } from '../../db/schema/index.js';
import { openTestDatabase } from '../../test/database.js';
import { audioUsageRecorder } from './usage.js';

describe('audioUsageRecorder', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let organizationId: string;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    await database.migrate();
    const [org] = await database.db.insert(organizations).values({ name: 'Audio Usage LLP' }).returning({ id: organizations.id });
    organizationId = org!.id;
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('writes one row per call: seconds of audio, no tokens, priced per minute or free when local', async () => {
    const record = audioUsageRecorder(database.db);
    const usage = { organizationId, userId: null, caseId: null, feature: 'transcription' as const };
    await record(usage, { provider: 'openai-compatible', model: 'whisper-1', seconds: 90, local: false });
    await record(usage, { provider: 'whisper-cpp', model: 'ggml-base.en.bin', seconds: 600, local: true });
    await record(usage, { provider: 'openai-compatible', model: 'my-own-whisper', seconds: 30, local: false });
    const rows = await database.db.select().from(aiUsage).where(eq(aiUsage.organizationId, organizationId));
    const byModel = new Map(rows.map((r) => [r.model, r]));
    expect(rows).toHaveLength(3);
    expect(byModel.get('whisper-1')).toMatchObject({ feature: 'transcription', inputTokens: 0, outputTokens: 0, audioSeconds: 90, priced: true });
    expect(byModel.get('whisper-1')?.costUsd).toBeCloseTo(0.009, 6);
    expect(byModel.get('ggml-base.en.bin')).toMatchObject({ provider: 'whisper-cpp', audioSeconds: 600, costUsd: 0, priced: true });
    expect(byModel.get('my-own-whisper')).toMatchObject({ costUsd: 0, priced: false });
  });
});
