import type { SourcePack } from '@common/source-pack';
import type { BlogWriter, PromptSuggester, WriterPackExtras } from './types';
import { composePost } from './builtin/compose';
import { applyPreset, presetFor } from './builtin/presets';
import { suggestPromptFromPost } from './builtin/prompt-suggest';

const BUILTIN_LABEL = 'Built-in writer';

/** What the source pack adds to the post, as the built-in writer reads it. */
function packExtras(pack: SourcePack | undefined): WriterPackExtras | undefined {
  if (!pack) return undefined;
  return {
    mentions: pack.mentions,
    location: pack.location,
    slides: pack.slides.map((s) => ({ ocrText: s.text })),
    transcript: pack.transcript?.text ?? null,
    notes: pack.notes,
    answers: pack.answers ?? [],
  };
}

/** The offline default: deterministic, fast, no network (docs/architecture.md §4). */
export const builtinWriter: BlogWriter = {
  info: {
    kind: 'builtin',
    label: BUILTIN_LABEL,
    streams: false,
    acceptsImages: false,
    provider: null,
    model: null,
    // The structure-from-content writer of docs/decisions/008-ai-writers-and-blog-html.md (v1 was the template writer).
    promptVersion: 'builtin-writer.v2',
  },
  generate: async (post, options) =>
    composePost({ ...post, pack: post.pack ?? packExtras(options?.pack) }, options?.angle ?? 0, options?.voice),
  enhance: async ({ content, instruction, preset }) => applyPreset(content, presetFor(instruction, preset)),
};

/** The built-in writer's writing-prompt pre-fill, and the fallback of every model suggester. */
export const builtinPromptSuggester: PromptSuggester = {
  info: { kind: 'builtin', label: BUILTIN_LABEL },
  suggest: async (source) => ({ ...suggestPromptFromPost(source), writer: builtinPromptSuggester.info, note: null }),
};
