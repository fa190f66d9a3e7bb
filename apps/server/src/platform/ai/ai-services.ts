import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { AiServices } from './types.js';

/** PLACEHOLDER (session 3 groundwork): the AI helper replaces this with the configured engines. */
export function createAiServices(_config: Config, _database: Database): AiServices {
  return {
    text: null,
    embeddings: {
      id: 'local-hash-v1',
      dimensions: 256,
      description: 'placeholder',
      embed: (texts) => Promise.resolve(texts.map(() => new Array<number>(256).fill(0))),
    },
  };
}
