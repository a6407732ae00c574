import { z } from 'zod';

/**
 * Which of a blog's fields landed on a destination (docs/decisions/018-publishing-destinations-and-modes.md):
 * the publisher reports, per publication, what it sent and the platform took, and what it could not
 * set there and why ('this WordPress site has no Yoast SEO or Rank Math').
 */
export const PUBLISHED_FIELDS = [
  'title',
  'slug',
  'metaDescription',
  'seoTitle',
  'canonicalUrl',
  'tags',
  'featuredImageAlt',
] as const;
export type PublishedField = (typeof PUBLISHED_FIELDS)[number];

/** How each field is named in a sentence (the first word is capitalised where a sentence starts). */
export const PUBLISHED_FIELD_LABELS: Record<PublishedField, string> = {
  title: 'title',
  slug: 'slug',
  metaDescription: 'meta description',
  seoTitle: 'SEO title',
  canonicalUrl: 'canonical URL',
  tags: 'tags',
  featuredImageAlt: 'featured image alt text',
};

const field = z.enum(PUBLISHED_FIELDS);

/** What the worker stores with the publication's result (`metadata.fields`). */
export const storedFieldsSchema = z.object({
  landed: z.array(z.object({ field, note: z.string().optional() })),
  notLanded: z.array(z.object({ field, reason: z.string() })),
});
export type StoredFields = z.infer<typeof storedFieldsSchema>;

/** The API's shape: each field with its label; `note` says where or how much, `reason` why not. */
export const publishedFieldsSchema = z.object({
  landed: z.array(z.object({ field, label: z.string(), note: z.string().nullable() })),
  notLanded: z.array(z.object({ field, label: z.string(), reason: z.string() })),
});
export type PublishedFields = z.infer<typeof publishedFieldsSchema>;

export function withLabels(stored: StoredFields): PublishedFields {
  return {
    landed: stored.landed.map((f) => ({
      field: f.field,
      label: PUBLISHED_FIELD_LABELS[f.field],
      note: f.note ?? null,
    })),
    notLanded: stored.notLanded.map((f) => ({
      field: f.field,
      label: PUBLISHED_FIELD_LABELS[f.field],
      reason: f.reason,
    })),
  };
}

const capital = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);
const joined = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/**
 * The outcome in words: 'Landed: title, slug, meta description (as the post excerpt) and tags.' then
 * one sentence per reason: 'SEO title and canonical URL not set: this WordPress site has no Yoast SEO
 * or Rank Math.'
 */
export function fieldsSentences(fields: PublishedFields): { landed: string | null; notLanded: string[] } {
  const landed = fields.landed.map((f) => (f.note ? `${f.label} (${f.note})` : f.label));
  const reasons = new Map<string, string[]>();
  for (const f of fields.notLanded) reasons.set(f.reason, [...(reasons.get(f.reason) ?? []), f.label]);
  return {
    landed: landed.length ? `Landed: ${joined(landed)}.` : null,
    notLanded: [...reasons].map(([reason, labels]) => `${capital(joined(labels))} not set: ${reason}.`),
  };
}
