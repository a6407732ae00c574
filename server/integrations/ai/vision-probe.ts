import { APICallError, generateText } from 'ai';
import type { Config } from '../../config';
import type { ModelChoice } from './providers';

/**
 * Vision by capability, not by provider name (docs/decisions/026-stored-videos-and-saved-claim-checks.md): whether the configured model accepts
 * images is asked once, with a 1×1 PNG, and remembered per provider, endpoint and model (in memory
 * and in the store the caller gives, the database). AI_IMAGES=on|off overrides the probe. A
 * refusal (HTTP 400/404/415/422: 'image input not supported') is remembered; a failure that says
 * nothing about images (network, 429, 5xx, timeout) counts as 'no images' for this call only.
 */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4v8ABAASBAeByGhGbAAAAAElFTkSuQmCC',
  'base64',
);
export const PROBE_PROMPT = 'Reply with the single word OK.';

export interface CapabilityKey {
  provider: string;
  baseUrl: string;
  model: string;
}

export interface CapabilityStore {
  get(key: CapabilityKey): Promise<boolean | undefined>;
  set(key: CapabilityKey, acceptsImages: boolean): Promise<void>;
}

export interface VisionProbe {
  acceptsImages(): Promise<boolean>;
}

export function visionProbe(choice: ModelChoice, config: Config, store: CapabilityStore): VisionProbe {
  const key: CapabilityKey = { provider: choice.provider, baseUrl: config.AI_BASE_URL ?? '', model: choice.modelId };
  let known: boolean | undefined;
  let pending: Promise<boolean> | undefined;

  async function probe(): Promise<boolean> {
    const stored = await store.get(key).catch(() => undefined);
    if (stored !== undefined) return (known = stored);
    try {
      await generateText({
        model: choice.model,
        maxRetries: 0,
        timeout: Math.min(config.AI_TIMEOUT_MS, 30_000),
        maxOutputTokens: 5,
        messages: [
          {
            role: 'user',
            content: [
              { type: 'text', text: PROBE_PROMPT },
              { type: 'image', image: TINY_PNG, mediaType: 'image/png' },
            ],
          },
        ],
      });
      known = true;
    } catch (error) {
      const status = APICallError.isInstance(error) ? error.statusCode : undefined;
      if (status === undefined || ![400, 404, 415, 422].includes(status)) return false;
      known = false;
    }
    await store.set(key, known).catch(() => undefined);
    return known;
  }

  return {
    async acceptsImages() {
      if (config.AI_IMAGES !== 'auto') return config.AI_IMAGES === 'on';
      if (known !== undefined) return known;
      pending ??= probe().finally(() => (pending = undefined));
      return pending;
    },
  };
}
