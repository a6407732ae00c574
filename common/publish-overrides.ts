import { z } from 'zod';
import { idField } from './ids';

/**
 * Per-destination title, tags and excerpt (docs/decisions/046-per-destination-fields-and-preview.md):
 * what a creator sets for one destination instead of the blog's own. A field left out uses the
 * blog's; `tags: []` sends no tags there. The shape is checked here; each platform's limits (its
 * descriptor's `limits` and `tagsLimit`) by `overrideProblems`, on the client before sending and on
 * the server before storing.
 */

/**
 * Made on first use: the first segmenter of a page loads the grapheme rules (tens of milliseconds
 * on a phone), which every page importing these contracts would otherwise pay while it loads
 * (docs/performance.md, "Work a page does before it is used").
 */
let segmenter: Intl.Segmenter | undefined;
/** Characters as a reader counts them (graphemes: an emoji with its modifiers is one). */
export const characterCount = (text: string): number =>
  [...(segmenter ??= new Intl.Segmenter('en', { granularity: 'grapheme' })).segment(text)].length;

/** The widest any platform allows; the per-platform limits are checked by `overrideProblems`. */
const OUTER = { title: 500, tag: 200, tags: 30, excerpt: 3000 } as const;

export const publishOverridesSchema = z.strictObject(
  {
    title: z
      .string({ error: 'overrides.title must be text' })
      .trim()
      .min(1, 'The title for this destination cannot be empty: leave it out to use the blog’s title.')
      .max(OUTER.title, `The title for this destination must be at most ${OUTER.title} characters.`)
      .optional(),
    tags: z
      .array(
        z
          .string({ error: 'overrides.tags must be a list of text' })
          .trim()
          .max(OUTER.tag, `A tag for this destination must be at most ${OUTER.tag} characters.`),
        { error: 'overrides.tags must be a list of text' },
      )
      .max(OUTER.tags, `At most ${OUTER.tags} tags for one destination.`)
      .transform((tags) => cleanTags(tags))
      .optional(),
    excerpt: z
      .string({ error: 'overrides.excerpt must be text' })
      .trim()
      .min(1, 'The excerpt for this destination cannot be empty: leave it out to use the blog’s.')
      .max(OUTER.excerpt, `The excerpt for this destination must be at most ${OUTER.excerpt} characters.`)
      .optional(),
  },
  {
    error: (issue) => (issue.code === 'unrecognized_keys' ? `overrides takes title, tags and excerpt only` : undefined),
  },
);
export type PublishOverrides = z.infer<typeof publishOverridesSchema>;

/** The overrides as the API answers them (stored already checked). */
export const publishOverridesViewSchema = z.object({
  title: z.string().optional(),
  tags: z.array(z.string()).optional(),
  excerpt: z.string().optional(),
});

/** Tags as the creator meant them: no leading '#', no blanks, each once (case-insensitively). */
export function cleanTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().replace(/^#+/, '').trim();
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
  }
  return out;
}

export type OverrideField = keyof PublishOverrides;

/** What `overrideProblems` reads of a platform descriptor (common/platforms; structural, so this file needs none of it). */
export interface PlatformLimits {
  displayName: string;
  capabilities: {
    tagsLimit: number;
    limits: { titleMax: number; tagMax: number; excerptMax: number | null };
  };
}
export interface OverrideProblem {
  field: OverrideField;
  message: string;
}

/**
 * What a platform cannot take of these overrides, one message per problem naming the field, the
 * platform and its limit ('DEV takes at most 4 tags: 5 were given.'). Empty: everything fits.
 */
export function overrideProblems(platform: PlatformLimits, overrides: PublishOverrides): OverrideProblem[] {
  const { displayName: name, capabilities } = platform;
  const { titleMax, tagMax, excerptMax } = capabilities.limits;
  const problems: OverrideProblem[] = [];
  if (overrides.title !== undefined) {
    const n = characterCount(overrides.title);
    if (n > titleMax)
      problems.push({
        field: 'title',
        message: `Title for ${name}: at most ${titleMax} characters (this one has ${n}).`,
      });
  }
  if (overrides.tags !== undefined) {
    if (overrides.tags.length > capabilities.tagsLimit)
      problems.push({
        field: 'tags',
        message: `Tags for ${name}: at most ${capabilities.tagsLimit} (${overrides.tags.length} given).`,
      });
    const long = overrides.tags.find((t) => characterCount(t) > tagMax);
    if (long !== undefined)
      problems.push({
        field: 'tags',
        message: `Tags for ${name}: each at most ${tagMax} characters (“${long}” has ${characterCount(long)}).`,
      });
  }
  if (overrides.excerpt !== undefined) {
    const n = characterCount(overrides.excerpt);
    if (excerptMax === null)
      problems.push({ field: 'excerpt', message: `Excerpt for ${name}: ${name}’s API has no excerpt field.` });
    else if (n > excerptMax)
      problems.push({
        field: 'excerpt',
        message: `Excerpt for ${name}: at most ${excerptMax} characters (this one has ${n}).`,
      });
  }
  return problems;
}

/** The overrides with only the fields that differ from the blog's (what the dialog sends); undefined when none do. */
export function changedOverrides(
  blog: { title: string; tags: readonly string[]; excerpt: string | null },
  edited: PublishOverrides,
): PublishOverrides | undefined {
  const out: PublishOverrides = {};
  if (edited.title !== undefined && edited.title.trim() !== blog.title.trim()) out.title = edited.title.trim();
  if (edited.tags !== undefined) {
    const tags = cleanTags(edited.tags);
    const same = tags.length === blog.tags.length && tags.every((t, i) => t === blog.tags[i]);
    if (!same) out.tags = tags;
  }
  if (edited.excerpt !== undefined && edited.excerpt.trim() && edited.excerpt.trim() !== (blog.excerpt ?? '').trim())
    out.excerpt = edited.excerpt.trim();
  return Object.keys(out).length ? out : undefined;
}

/** `POST /api/blogs/:id/publish-preview`: the destination, and the overrides being edited (absent: the saved ones). */
export const publishPreviewRequestSchema = z.strictObject({
  platformConnectionId: idField('Choose a platform connection'),
  overrides: publishOverridesSchema.optional(),
});
export type PublishPreviewRequest = z.infer<typeof publishPreviewRequestSchema>;

/** What would be sent to one destination, built by the code that builds the publisher's payload. */
export const publishPreviewSchema = z.object({
  platformName: z.string(),
  displayName: z.string(),
  title: z.string(),
  tags: z.array(z.string()),
  excerpt: z.string().nullable(),
  canonicalUrl: z.string().nullable(),
  /** How the body travels: HTML, Markdown (DEV, Hashnode) or plain text (the AT Protocol's document). */
  format: z.enum(['html', 'markdown', 'text']),
  /** The body exactly as it is sent (HTML, Markdown or text). */
  body: z.string(),
  /** The body as sanitized HTML to show: the sent HTML itself, or the HTML the Markdown or text was made from. */
  html: z.string(),
  /** What the preview cannot show as it will be (pictures are uploaded to the platform when sending). */
  notes: z.array(z.string()),
});
export type PublishPreview = z.infer<typeof publishPreviewSchema>;

/** `PUT /api/publications/:id/overrides`: the destination's fields; null clears them. */
export const overridesUpdateSchema = z.strictObject({ overrides: publishOverridesSchema.nullable() });
export type OverridesUpdate = z.infer<typeof overridesUpdateSchema>;
