import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
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

/** The language model chosen by AI_PROVIDER / AI_MODEL / AI_BASE_URL / AI_API_KEY (getModel of the architecture). */
export function getModel(config: Config): ModelChoice | undefined {
  if (config.AI_PROVIDER === 'builtin') return undefined;
  const provider = config.AI_PROVIDER;
  const modelId = config.AI_MODEL ?? DEFAULT_MODELS[provider] ?? 'default';
  const baseURL = config.AI_BASE_URL?.replace(/\/+$/, '');
  const acceptsImages = config.AI_IMAGES === 'on' || (config.AI_IMAGES === 'auto' && provider !== 'openai-compatible');
  let model: LanguageModel;
  if (provider === 'openai') {
    // Chat Completions: the contract every OpenAI-compatible server also speaks.
    model = createOpenAI({ apiKey: config.AI_API_KEY, ...(baseURL ? { baseURL } : {}) }).chat(modelId);
  } else if (provider === 'anthropic') {
    model = createAnthropic({ apiKey: config.AI_API_KEY, ...(baseURL ? { baseURL } : {}) })(modelId);
  } else {
    model = createOpenAICompatible({
      name: 'openai-compatible',
      baseURL: baseURL ?? '',
      ...(config.AI_API_KEY ? { apiKey: config.AI_API_KEY } : {}),
      supportsStructuredOutputs: true,
    }).chatModel(modelId);
  }
  return { provider, modelId, model, acceptsImages };
}
