import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { LocalHashEmbedder } from './local-hash-embedder.js';
import { OpenAiEmbedder } from './openai-embedder.js';
import { createTextModel } from './text-models.js';
import { usageRecorder } from './usage.js';
import type { AiServices } from './types.js';
import type { LlmObserver } from '../metrics/llm-stats.js';

/** The language model (null unless configured) and the embedding engine; both record usage. */
export function createAiServices(config: Config, database: Database, observer?: LlmObserver): AiServices {
  const record = usageRecorder(database.db);
  const embeddings = config.ai.embeddings.provider === 'openai-compatible' ? new OpenAiEmbedder(config.ai.embeddings, record, observer) : new LocalHashEmbedder(record);
  return { text: createTextModel(config.ai.text, record, observer), embeddings };
}
