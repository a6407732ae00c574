import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitedOnce, startAtprotoNetwork } from '../../../test/helpers/atproto-network';
import { publishingHarness } from '../../../test/helpers/publishing-harness';
import { platformId } from '../../../test/helpers/publishing';
import { queryRows } from '../../../test/helpers/test-app';
import type { Agent } from '../../../test/helpers/agent';
import type { HttpClient } from '../../integrations/publishers/http';
import { runPublication } from './publication-runner';
import { publisherContext } from './publishing.context';

/**
 * docs/decisions/043-at-protocol-standard-site.md against a real PDS and PLC (@atproto/dev-env, in
 * process): connect with an app password, publish, read the records back from the PDS, update,
 * withdraw, one document per blog and account, the PDS's rate limit.
 */
let net: Awaited<ReturnType<typeof startAtprotoNetwork>>;
const env: Record<string, string> = { REGISTER_LIMIT_PER_HOUR: '100' };
beforeAll(async () => {
  net = await startAtprotoNetwork();
  Object.assign(env, net.env, { OUTBOUND_ALLOWLIST: net.allowlist.join(',') });
}, 60_000);
afterAll(async () => net?.close());

const h = publishingHarness({ env });
const { creator, publish, history, t, rowOf } = h;
/** The worker as production builds it (publishing.context.ts), from the test app's configuration. */
const run = (id: number, http?: HttpClient) => {
  const ctx = publisherContext(t().config);
  return runPublication(h.worker({ ctx: http ? { ...ctx, http } : ctx }), id);
};

async function connectAtproto(agent: Agent, username: string, apiKey: string) {
  const res = await agent.post('/api/platform-connections', {
    platformId: await platformId(agent, 'atproto'),
    username,
    apiKey,
  });
  return { status: res.statusCode, body: res.json() as { id: number; message?: string; username?: string } };
}

async function connectedCreator() {
  const c = await creator();
  const acct = await net.account();
  const conn = await connectAtproto(c.agent, acct.handle, acct.appPassword);
  expect(conn.status, conn.body.message).toBe(201);
  return { ...c, acct, connectionId: conn.body.id };
}

describe('AT Protocol: connecting', () => {
  it('refuses a wrong app password or an unknown handle with a clear message', async () => {
    const { agent } = await creator();
    const acct = await net.account();
    const wrong = await connectAtproto(agent, acct.handle, 'aaaa-bbbb-cccc-dddd');
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    expect(wrong.status).toBeLessThan(500);
    expect(wrong.body.message).toMatch(/Bluesky rejected the app password/);
    const unknown = await connectAtproto(agent, 'nobody-here.test', acct.appPassword);
    expect(unknown.body.message).toMatch(/No AT Protocol account has the handle nobody-here\.test/);
  });

  it('connects by handle, then by DID to the same destination; the app password is encrypted at rest', async () => {
    const { agent } = await creator();
    const acct = await net.account();
    const ok = await connectAtproto(agent, `@${acct.handle}`, acct.appPassword);
    expect(ok.status, ok.body.message).toBe(201);
    // By DID too: the same account is the same destination (one row, docs/decisions/018).
    const byDid = await connectAtproto(agent, acct.did, acct.appPassword);
    expect(byDid.status).toBe(200);
    expect(byDid.body.id).toBe(ok.body.id);
    const [row] = await queryRows<{ api_key: string; settings: Record<string, string> }>(
      t().deps.database.db,
      sql`select api_key, settings from user_platform_connections where id = ${ok.body.id}`,
    );
    // Encrypted at rest like every credential; the DID and the PDS are plain settings.
    expect(row?.api_key).not.toContain(acct.appPassword);
    expect(row?.settings).toMatchObject({ did: acct.did, handle: acct.handle, pds: net.pds.url });
  });
});

describe('AT Protocol: publishing', () => {
  it('writes the publication, the document and a Bluesky post with a link card, readable from the PDS', async () => {
    const { agent, blogId, title, acct, connectionId, user } = await connectedCreator();
    const p = await publish(agent, blogId, { platformConnectionId: connectionId });
    expect(await run(p.body.id)).toMatchObject({ kind: 'published' });
    const [row] = await history(agent, blogId);
    expect(row?.platformBlogId).toMatch(
      new RegExp(`^at://${acct.did}/site\\.standard\\.document/[2-7a-j][2-7a-z]{12}$`),
    );
    const doc = await net.getRecord(row!.platformBlogId!);
    expect(doc.status).toBe(200);
    const base = `${t().config.PUBLIC_URL}/p/${user.username.toLowerCase()}`;
    expect(doc.body.value).toMatchObject({
      $type: 'site.standard.document',
      site: expect.stringMatching(new RegExp(`^at://${acct.did}/site\\.standard\\.publication/`)),
      path: expect.stringMatching(/^\/[a-z0-9-]+$/),
      title,
      description: 'An early start rewards you with soft light and empty trails.',
      textContent: expect.stringContaining('The light is soft and the trail is empty.'),
      tags: ['Hiking Trips', 'travel', 'sunrise-photos', 'Bay Area', 'outdoors'],
    });
    expect(new Date(doc.body.value.publishedAt as string).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(doc.body.value.textContent).not.toMatch(/<[a-z]/);

    const publication = await net.getRecord(doc.body.value.site as string);
    expect(publication.body.value).toMatchObject({
      $type: 'site.standard.publication',
      url: base,
      name: expect.any(String),
    });

    const postRef = doc.body.value.bskyPostRef as { uri: string; cid: string };
    const post = await net.getRecord(postRef.uri);
    expect(post.body.cid).toBe(postRef.cid);
    expect(post.body.value).toMatchObject({
      $type: 'app.bsky.feed.post',
      text: title,
      embed: {
        $type: 'app.bsky.embed.external',
        external: { uri: `${base}${doc.body.value.path as string}`, title },
      },
    });
    expect(row?.platformBlogUrl).toBe(`https://bsky.app/profile/${acct.did}/post/${postRef.uri.split('/').pop()}`);
  });

  it('update rewrites the same records in place (putRecord) and keeps publishedAt', async () => {
    const { agent, blogId, acct, connectionId } = await connectedCreator();
    const p = await publish(agent, blogId, { platformConnectionId: connectionId });
    await run(p.body.id);
    const first = (await history(agent, blogId))[0]!;
    const before = await net.getRecord(first.platformBlogId!);

    await t().deps.database.db.execute(sql`update blogs set title = 'A new title for the trail' where id = ${blogId}`);
    expect((await agent.post(`/api/blogs/${blogId}/update-everywhere`, {})).statusCode).toBeLessThan(300);
    expect(await run(p.body.id)).toMatchObject({ kind: 'published' });
    const after = await net.getRecord(first.platformBlogId!);
    expect(after.body.value).toMatchObject({
      title: 'A new title for the trail',
      publishedAt: before.body.value.publishedAt,
    });
    expect(after.body.value.updatedAt).toEqual(expect.any(String));
    const postUri = (after.body.value.bskyPostRef as { uri: string }).uri;
    expect((await net.getRecord(postUri)).body.value).toMatchObject({ text: 'A new title for the trail' });
    expect(await net.listRecords(acct.did, 'site.standard.document')).toHaveLength(1);
    expect(await net.listRecords(acct.did, 'app.bsky.feed.post')).toHaveLength(1);
  });

  it('withdraw deletes the document and the post; the publication stays', async () => {
    const { agent, blogId, acct, connectionId } = await connectedCreator();
    const p = await publish(agent, blogId, { platformConnectionId: connectionId });
    await run(p.body.id);
    const first = (await history(agent, blogId))[0]!;
    const postUri = ((await net.getRecord(first.platformBlogId!)).body.value.bskyPostRef as { uri: string }).uri;

    const w = await agent.post(`/api/publications/${p.body.id}/withdraw`, { how: 'trash' });
    expect(w.statusCode, w.body).toBeLessThan(300);
    expect((await net.getRecord(first.platformBlogId!)).status).toBe(400);
    expect((await net.getRecord(postUri)).status).toBe(400);
    expect(await net.listRecords(acct.did, 'site.standard.document')).toHaveLength(0);
    // The publication stays: it is the creator's, other documents may point to it.
    expect(await net.listRecords(acct.did, 'site.standard.publication')).toHaveLength(1);
  });

  it('one document per blog and account: a worker killed after the PDS answered, then the retry, leave one of each', async () => {
    const { agent, blogId, acct, connectionId } = await connectedCreator();
    const p = await publish(agent, blogId, { platformConnectionId: connectionId });
    const ctx = publisherContext(t().config);
    const killed = runPublication(
      h.worker({
        ctx,
        afterRemoteSuccess: () => {
          throw new Error('worker killed');
        },
      }),
      p.body.id,
    );
    await expect(killed).rejects.toThrow('worker killed');
    // The lease ran out; the next attempt looks before it writes.
    await t().deps.database.db.execute(
      sql`update blog_publications set metadata = jsonb_set(metadata, '{leaseUntil}', '"2000-01-01T00:00:00.000Z"') where id = ${p.body.id}`,
    );
    expect(await run(p.body.id)).toMatchObject({ kind: 'published' });
    expect(await net.listRecords(acct.did, 'site.standard.document')).toHaveLength(1);
    expect(await net.listRecords(acct.did, 'app.bsky.feed.post')).toHaveLength(1);
    expect(await net.listRecords(acct.did, 'site.standard.publication')).toHaveLength(1);
    expect((await rowOf(p.body.id))?.status).toBe('published');
  });

  it("the PDS's rate limit: the attempt waits for Retry-After, then publishes", async () => {
    const { agent, blogId, acct, connectionId } = await connectedCreator();
    const p = await publish(agent, blogId, { platformConnectionId: connectionId });
    const ctx = publisherContext(t().config);
    const limited = rateLimitedOnce(ctx.http, 'com.atproto.repo.putRecord', '42');
    expect(await run(p.body.id, limited)).toMatchObject({
      kind: 'retry',
      delayMs: 42_000,
      message: expect.stringMatching(/Bluesky \(AT Protocol\) asked Inkgram to slow down/),
    });
    expect(await net.listRecords(acct.did, 'site.standard.document')).toHaveLength(0);
    expect(await run(p.body.id)).toMatchObject({ kind: 'published' });
    expect(await net.listRecords(acct.did, 'site.standard.document')).toHaveLength(1);
  });

  it('Inkgram\'s public pages verify the records: <link rel="site.standard.document"> and /.well-known/site.standard.publication', async () => {
    const { agent, user, blogId, connectionId } = await connectedCreator();
    await t().deps.database.db.execute(
      sql`insert into public_pages (blog_id, user_id, slug, is_public) values (${blogId}, ${user.id}, 'trail-notes', true)`,
    );
    const username = user.username.toLowerCase();
    const get = (url: string) => t().app.inject({ method: 'GET', url });
    expect((await get(`/p/${username}/.well-known/site.standard.publication`)).statusCode).toBe(404);

    const p = await publish(agent, blogId, { platformConnectionId: connectionId });
    await run(p.body.id);
    const uri = (await history(agent, blogId))[0]!.platformBlogId!;
    const doc = await net.getRecord(uri);
    expect(doc.body.value.path).toBe('/trail-notes');

    const page = await get(`/p/${username}/trail-notes`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<link rel="site.standard.document" href="${uri}">`);
    const wellKnown = await get(`/p/${username}/.well-known/site.standard.publication`);
    expect(wellKnown.statusCode).toBe(200);
    expect(wellKnown.headers['content-type']).toMatch(/^text\/plain/);
    expect(wellKnown.body).toBe(doc.body.value.site);
    expect((await get(`/.well-known/site.standard.publication?username=${username}`)).body).toBe(doc.body.value.site);
    expect((await get('/.well-known/site.standard.publication')).statusCode).toBe(404);
    const client = (await get('/oauth-client-metadata.json')).json() as Record<string, unknown>;
    expect(client).toMatchObject({
      client_id: `${t().config.PUBLIC_URL}/oauth-client-metadata.json`,
      dpop_bound_access_tokens: true,
      grant_types: ['authorization_code', 'refresh_token'],
    });

    await agent.post(`/api/publications/${p.body.id}/withdraw`, { how: 'trash' });
    expect((await get(`/p/${username}/trail-notes`)).body).not.toContain('site.standard.document');
    expect((await get(`/p/${username}/.well-known/site.standard.publication`)).statusCode).toBe(404);
  });
});
