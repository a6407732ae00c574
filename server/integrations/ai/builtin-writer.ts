import type { BlogWriter } from './types';
import { composePost } from './builtin/compose';
import { applyPreset, presetFor } from './builtin/presets';

export const BUILTIN_LABEL = 'Built-in writer';

/** The offline default: deterministic, fast, no network (docs/architecture §4). */
export const builtinWriter: BlogWriter = {
  info: { kind: 'builtin', label: BUILTIN_LABEL, streams: false, acceptsImages: false },
  generate: async (post) => composePost(post),
  enhance: async ({ content, instruction, preset }) => applyPreset(content, presetFor(instruction, preset)),
};
