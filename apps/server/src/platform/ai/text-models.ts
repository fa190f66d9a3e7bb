import { generateText, type LanguageModel } from 'ai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { createAnthropic } from '@ai-sdk/anthropic';
import type { AiConfig } from '../../config.js';
import type { RecordUsage } from './usage.js';
import type { TextModel, UsageContext } from './types.js';
import { observed, type LlmObserver } from '../metrics/llm-stats.js';

/** A language model reached through the `ai` SDK; every successful call writes one usage row. */
class SdkTextModel implements TextModel {
  constructor(
    readonly provider: string,
    readonly model: string,
    private readonly languageModel: LanguageModel,
    private readonly record: RecordUsage,
    private readonly observer?: LlmObserver,
  ) {}

  async generate(input: { system: string; prompt: string; maxOutputTokens?: number }, usage: UsageContext): Promise<string> {
    const result = await observed(
      this.observer,
      { provider: this.provider, model: this.model, kind: 'text' },
      () =>
        generateText({
          model: this.languageModel,
          system: input.system,
          prompt: input.prompt,
          maxOutputTokens: input.maxOutputTokens ?? 1024,
          // One retry: callers fall back to the local engine, so a long retry chain only adds waiting.
          maxRetries: 1,
          timeout: 60_000,
        }),
      (r) => ({ inputTokens: r.usage.inputTokens ?? 0, outputTokens: r.usage.outputTokens ?? 0 }),
    );
    await this.record(usage, {
      provider: this.provider,
      model: this.model,
      inputTokens: result.usage.inputTokens ?? 0,
      outputTokens: result.usage.outputTokens ?? 0,
    });
    return result.text;
  }
}

/** The configured language model, or null for `local` (the rule-based engines need none). */
export function createTextModel(config: AiConfig['text'], record: RecordUsage, observer?: LlmObserver): TextModel | null {
  switch (config.provider) {
    case 'local':
      return null;
    case 'openai-compatible': {
      const provider = createOpenAICompatible({
        name: 'openaiCompatible',
        baseURL: config.baseUrl,
        ...(config.apiKey ? { apiKey: config.apiKey } : {}),
        includeUsage: true,
      });
      return new SdkTextModel('openai-compatible', config.model, provider.chatModel(config.model), record, observer);
    }
    case 'anthropic': {
      const provider = createAnthropic({ apiKey: config.apiKey, ...(config.baseUrl ? { baseURL: config.baseUrl } : {}) });
      return new SdkTextModel('anthropic', config.model, provider(config.model), record, observer);
    }
  }
}
