import type { PublishOverrides } from '@common/publish-overrides';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { slugify } from '../../integrations/publishers/content';
import type { PublisherContext, PublishInput } from '../../integrations/publishers/types';
import { outgoingHtml } from '../../lib/html/outgoing';
import { contentWithDisclosure } from './disclosure';
import { ownFeaturedImage, resolveFeaturedImage } from './featured-image';
import { inkgramSiteOf } from './inkgram-site';
import type { BlogRow, PublicationMeta } from './publications.repository';

export interface InputDeps {
  db: Db;
  config: Config;
  ctx: PublisherContext;
}

export interface InputOptions {
  slug: string;
  canonicalUrl: string | null;
  meta: PublicationMeta;
  publishAt: Date | null;
  /** The destination's own title, tags and excerpt (docs/decisions/046); null: the blog's. */
  overrides: PublishOverrides | null;
}

/** The slug a destination first got stays its slug (same URL); a new one takes the creator's, else the title's. */
export const slugFor = (blog: BlogRow, meta: PublicationMeta): string =>
  meta.slug ?? (blog.slug || slugify(blog.title) || `post-${blog.id}`);

/**
 * A destination's overrides over the blog's fields: the title, the tags, and the excerpt (which is
 * the platform's description field, so it also stands for the meta description there).
 */
export function withOverrides(input: PublishInput, overrides: PublishOverrides | null): PublishInput {
  if (!overrides) return input;
  const description = overrides.excerpt ?? input.seo.description;
  return {
    ...input,
    title: overrides.title ?? input.title,
    tags: overrides.tags ?? input.tags,
    excerpt: description,
    seo: { ...input.seo, description },
  };
}

/**
 * What a publisher is given for a blog on one destination: the one builder of the worker's input
 * (publication-runner.ts) and of the Publish dialog's preview (publish-preview.ts), so the preview
 * is what is sent. Inline pictures are placed on the platform by the worker afterwards.
 */
export async function publishInputFor(deps: InputDeps, blog: BlogRow, o: InputOptions): Promise<PublishInput> {
  const featuredImage = await ownFeaturedImage(deps.db, blog);
  const content = await contentWithDisclosure(deps.db, blog);
  const input: PublishInput = {
    title: blog.title,
    html: outgoingHtml(content),
    tags: blog.tags,
    category: blog.category,
    excerpt: blog.seoDescription,
    featuredImage: resolveFeaturedImage(featuredImage, deps.config, deps.ctx.http),
    canonicalUrl: o.canonicalUrl,
    slug: o.slug,
    mode: o.meta.mode ?? 'publish',
    publishAt: o.publishAt,
    seo: { title: blog.seoTitle, description: blog.seoDescription, slug: o.slug, imageAlt: blog.featuredImageAlt },
    remoteMediaId: o.meta.mediaId ?? null,
    ...(o.meta.originallyPublishedNote === undefined
      ? {}
      : { originallyPublishedNote: o.meta.originallyPublishedNote }),
  };
  const site = await inkgramSiteOf(deps.db, deps.config.PUBLIC_URL, blog, o.slug);
  if (site) input.site = site;
  return withOverrides(input, o.overrides);
}
