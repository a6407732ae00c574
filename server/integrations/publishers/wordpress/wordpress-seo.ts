import { z } from 'zod';
import { escapeHtml } from '@common/html-escape';
import { callPlatform } from '../request';
import type { PublisherContext, PublishInput } from '../types';
import { wpFailure, wpHeaders, wpJson, type WpRest } from './wordpress-rest';

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
