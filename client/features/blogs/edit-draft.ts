import type { RefObject } from 'react';
import type { z } from 'zod';
import { updateBlogSchema, type Blog } from '@common/blogs';
import { SEO_FIELDS, seoDraftOf } from '@client/features/seo';

/** The edited fields, checked by the update contract (limits and messages from common/blogs). */
export const editSchema = updateBlogSchema.pick({
  ...{ title: true, content: true, category: true, tags: true },
  ...{ seoTitle: true, seoDescription: true, slug: true, featuredImageAlt: true },
});
export type Draft = z.input<typeof editSchema>;
export const FIELDS = ['title', 'content', 'category', 'tags', ...SEO_FIELDS] as const;

export const draftOf = (b: Blog) => ({
  title: b.title,
  content: b.content,
  category: b.category ?? '',
  tags: b.tags.join(', '),
  ...seoDraftOf(b),
});

/** Edits not saved yet when the blog went live: the fields changed, and the content they started from. */
export interface Carried {
  base: string;
  values: Partial<Draft>;
}
export type Leaving = RefObject<Carried | null>;
