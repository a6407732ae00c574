import type { Config } from '../../config';
import { builtinPromptSuggester, createBuiltinWriter } from './builtin-writer';
import { instrumentedWriter } from './instrumented';
import { modelPromptSuggester, type SuggestLogger } from './model-prompt-suggester';
import { modelWriter } from './model-writer';
import { getModel } from './providers';
import type { BlogWriter, PromptSuggester } from './types';

export type { BlogWriter, GeneratedPost, PromptSuggester, SuggestionSource, WriterImage, WriterPost } from './types';

/** The writer AI_PROVIDER selects: the built-in one by default, else an AI SDK model. */
export function createWriter(config: Config): BlogWriter {
  const choice = getModel(config);
  return instrumentedWriter(
    choice ? modelWriter(choice, config) : createBuiltinWriter({ paceMs: config.AI_BUILTIN_STREAM_PACE_MS }),
  );
}

/** The writing-prompt pre-fill AI_PROVIDER selects (a model falls back to the built-in one). */
export function createPromptSuggester(config: Config, log?: SuggestLogger): PromptSuggester {
  const choice = getModel(config);
  return choice ? modelPromptSuggester(choice, config, log) : builtinPromptSuggester;
}
