import type { Config } from '../../config';
import { builtinWriter } from './builtin-writer';
import { modelWriter } from './model-writer';
import { getModel } from './providers';
import type { BlogWriter } from './types';

export type { BlogWriter, GeneratedPost, WriterImage, WriterPost } from './types';

/** The writer AI_PROVIDER selects: the built-in one by default, else an AI SDK model. */
export function createWriter(config: Config): BlogWriter {
  const choice = getModel(config);
  return choice ? modelWriter(choice, config) : builtinWriter;
}
