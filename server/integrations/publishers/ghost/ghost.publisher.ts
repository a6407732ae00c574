import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { GHOST_KEY_PATTERN, ghostPlatform } from '@common/platforms';
import { plainTags } from '../content';
import { callPlatform, classifyStatus, jsonHeaders, parseBody, trimSlash, type JsonResponse } from '../request';
import { PublishError, type ConnectionCredentials, type Publisher, type PublisherContext } from '../types';

const NAME = ghostPlatform.displayName;
const RECONNECT = 'Reconnect Ghost with the Admin API key of a custom integration.';

/** @link https://ghost.org/docs/admin-api/#errors — `{errors:[{message,type,context}]}`. */
const errorSchema = z.object({
  errors: z.array(z.object({ message: z.string(), context: z.string().nullish(), type: z.string().optional() })),
});
const siteSchema = z.object({ site: z.object({ title: z.string(), url: z.string() }) });
const postsSchema = z.object({
  posts: z.array(z.object({ id: z.string(), url: z.string(), slug: z.string().optional() })),
});

const b64url = (input: Buffer | string) => Buffer.from(input).toString('base64url');

/**
 * The short-lived Admin API token: HS256 over `{iat, exp, aud:"/admin/"}` with the key id as `kid`,
 * signed with the hex-decoded secret; Ghost refuses tokens older than 5 minutes.
 * @link https://ghost.org/docs/admin-api/#token-authentication
 */
export function ghostToken(adminKey: string, now = Date.now()): string {
  const [id = '', secret = ''] = adminKey.split(':');
  const iat = Math.floor(now / 1000);
  const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT', kid: id }));
  const payload = b64url(JSON.stringify({ iat, exp: iat + 5 * 60, aud: '/admin/' }));
  const signature = createHmac('sha256', Buffer.from(secret, 'hex')).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

/** Ghost Admin API (self-hosted or Ghost(Pro)), with an Admin API key `id:secret`. */
export function ghostPublisher(ctx: PublisherContext, creds: ConnectionCredentials): Publisher {
  const admin = `${trimSlash(creds.settings.apiUrl ?? '')}/ghost/api/admin`;
  const headers = () => ({
    ...jsonHeaders,
    'accept-version': 'v5.0',
    authorization: `Ghost ${ghostToken(creds.secret)}`,
  });
  const fail = (res: JsonResponse, write: boolean) => {
    const err = errorSchema.safeParse(res.body).data?.errors[0];
    const message = err ? [err.message, err.context].filter(Boolean).join(' ') : undefined;
    if (res.status === 422)
      return new PublishError('invalid_content', `Ghost refused the post${message ? `: ${message}` : ''}.`);
    return classifyStatus(NAME, res, message, { write, reconnectHint: RECONNECT });
  };

  const findBySlug = async (slug: string) => {
    const res = await callPlatform(
      ctx.http,
      NAME,
      `${admin}/posts/?filter=${encodeURIComponent(`slug:${slug}`)}&limit=1&fields=id,url,slug`,
      {
        headers: headers(),
      },
    );
    if (res.status !== 200) throw fail(res, false);
    const post = parseBody(NAME, postsSchema, res, false).posts[0];
    return post ? { id: post.id, url: post.url } : null;
  };

  return {
    capabilities: ghostPlatform.capabilities,

    async validate() {
      if (!GHOST_KEY_PATTERN.test(creds.secret)) {
        throw new PublishError(
          'auth_expired',
          'A Ghost Admin API key looks like 24 hex characters, a colon, then 64 hex characters (Settings → Integrations → Add custom integration).',
        );
      }
      const check = await callPlatform(ctx.http, NAME, `${admin}/posts/?limit=1&fields=id`, { headers: headers() });
      if (check.status === 401 || check.status === 403) {
        throw new PublishError(
          'auth_expired',
          'Ghost did not accept this Admin API key. Copy the Admin API key (not the Content API key) of a custom integration.',
        );
      }
      if (check.status !== 200 || check.body === undefined) {
        if (check.status === 200 || check.status === 404) {
          throw new PublishError(
            'permanent',
            `No Ghost Admin API was found at ${creds.settings.apiUrl}. Use the address of your Ghost admin (without /ghost).`,
          );
        }
        throw fail(check, false);
      }
      const res = await callPlatform(ctx.http, NAME, `${admin}/site/`, { headers: headers() });
      if (res.status !== 200) throw fail(res, false);
      const site = parseBody(NAME, siteSchema, res, false).site;
      return {
        username: site.title,
        profileUrl: site.url,
        settings: { apiUrl: trimSlash(creds.settings.apiUrl ?? '') },
      };
    },

    async publish(input) {
      const post = {
        title: input.title,
        html: input.html,
        status: 'published',
        slug: input.slug,
        tags: plainTags(input.tags).map((name) => ({ name })),
        ...(input.excerpt ? { custom_excerpt: input.excerpt.slice(0, 300) } : {}),
        ...(input.featuredImage?.url ? { feature_image: input.featuredImage.url } : {}),
        ...(input.canonicalUrl ? { canonical_url: input.canonicalUrl } : {}),
      };
      const res = await callPlatform(ctx.http, NAME, `${admin}/posts/?source=html`, {
        method: 'POST',
        headers: headers(),
        body: JSON.stringify({ posts: [post] }),
        timeoutMs: 30_000,
      });
      if (res.status !== 201 && res.status !== 200) throw fail(res, true);
      const created = parseBody(NAME, postsSchema, res, true).posts[0];
      if (!created) throw new PublishError('unknown_outcome', 'Ghost answered without the created post.');
      return { id: created.id, url: created.url };
    },

    findExisting: (input) => findBySlug(input.slug),
  };
}
