import { createRequire } from 'node:module';
import type { createAnthropic as CreateAnthropic } from '@ai-sdk/anthropic';
import type { createOpenAI as CreateOpenAI } from '@ai-sdk/openai';
import type { createOpenAICompatible as CreateOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { Config } from '../../config';

export type ModelProvider = Exclude<Config['AI_PROVIDER'], 'builtin'>;

const DEFAULT_MODELS: Record<ModelProvider, string | undefined> = {
  openai: 'gpt-4o-mini',
  anthropic: 'claude-sonnet-4-5',
  'openai-compatible': undefined, // required: there is no sensible default for a self-hosted server
};

export interface ModelChoice {
  provider: ModelProvider;
  modelId: string;
  model: LanguageModel;
  acceptsImages: boolean;
}

// The provider SDKs (~0.4 s to load together) are loaded only when one is configured, so that the
// server's boot on the built-in writer does not wait for them.
const require = createRequire(import.meta.url);

/** The language model chosen by AI_PROVIDER / AI_MODEL / AI_BASE_URL / AI_API_KEY (getModel of the architecture). */
export function getModel(config: Config): ModelChoice | undefined {
  if (config.AI_PROVIDER === 'builtin') return undefined;
  const provider = config.AI_PROVIDER;
  const modelId = config.AI_MODEL ?? DEFAULT_MODELS[provider] ?? 'default';
  const baseURL = config.AI_BASE_URL?.replace(/\/+$/, '');
  // 'auto': images go whenever the one-time vision probe says the model accepts them (vision-probe.ts).
  const acceptsImages = config.AI_IMAGES !== 'off';
  let model: LanguageModel;
  if (provider === 'openai') {
    // Chat Completions: the contract every OpenAI-compatible server also speaks.
    const { createOpenAI } = require('@ai-sdk/openai') as { createOpenAI: typeof CreateOpenAI };
    model = createOpenAI({ apiKey: config.AI_API_KEY, ...(baseURL ? { baseURL } : {}) }).chat(modelId);
  } else if (provider === 'anthropic') {
    const { createAnthropic } = require('@ai-sdk/anthropic') as { createAnthropic: typeof CreateAnthropic };
    model = createAnthropic({ apiKey: config.AI_API_KEY, ...(baseURL ? { baseURL } : {}) })(modelId);
  } else {
    const { createOpenAICompatible } = require('@ai-sdk/openai-compatible') as {
      createOpenAICompatible: typeof CreateOpenAICompatible;
    };
    model = createOpenAICompatible({
      name: 'openai-compatible',
      baseURL: baseURL ?? '',
      ...(config.AI_API_KEY ? { apiKey: config.AI_API_KEY } : {}),
      supportsStructuredOutputs: true,
    }).chatModel(modelId);
  }
  return { provider, modelId, model, acceptsImages };
}
