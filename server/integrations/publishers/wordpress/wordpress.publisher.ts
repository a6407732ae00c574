import { z } from 'zod';
import { normaliseSiteUrl, WORDPRESS_COM, wordpressPlatform } from '@common/platforms';
import { plainTags } from '../content';
import { callPlatform, modeOf, parseBody, trimSlash } from '../request';
import {
  PublishError,
  type ConnectionCredentials,
  type Publisher,
  type PublisherContext,
  type PublishInput,
  type RemotePost,
} from '../types';
import { attachMedia, ensureContentImage, ensureFeaturedMedia } from './wordpress-media';
import {
  ensureTerms,
  findPostBySlug,
  savePost,
  withdrawPost,
  type SavedWpPost,
  wpFailure,
  wpHeaders,
  wpUserSchema,
  type WpRest,
} from './wordpress-rest';
import {
  detectSeoPlugin,
  rankMathAfterSave,
  withOriginalNote,
  wordpressFields,
  yoastMeta,
  type SeoPlugin,
} from './wordpress-seo';

/** @link https://developer.wordpress.org/rest-api/using-the-rest-api/discovery/ — the index at the REST root. */
const indexSchema = z.object({
  namespaces: z.array(z.string()),
  authentication: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
});

type RestStyle = 'pretty' | 'query';

function restRoute(site: string, style: RestStyle, path: string, query: Record<string, string> = {}) {
  const qs = new URLSearchParams(query).toString();
  if (style === 'pretty') return `${site}/wp-json${path}${qs ? `?${qs}` : ''}`;
  return `${site}/?${new URLSearchParams({ rest_route: path, ...query }).toString()}`;
}

const NAME = wordpressPlatform.displayName;

/**
 * REST discovery: `/wp-json/` when pretty permalinks are on, else
 * `?rest_route=/`. Also reports whether application passwords are available on the site.
 */
async function discover(ctx: PublisherContext, site: string) {
  for (const style of ['pretty', 'query'] as const) {
    const res = await callPlatform(ctx.http, NAME, restRoute(site, style, '/'), {
      headers: { accept: 'application/json' },
    });
    const index = res.status === 200 ? indexSchema.safeParse(res.body).data : undefined;
    if (index?.namespaces.includes('wp/v2')) {
      const auth = index.authentication;
      const appPasswords = auth === undefined || (!Array.isArray(auth) && 'application-passwords' in auth);
      return { style, appPasswords };
    }
  }
  throw new PublishError(
    'permanent',
    `No WordPress REST API was found at ${site} (tried /wp-json/ and ?rest_route=/). Check the site address, and that no security plugin blocks the REST API.`,
  );
}

/** `draft`; `future` with `date_gmt` for a time ahead; else `publish`. */
function statusFields(input: PublishInput, mode: 'publish' | 'draft') {
  if (mode === 'draft') return { status: 'draft' };
  if (input.publishAt && input.publishAt.getTime() > Date.now()) {
    return { status: 'future', date_gmt: input.publishAt.toISOString().slice(0, 19) };
  }
  return { status: 'publish' };
}

function wpPublisher(
  ctx: PublisherContext,
  wp: WpRest,
  validateAccount: () => Promise<{ username: string; profileUrl: string | null; settings: Record<string, string> }>,
  /** `knownPlugin`: the SEO plugin found when the site was connected (the preview's; sending asks the site again). */
  opts: { seoPlugins: boolean; knownPlugin?: SeoPlugin },
): Publisher {
  /** The post's text fields, with the tags by name (the one builder of publish, update and preview). */
  const textFields = (input: PublishInput, plugin: SeoPlugin) => ({
    title: input.title,
    content: withOriginalNote(input.html, input, plugin),
    slug: input.seo.slug,
    tagNames: plainTags(input.tags),
    excerpt: input.seo.description ?? '',
  });

  /** Everything but the status: content, terms, excerpt, slug, featured image and SEO plugin fields. */
  const prepare = async (input: PublishInput) => {
    const plugin = opts.seoPlugins ? await detectSeoPlugin(ctx, wp) : null;
    const { tagNames, ...text } = textFields(input, plugin);
    const tags = await ensureTerms(ctx, wp, 'tags', tagNames);
    const categories = input.category ? await ensureTerms(ctx, wp, 'categories', [input.category]) : [];
    const media = input.featuredImage
      ? await ensureFeaturedMedia(ctx, wp, input.featuredImage, input.seo.slug, input.remoteMediaId)
      : undefined;
    const meta = plugin === 'yoast' ? yoastMeta(input) : undefined;
    const body = {
      ...text,
      tags,
      categories,
      ...(media ? { featured_media: media } : {}),
      ...(meta ? { meta } : {}),
    };
    return { body, media, plugin, tagsSent: tags.length };
  };

  /** After the post exists: the image attached with its alt text, Rank Math's fields; what landed. */
  const finish = async (
    saved: SavedWpPost,
    input: PublishInput,
    { media, plugin, tagsSent }: { media: number | undefined; plugin: SeoPlugin; tagsSent: number },
  ): Promise<RemotePost> => {
    if (media) await attachMedia(ctx, wp, media, saved.id, input.seo.imageAlt);
    if (plugin === 'rankmath') await rankMathAfterSave(ctx, wp, saved.id, input);
    const fields = wordpressFields(input, wp, saved, { plugin, seoPlugins: opts.seoPlugins, tagsSent, media });
    return { id: saved.id, url: saved.url, status: saved.status, mediaId: media ? String(media) : null, fields };
  };

  return {
    capabilities: wordpressPlatform.capabilities,
    preview(input) {
      const text = textFields(input, opts.seoPlugins ? (opts.knownPlugin ?? null) : null);
      return {
        title: text.title,
        tags: text.tagNames,
        excerpt: text.excerpt || null,
        // Core WordPress has no canonical field: only an SEO plugin's takes it.
        canonicalUrl: opts.seoPlugins && opts.knownPlugin ? input.canonicalUrl : null,
        format: 'html',
        body: text.content,
      };
    },
    validate: validateAccount,
    async publish(input) {
      const mode = modeOf(wp.platform, input);
      const { body, ...prepared } = await prepare(input);
      const saved = await savePost(ctx, wp, { ...body, ...statusFields(input, mode) });
      return finish(saved, input, prepared);
    },
    findExisting: (input) => findPostBySlug(ctx, wp, input.seo.slug, input.title),
    async update(remote, input) {
      const mode = modeOf(wp.platform, input);
      const { body, ...prepared } = await prepare(input);
      // A draft stays a draft unless asked to go live; a live post is never sent back to draft here.
      const status = mode === 'publish' ? statusFields(input, mode) : {};
      let saved = await savePost(ctx, wp, { ...body, ...status }, remote.id);
      // A post scheduled once keeps that date as a draft, and WordPress holds 'publish' until it
      // comes (cancelled, then published now): now is its date.
      if ('status' in status && status.status === 'publish' && saved.status === 'scheduled') {
        saved = await savePost(
          ctx,
          wp,
          { status: 'publish', date_gmt: new Date().toISOString().slice(0, 19) },
          remote.id,
        );
      }
      return finish(saved, input, prepared);
    },
    withdraw: (remote, how) => withdrawPost(ctx, wp, remote.id, how),
    uploadImage: (image) => ensureContentImage(ctx, wp, image),
  };
}

/** Self-hosted WordPress: site URL + username + application password (Basic auth). */
export function selfHostedWordPress(ctx: PublisherContext, creds: ConnectionCredentials): Publisher {
  const site = normaliseSiteUrl(creds.settings.apiUrl ?? '');
  let style: RestStyle = creds.settings.restStyle === 'query' ? 'query' : 'pretty';
  const password = creds.secret.replace(/\s+/g, '');
  // The login name used for Basic auth; the verified account's display slug may differ.
  const login = creds.settings.login ?? creds.username ?? '';
  const wp: WpRest = {
    platform: NAME,
    auth: `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`,
    route: (path, query) => restRoute(site, style, path, query),
    credential: 'application password',
  };
  return wpPublisher(
    ctx,
    wp,
    async () => {
      const found = await discover(ctx, site);
      style = found.style;
      if (!found.appPasswords) {
        throw new PublishError(
          'forbidden',
          'This WordPress site does not offer application passwords. They need HTTPS (or a site in the "local" environment); enable HTTPS and try again.',
        );
      }
      const res = await callPlatform(ctx.http, wp.platform, wp.route('/wp/v2/users/me', { context: 'edit' }), {
        headers: wpHeaders(wp),
      });
      if (res.status === 401 || res.status === 403) {
        throw new PublishError(
          'auth_expired',
          'WordPress did not accept this username and application password. Use an application password (not your login password), and make sure the server passes the Authorization header to WordPress.',
        );
      }
      if (res.status !== 200) throw wpFailure(wp, res, false);
      const me = parseBody(wp.platform, wpUserSchema, res, false);
      return {
        username: me.slug,
        profileUrl: site,
        settings: {
          apiUrl: site,
          restStyle: style,
          login,
          remoteUserId: String(me.id),
          // Which SEO fields the site can take (the Publish dialog says so before publishing).
          seoPlugin: (await detectSeoPlugin(ctx, wp)) ?? 'none',
        },
      };
    },
    { seoPlugins: true, knownPlugin: knownSeoPlugin(creds.settings.seoPlugin) },
  );
}

/** The plugin recorded at connect time ('none' and unknown values: none). */
const knownSeoPlugin = (value: string | undefined): SeoPlugin =>
  value === 'yoast' || value === 'rankmath' ? value : null;

/** @link https://developer.wordpress.com/docs/api/1.1/get/sites/%24site/ — public site information. */
const wpcomSiteSchema = z.object({ ID: z.number(), URL: z.string().url() });

/** The site as WordPress.com knows it (numeric id, address); undefined when it will not say. */
async function wpcomSite(ctx: PublisherContext, site: string) {
  const url = `${trimSlash(ctx.urls.wpcom)}/rest/v1.1/sites/${encodeURIComponent(site)}?fields=ID,URL`;
  const res = await callPlatform(ctx.http, WORDPRESS_COM, url, { headers: { accept: 'application/json' } });
  return res.status === 200 ? wpcomSiteSchema.safeParse(res.body).data : undefined;
}

/** WordPress.com: OAuth access token + site id or domain, through the wp/v2 proxy (Bearer). */
export function wordpressCom(ctx: PublisherContext, creds: ConnectionCredentials): Publisher {
  const siteId = (creds.settings.siteId ?? '').trim();
  const base = `${trimSlash(ctx.urls.wpcom)}/wp/v2/sites/${encodeURIComponent(siteId)}`;
  const wp: WpRest = {
    platform: WORDPRESS_COM,
    auth: `Bearer ${creds.secret}`,
    route: (path, query = {}) => {
      const qs = new URLSearchParams(query).toString();
      return `${base}${path.replace(/^\/wp\/v2/, '')}${qs ? `?${qs}` : ''}`;
    },
    credential: 'access token',
  };
  return wpPublisher(
    ctx,
    wp,
    async () => {
      const res = await callPlatform(ctx.http, wp.platform, wp.route('/wp/v2/users/me'), { headers: wpHeaders(wp) });
      if (res.status === 401 || res.status === 403) {
        throw new PublishError('auth_expired', `WordPress.com did not accept this access token for site ${siteId}.`);
      }
      if (res.status === 404)
        throw new PublishError('permanent', `WordPress.com has no site "${siteId}". Check the site id or domain.`);
      if (res.status !== 200) throw wpFailure(wp, res, false);
      const me = parseBody(wp.platform, wpUserSchema, res, false);
      const known = await wpcomSite(ctx, siteId);
      const profileUrl =
        known?.URL ?? (/^[a-z0-9.-]+\.[a-z]{2,}$/i.test(siteId) ? `https://${siteId}` : (me.link ?? null));
      // The site's numeric id and host identify the destination whether the id or the domain was typed.
      const site: Record<string, string> = known
        ? { wpcomSiteId: String(known.ID), siteHost: new URL(known.URL).host.toLowerCase() }
        : {};
      return {
        username: me.slug,
        profileUrl,
        settings: { siteId, remoteUserId: String(me.id), ...site, seoPlugin: 'none' },
      };
    },
    // WordPress.com's own SEO fields are not the plugins' REST routes.
    { seoPlugins: false },
  );
}
