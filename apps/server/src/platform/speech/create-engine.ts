import type { FastifyBaseLogger } from 'fastify';
import type { TranscriptionConfig } from '../../config.js';
import { NoneEngine } from './none-engine.js';
import { OpenAiCompatibleEngine } from './openai-compatible.js';
import { PocketsphinxEngine } from './pocketsphinx.js';
import type { TranscriptionEngine } from './types.js';
import { WhisperCppEngine } from './whisper-cpp.js';

/**
 * The engine TRANSCRIPTION_ENGINE names. An engine that cannot run (whisper.cpp without its model
 * file, say) is still returned: it reports the problem in info() (the system page shows it) and a
 * warning is logged here, at start-up, where an administrator looks. The default (`auto`) is
 * PocketSphinx where it is installed and none elsewhere: a server without it is not misconfigured.
 */
export function createTranscriptionEngine(config: TranscriptionConfig, log: FastifyBaseLogger): TranscriptionEngine {
  const engine = build(config);
  const info = engine.info();
  if (engine.name !== 'none' && !info.available) {
    log.warn({ engine: info.engine, problem: info.problem }, `Transcription engine ${info.engine} is not available: ${info.problem ?? 'unknown problem'}`);
  } else if (engine.name !== 'none') {
    log.info({ engine: info.engine, model: info.model }, `Transcription engine: ${info.description}`);
  }
  return engine;
}

function build(config: TranscriptionConfig): TranscriptionEngine {
  const engine = config.engine;
  switch (engine.kind) {
    case 'openai-compatible':
      return new OpenAiCompatibleEngine({ baseUrl: engine.baseUrl, apiKey: engine.apiKey, model: engine.model, timeoutSeconds: config.timeoutSeconds });
    case 'whisper-cpp':
      return new WhisperCppEngine({ modelPath: engine.modelPath, timeoutSeconds: config.timeoutSeconds });
    case 'pocketsphinx': {
      const pocketsphinx = new PocketsphinxEngine({ binary: engine.binary, modelDir: engine.modelDir, timeoutSeconds: config.timeoutSeconds });
      return engine.onlyIfInstalled && !pocketsphinx.info().available ? new NoneEngine() : pocketsphinx;
    }
    default:
      return new NoneEngine();
  }
}
