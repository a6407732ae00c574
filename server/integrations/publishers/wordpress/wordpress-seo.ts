import { z } from 'zod';
import { escapeHtml } from '@common/html-escape';
import type { StoredFields } from '@common/published-fields';
import { fieldReport, landed, notLanded, slugVerdict, tagsVerdict } from '../landed-fields';
import { callPlatform } from '../request';
import type { PublisherContext, PublishInput } from '../types';
import { wpFailure, wpHeaders, wpJson, type SavedWpPost, type WpRest } from './wordpress-rest';

/**
 * WordPress core has no SEO title, meta description or canonical field: Yoast SEO and Rank Math
 * do, and expose them through REST only while active. Detect, don't assume
 * (shared reference platform-changes-2026.md): the REST index lists their namespaces.
 */
export type SeoPlugin = 'yoast' | 'rankmath' | null;

const indexSchema = z.object({ namespaces: z.array(z.string()) });

/** Which SEO plugin the site runs, from the REST index; null when neither (or the index is unreadable). */
export async function detectSeoPlugin(ctx: PublisherContext, wp: WpRest): Promise<SeoPlugin> {
  const res = await callPlatform(ctx.http, wp.platform, wp.route('/'), { headers: wpHeaders(wp) });
  const namespaces = res.status === 200 ? (indexSchema.safeParse(res.body).data?.namespaces ?? []) : [];
  if (namespaces.includes('yoast/v1')) return 'yoast';
  if (namespaces.includes('rankmath/v1')) return 'rankmath';
  return null;
}

/**
 * Yoast's fields travel with the post, as registered post meta (`_yoast_wpseo_*`). Rank Math's go
 * through its own route after the post exists (`rankMathAfterSave`).
 * @link https://developer.yoast.com/customization/apis/rest-api/
 */
export function yoastMeta(input: PublishInput): Record<string, string> | undefined {
  const meta = {
    ...(input.seo.title ? { _yoast_wpseo_title: input.seo.title } : {}),
    ...(input.seo.description ? { _yoast_wpseo_metadesc: input.seo.description } : {}),
    ...(input.canonicalUrl ? { _yoast_wpseo_canonical: input.canonicalUrl } : {}),
  };
  return Object.keys(meta).length ? meta : undefined;
}

/** @link https://rankmath.com/kb/headless-cms-support/ — `POST /rankmath/v1/updateMeta`. */
export async function rankMathAfterSave(
  ctx: PublisherContext,
  wp: WpRest,
  postId: string,
  input: PublishInput,
): Promise<void> {
  const meta = {
    ...(input.seo.title ? { rank_math_title: input.seo.title } : {}),
    ...(input.seo.description ? { rank_math_description: input.seo.description } : {}),
    ...(input.canonicalUrl ? { rank_math_canonical_url: input.canonicalUrl } : {}),
  };
  if (!Object.keys(meta).length) return;
  const res = await callPlatform(ctx.http, wp.platform, wp.route('/rankmath/v1/updateMeta'), {
    method: 'POST',
    headers: wpJson(wp),
    body: JSON.stringify({ objectType: 'post', objectID: Number(postId), meta }),
  });
  if (res.status !== 200) throw wpFailure(wp, res, true);
}

/**
 * Without a canonical field, an 'Originally published at' sentence is the only pointer to the home
 * post: added where the creator asks for it (`originallyPublishedNote`), and by default only when
 * the site has no SEO plugin to carry the canonical URL.
 */
export function withOriginalNote(html: string, input: PublishInput, plugin: SeoPlugin): string {
  if (!input.canonicalUrl) return html;
  if (!(input.originallyPublishedNote ?? plugin === null)) return html;
  const url = escapeHtml(input.canonicalUrl);
  return `${html}<p><em>Originally published at <a href="${url}">${url}</a>.</em></p>`;
}

const PLUGIN_NAMES = { yoast: 'Yoast SEO', rankmath: 'Rank Math' } as const;

/**
 * Which fields landed on the site (docs/decisions/018-publishing-destinations-and-modes.md): the
 * SEO title and canonical URL only through an SEO plugin; the meta description also as the excerpt;
 * the slug and tags as WordPress kept them; the alt text on the featured image in the media library.
 * `seoPlugins` false: WordPress.com, whose SEO fields are not the plugins' routes.
 */
export function wordpressFields(
  input: PublishInput,
  wp: WpRest,
  saved: SavedWpPost,
  o: { plugin: SeoPlugin; seoPlugins: boolean; tagsSent: number; media: number | undefined },
): StoredFields {
  const plugin = o.plugin ? PLUGIN_NAMES[o.plugin] : null;
  const none = notLanded(
    o.seoPlugins
      ? `this ${wp.platform} site has no Yoast SEO or Rank Math`
      : `${wp.platform} takes no SEO title or canonical URL through its API`,
  );
  return fieldReport(input, wp.platform, {
    title: landed(),
    slug: slugVerdict(wp.platform, input.seo.slug, saved.slug),
    metaDescription: landed(plugin ? `in ${plugin} and as the post excerpt` : 'as the post excerpt'),
    seoTitle: plugin ? landed(`in ${plugin}`) : none,
    canonicalUrl: plugin ? landed(`in ${plugin}`) : none,
    tags: tagsVerdict(input.tags.length, saved.tagCount ?? o.tagsSent, `${wp.platform} takes at most 20`),
    featuredImageAlt: o.media
      ? landed('on the featured image in the media library')
      : notLanded(`the featured image did not reach ${wp.platform}`),
  });
}
