import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAtprotoNetwork } from '../../../../test/helpers/atproto-network';
import { featured, sampleInput, testPublisherContext } from '../../../../test/fakes/publishers/context';
import { createPublisher } from '../registry';
import { PublishError, type PublisherContext, type PublishInput } from '../types';
import { DOCUMENT_ONLY } from './atproto.publisher';

/**
 * The AT Protocol publisher against a real PDS (@atproto/dev-env): the limits checked before
 * anything is written, 'document only', and the link card's thumbnail uploaded under the blob limit.
 */
let net: Awaited<ReturnType<typeof startAtprotoNetwork>>;
let ctx: PublisherContext;
beforeAll(async () => {
  net = await startAtprotoNetwork();
  ctx = {
    ...testPublisherContext(net.allowlist, {}, 20_000),
    atproto: { plcUrl: net.env.ATPROTO_PLC_URL, handleResolverUrl: net.env.ATPROTO_HANDLE_RESOLVER_URL },
  };
}, 60_000);
afterAll(async () => net?.close());

let blogId = 1;
function input(overrides: Partial<PublishInput> = {}): PublishInput {
  blogId += 1;
  return sampleInput({
    site: { url: 'https://inkgram.example/p/writer', name: 'Writer', path: `/post-${blogId}`, blogId },
    ...overrides,
  });
}

async function publisherFor(settings: Record<string, string> = {}) {
  const acct = await net.account();
  const publisher = createPublisher(ctx, 'atproto', {
    secret: acct.appPassword,
    username: acct.handle,
    profileUrl: null,
    settings,
  });
  const verified = await publisher.validate();
  return { acct, publisher, verified };
}

/** A noisy 3000×3000 PNG: several megabytes, far over the PDS blob limit. */
async function hugePng(): Promise<Buffer> {
  const size = 3000;
  const raw = Buffer.alloc(size * size * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
  return sharp(raw, { raw: { width: size, height: size, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

describe('AT Protocol publisher', () => {
  it('validate resolves the handle to its DID and PDS and reports them', async () => {
    const { acct, verified } = await publisherFor();
    expect(verified).toMatchObject({
      username: acct.handle,
      profileUrl: `https://bsky.app/profile/${acct.handle}`,
      settings: { did: acct.did, handle: acct.handle, pds: net.pds.url },
    });
  });

  it('refuses a title a document cannot hold before writing anything; cuts the post text to 300 graphemes and says so', async () => {
    const { acct, publisher } = await publisherFor();
    const tooLong = publisher.publish(input({ title: 'é'.repeat(501) }));
    await expect(tooLong).rejects.toMatchObject({
      kind: 'invalid_content',
      message: expect.stringMatching(/501 characters long .* at most 500/),
    });
    await expect(tooLong).rejects.toBeInstanceOf(PublishError);
    expect(await net.listRecords(acct.did, 'site.standard.publication')).toHaveLength(0);

    // 350 graphemes, some of them several code points (a family emoji is one grapheme).
    const title = `${'👨‍👩‍👧'.repeat(50)}${'a'.repeat(300)}`;
    const remote = await publisher.publish(input({ title, featuredImage: null }));
    const doc = await net.getRecord(remote.id);
    expect(doc.body.value.title).toBe(title);
    const post = await net.getRecord((doc.body.value.bskyPostRef as { uri: string }).uri);
    const text = post.body.value.text as string;
    expect([...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)]).toHaveLength(300);
    expect(text.endsWith('…')).toBe(true);
    expect(remote.fields?.landed).toContainEqual({
      field: 'title',
      note: 'shortened to 300 characters in the Bluesky post',
    });
  });

  it("'document only' writes the document and no Bluesky post", async () => {
    const { acct, publisher } = await publisherFor({ post: DOCUMENT_ONLY });
    const remote = await publisher.publish(input({ featuredImage: null }));
    expect(remote.url).toMatch(/^https:\/\/inkgram\.example\/p\/writer\/post-\d+$/);
    expect((await net.getRecord(remote.id)).body.value.bskyPostRef).toBeUndefined();
    expect(await net.listRecords(acct.did, 'app.bsky.feed.post')).toHaveLength(0);
  });

  it('uploads the featured image as a JPEG thumbnail under the 1 MB blob limit, on the card and as the cover', async () => {
    const { acct, publisher } = await publisherFor();
    const png = await hugePng();
    expect(png.length).toBeGreaterThan(1_000_000);
    const image = { ...featured(), load: async () => ({ bytes: png, contentType: 'image/png', filename: 'big.png' }) };
    const remote = await publisher.publish(input({ featuredImage: image }));
    const doc = await net.getRecord(remote.id);
    const cover = doc.body.value.coverImage as { ref: { $link: string }; mimeType: string; size: number };
    expect(cover).toMatchObject({ $type: 'blob', mimeType: 'image/jpeg' });
    expect(cover.size).toBeLessThan(1_000_000);
    const post = await net.getRecord((doc.body.value.bskyPostRef as { uri: string }).uri);
    expect(post.body.value).toMatchObject({ embed: { external: { thumb: { ref: { $link: cover.ref.$link } } } } });
    const blob = await fetch(
      `${net.pds.url}/xrpc/com.atproto.sync.getBlob?${new URLSearchParams({ did: acct.did, cid: cover.ref.$link })}`,
    );
    expect(blob.status).toBe(200);
    const meta = await sharp(Buffer.from(await blob.arrayBuffer())).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBeLessThanOrEqual(1200);
    expect(meta.width).toBe(meta.height);
  });
});
