import { z } from 'zod';
import { normaliseSiteUrl, WORDPRESS_COM, wordpressPlatform } from '@common/platforms';
import { escapeHtml } from '../../../lib/html/escape';
import { plainTags } from '../content';
import { callPlatform, parseBody, trimSlash } from '../request';
import {
  PublishError,
  type ConnectionCredentials,
  type Publisher,
  type PublisherContext,
  type PublishInput,
} from '../types';
import {
  createPost,
  ensureTerms,
  findPostBySlug,
  uploadMedia,
  wpFailure,
  wpHeaders,
  wpUserSchema,
  type WpRest,
} from './wordpress-rest';

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

function wpPublisher(
  ctx: PublisherContext,
  wp: WpRest,
  validateAccount: () => Promise<{ username: string; profileUrl: string | null; settings: Record<string, string> }>,
): Publisher {
  return {
    capabilities: wordpressPlatform.capabilities,
    validate: validateAccount,
    async publish(input: PublishInput) {
      const tags = await ensureTerms(ctx, wp, 'tags', plainTags(input.tags));
      const categories = input.category ? await ensureTerms(ctx, wp, 'categories', [input.category]) : [];
      const media = input.featuredImage ? await uploadMedia(ctx, wp, input.featuredImage) : undefined;
      const canonical = input.canonicalUrl
        ? `<p><em>Originally published at <a href="${escapeHtml(input.canonicalUrl)}">${escapeHtml(input.canonicalUrl)}</a>.</em></p>`
        : '';
      return createPost(ctx, wp, {
        title: input.title,
        content: input.html + canonical,
        status: 'publish',
        slug: input.slug,
        tags,
        categories,
        ...(input.excerpt ? { excerpt: input.excerpt } : {}),
        ...(media ? { featured_media: media } : {}),
      });
    },
    findExisting: (input) => findPostBySlug(ctx, wp, input.slug, input.title),
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
    reconnectHint: 'Reconnect WordPress with a new application password (Users → Profile → Application Passwords).',
  };
  return wpPublisher(ctx, wp, async () => {
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
      settings: { apiUrl: site, restStyle: style, login, remoteUserId: String(me.id) },
    };
  });
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
    reconnectHint: 'Reconnect WordPress.com with a new access token.',
  };
  return wpPublisher(ctx, wp, async () => {
    const res = await callPlatform(ctx.http, wp.platform, wp.route('/wp/v2/users/me'), { headers: wpHeaders(wp) });
    if (res.status === 401 || res.status === 403) {
      throw new PublishError('auth_expired', `WordPress.com did not accept this access token for site ${siteId}.`);
    }
    if (res.status === 404)
      throw new PublishError('permanent', `WordPress.com has no site "${siteId}". Check the site id or domain.`);
    if (res.status !== 200) throw wpFailure(wp, res, false);
    const me = parseBody(wp.platform, wpUserSchema, res, false);
    const profileUrl = /^[a-z0-9.-]+\.[a-z]{2,}$/i.test(siteId) ? `https://${siteId}` : (me.link ?? null);
    return { username: me.slug, profileUrl, settings: { siteId, remoteUserId: String(me.id) } };
  });
}
