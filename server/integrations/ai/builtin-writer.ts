import type { SourcePack } from '@common/source-pack';
import type { BlogWriter, PromptSuggester, WriterPackExtras } from './types';
import { composePost } from './builtin/compose';
import { applyPreset, presetFor } from './builtin/presets';
import { suggestPromptFromPost } from './builtin/prompt-suggest';
import { htmlPrefixes, paced } from './stream-pieces';

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

/** The built-in writer's answer on a selection streams in at most this many pieces. */
const ENHANCE_PIECES = 8;

/**
 * The offline default: deterministic, fast, no network (docs/architecture.md §4). Its assistant
 * answer streams in growing pieces (docs/decisions/035), `paceMs` apart (AI_BUILTIN_STREAM_PACE_MS:
 * 0 by default; the e2e suite sets it so that the growing proposal can be seen).
 */
export function createBuiltinWriter({ paceMs = 0 }: { paceMs?: number } = {}): BlogWriter {
  return {
    ...builtinWriter,
    async enhance({ content, instruction, preset }, options = {}) {
      const html = applyPreset(content, presetFor(instruction, preset));
      if (!options.onPartial) return html;
      for (const prefix of htmlPrefixes(html, ENHANCE_PIECES)) {
        options.onPartial(prefix);
        await paced(paceMs, options.signal);
      }
      return html;
    },
  };
}

/** The built-in writer without pacing (its answers stream at once). */
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
  enhance: async ({ content, instruction, preset }, options) => {
    const html = applyPreset(content, presetFor(instruction, preset));
    for (const prefix of options?.onPartial ? htmlPrefixes(html, ENHANCE_PIECES) : []) options?.onPartial?.(prefix);
    return html;
  },
};

/** The built-in writer's writing-prompt pre-fill, and the fallback of every model suggester. */
export const builtinPromptSuggester: PromptSuggester = {
  info: { kind: 'builtin', label: BUILTIN_LABEL },
  suggest: async (source) => ({ ...suggestPromptFromPost(source), writer: builtinPromptSuggester.info, note: null }),
};
