import { ERROR_CODES } from '@common/errors';
import { generateText, Output, streamText, type ModelMessage } from 'ai';
import { z } from 'zod';
import { normalizeTags } from '@common/blogs';
import { BLOG_CATEGORIES, ENHANCEMENT_PRESETS, type BlogCategory } from '@common/constants';
import type { Config } from '../../config';
import { AppError } from '../../lib/errors';
import { escapeHtml } from '@common/html-escape';
import { htmlToText, sanitizeBlogHtml } from '../../lib/html/sanitize';
import { scoreCategory } from './builtin/category';
import { readingMinutes, truncateAtWord } from './builtin/text';
import { AI_MESSAGES, classifyAiError } from './errors';
import {
  buildEnhanceUserPrompt,
  ENHANCE_BLOG_SYSTEM,
  protectImages,
  unwrapHtmlAnswer,
} from './prompts/enhance-blog.v1';
import { buildGenerateUserPrompt, GENERATE_BLOG_SYSTEM } from './prompts/generate-blog.v1';
import type { ModelChoice } from './providers';
import type { BlogWriter, GenerateOptions, GeneratedPost, WriterImage, WriterPost } from './types';

/** What the model must return (validated by zod; lengths are clamped afterwards, not rejected). */
const modelOutputSchema = z.object({
  title: z.string().min(1),
  content: z.string().min(1),
  tags: z.array(z.string()),
  suggestedCategory: z.string(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  seoKeywords: z.array(z.string()),
});
export type ModelOutput = z.infer<typeof modelOutputSchema>;

const categoryOf = (value: string, post: WriterPost): BlogCategory =>
  BLOG_CATEGORIES.find((c) => c.toLowerCase() === value.trim().toLowerCase()) ??
  scoreCategory(post.caption, post.hashtags).category;

/** Plain prose (no tags at all) from a model becomes paragraphs. */
function asHtml(content: string): string {
  if (/<\/?(p|h[1-6]|ul|ol|li|blockquote)\b/i.test(content)) return content;
  return content
    .split(/\n{2,}/)
    .map((para) => para.trim())
    .filter(Boolean)
    .map((para) => `<p>${escapeHtml(para)}</p>`)
    .join('');
}

/** Model output → the stored shape: sanitized HTML, clean title, normalized tags, bounded SEO fields. */
function normalizeModelOutput(out: ModelOutput, post: WriterPost): GeneratedPost {
  const content = sanitizeBlogHtml(asHtml(out.content));
  const text = htmlToText(content);
  if (!text) throw new AppError(502, ERROR_CODES.aiInvalidOutput, AI_MESSAGES.invalidOutput);
  const title =
    truncateAtWord(htmlToText(out.title).replace(/^["'#\s]+|["'\s]+$/g, ''), 120) || truncateAtWord(text, 70);
  const tags = normalizeTags(out.tags.map((t) => t.toLocaleLowerCase())).slice(0, 10);
  return {
    title,
    content,
    tags: tags.length ? tags : normalizeTags(post.hashtags).slice(0, 10),
    suggestedCategory: categoryOf(out.suggestedCategory, post),
    seoTitle: truncateAtWord(htmlToText(out.seoTitle) || title, 60),
    seoDescription: truncateAtWord(htmlToText(out.seoDescription) || text, 160),
    seoKeywords: normalizeTags(out.seoKeywords).slice(0, 8),
    readingTime: readingMinutes(text),
  };
}

/** An answer still arriving: without the code fence a model may open it with (and a fence's first backticks at its end). */
const partialHtmlAnswer = (text: string) =>
  text
    .replace(/^\s*```(?:html)?\s*\n?/i, '')
    .replace(/\n?`{1,3}\s*$/, '')
    .trim();

/** Regenerate's request for another take (docs/product.md): a different title, structure and opening. */
const ANGLES = [
  '',
  'This is a second take: use a different title, a different structure (for example lists where a first draft would use prose) and open with a different sentence.',
  'This is another take: use a different title, reorder the sections and open with the most specific fact of the post.',
];

function generateMessages(post: WriterPost, images: WriterImage[], options: GenerateOptions): ModelMessage[] {
  const angle = options.angle ?? 0;
  const base = buildGenerateUserPrompt(post, images.length, options.pack, options.voice);
  const text = angle > 0 ? `${base}\n\n${ANGLES[((angle - 1) % (ANGLES.length - 1)) + 1]}` : base;
  return [
    {
      role: 'user',
      content: [
        { type: 'text', text },
        ...images.map((img) => ({ type: 'image' as const, image: img.bytes, mediaType: img.mediaType })),
      ],
    },
  ];
}

/** A writer backed by an AI SDK language model. */
export function modelWriter(choice: ModelChoice, config: Config): BlogWriter {
  const common = {
    model: choice.model,
    maxRetries: config.AI_MAX_RETRIES,
    timeout: config.AI_TIMEOUT_MS,
    temperature: 0.7,
  };
  const fail = (error: unknown, signal?: AbortSignal): never => {
    if (signal?.aborted) throw error; // stopped by the user: not a provider failure
    throw classifyAiError(error, choice.modelId);
  };
  /** The assistant's answer streamed (docs/decisions/035): each delta adds to the HTML shown so far. */
  async function streamedText(
    request: Parameters<typeof streamText>[0],
    onPartial: (html: string) => void,
    restore: (html: string) => string,
    signal: AbortSignal | undefined,
  ): Promise<string> {
    let streamError: unknown;
    const result = streamText({ ...request, onError: ({ error }) => void (streamError ??= error) });
    let text = '';
    try {
      for await (const delta of result.textStream) {
        text += delta;
        const html = sanitizeBlogHtml(restore(asHtml(partialHtmlAnswer(text))));
        if (htmlToText(html)) onPartial(html);
      }
      signal?.throwIfAborted();
    } catch (error) {
      return fail(streamError ?? error, signal);
    }
    // A stream that failed ends without throwing: its error is what onError kept.
    return streamError === undefined ? text : fail(streamError, signal);
  }

  return {
    info: {
      kind: 'ai',
      label: `${choice.provider} · ${choice.modelId}`,
      streams: true,
      acceptsImages: choice.acceptsImages,
      provider: choice.provider,
      model: choice.modelId,
      promptVersion: 'generate-blog.v1',
    },

    async generate(post, options = {}) {
      const images = choice.acceptsImages ? (options.images ?? []) : [];
      const request = {
        ...common,
        system: GENERATE_BLOG_SYSTEM,
        messages: generateMessages(post, images, options),
        output: Output.object({ schema: modelOutputSchema, name: 'blog_post' }),
        ...(options.signal ? { abortSignal: options.signal } : {}),
      };
      if (!options.onPartial) {
        const result = await generateText(request).catch((e: unknown) => fail(e, options.signal));
        return normalizeModelOutput(result.output, post);
      }
      let streamError: unknown;
      const result = streamText({ ...request, onError: ({ error }) => void (streamError ??= error) });
      let last = { title: '', content: '' };
      try {
        for await (const partial of result.partialOutputStream) {
          const next = { title: partial.title ?? '', content: partial.content ?? '' };
          if (next.title === last.title && next.content === last.content) continue;
          last = next;
          options.onPartial({ title: next.title, content: sanitizeBlogHtml(next.content) });
        }
        return normalizeModelOutput(await result.output, post);
      } catch (error) {
        return fail(streamError ?? error, options.signal);
      }
    },

    async enhance({ content, instruction: asked, preset }, options = {}) {
      // A request that names a preset is that preset, whatever its instruction text says.
      const instruction = ENHANCEMENT_PRESETS.find((p) => p.id === preset)?.instruction ?? asked;
      const guarded = protectImages(sanitizeBlogHtml(content));
      const request = {
        ...common,
        temperature: 0.4,
        system: ENHANCE_BLOG_SYSTEM,
        prompt: buildEnhanceUserPrompt(guarded.html, instruction),
        ...(options.signal ? { abortSignal: options.signal } : {}),
      };
      const text = options.onPartial
        ? await streamedText(request, options.onPartial, guarded.restore, options.signal)
        : (await generateText(request).catch((e: unknown) => fail(e, options.signal))).text;
      const html = sanitizeBlogHtml(guarded.restore(asHtml(unwrapHtmlAnswer(text))));
      if (!htmlToText(html) && !/<img/i.test(html))
        throw new AppError(502, ERROR_CODES.aiInvalidOutput, AI_MESSAGES.invalidOutput);
      return html;
    },
  };
}
