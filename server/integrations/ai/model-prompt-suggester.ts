import { ERROR_CODES } from '@common/errors';
import { generateText, Output } from 'ai';
import { parseKeywords, PROMPT_LIMITS, promptFieldsSchema, type PromptFields } from '@common/prompts';
import type { Config } from '../../config';
import { AppError } from '../../lib/errors';
import { htmlToText } from '../../lib/html/sanitize';
import { truncateAtWord } from './builtin/text';
import { builtinPromptSuggester } from './builtin-writer';
import { AI_MESSAGES, classifyAiError, fallbackNote } from './errors';
import { buildSuggestUserPrompt, SUGGEST_PROMPT_SYSTEM } from './prompts/suggest-prompt.v1';
import type { ModelChoice } from './providers';
import type { PromptSuggester } from './types';

/** A pre-fill is interactive: the model gets at most this long (or AI_TIMEOUT_MS if shorter). */
const SUGGEST_TIMEOUT_CAP_MS = 30_000;

export interface SuggestLogger {
  warn(details: object, message: string): void;
}

const plain = (text: string) => htmlToText(text).replace(/\s+/g, ' ').trim();

/**
 * Model output → form fields within the prompt limits: plain text, lengths clamped, keywords
 * normalized. A title or description too short to save is an unusable answer.
 */
function normalizeSuggestion(out: PromptFields): PromptFields {
  const title = truncateAtWord(plain(out.title).replace(/^["'#\s]+|["'\s]+$/g, ''), PROMPT_LIMITS.titleMax);
  const description = truncateAtWord(plain(out.description), PROMPT_LIMITS.descriptionMax);
  if (title.length < PROMPT_LIMITS.titleMin || description.length < PROMPT_LIMITS.descriptionMin) {
    throw new AppError(502, ERROR_CODES.aiInvalidOutput, AI_MESSAGES.invalidOutput);
  }
  const keywords = parseKeywords(out.keywords.map((k) => plain(k).replace(/^#+/, '').toLowerCase()))
    .filter((k) => k.length <= PROMPT_LIMITS.keywordMax)
    .slice(0, PROMPT_LIMITS.keywordsMax);
  return {
    title,
    description,
    tone: truncateAtWord(plain(out.tone).toLowerCase(), PROMPT_LIMITS.toneMax, ''),
    audience: truncateAtWord(plain(out.audience), PROMPT_LIMITS.audienceMax),
    keywords,
  };
}

/**
 * Pre-fill by an AI SDK model (prompt module suggest-writing-prompt@1, zod-validated structured
 * output). Any provider failure falls back to the built-in writer, with a note saying so.
 */
export function modelPromptSuggester(choice: ModelChoice, config: Config, log?: SuggestLogger): PromptSuggester {
  const info = { kind: 'ai' as const, label: `${choice.provider} · ${choice.modelId}` };
  return {
    info,
    async suggest(source, options = {}) {
      try {
        const result = await generateText({
          model: choice.model,
          maxRetries: config.AI_MAX_RETRIES,
          timeout: Math.min(config.AI_TIMEOUT_MS, SUGGEST_TIMEOUT_CAP_MS),
          temperature: 0.7,
          system: SUGGEST_PROMPT_SYSTEM,
          prompt: buildSuggestUserPrompt(source),
          output: Output.object({ schema: promptFieldsSchema, name: 'writing_prompt' }),
          ...(options.signal ? { abortSignal: options.signal } : {}),
        });
        return { ...normalizeSuggestion(result.output), writer: info, note: null };
      } catch (error) {
        if (options.signal?.aborted) throw error; // the browser went away: nobody to answer
        const failure = classifyAiError(error, choice.modelId);
        const code = failure instanceof AppError ? failure.code : 'ai_unavailable';
        log?.warn({ code, writer: info.label }, 'prompt pre-fill fell back to the built-in writer');
        const fallback = await builtinPromptSuggester.suggest(source);
        return { ...fallback, note: fallbackNote(info.label, code) };
      }
    },
  };
}
