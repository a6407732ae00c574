import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlm, type FakeLlm } from '../../../test/fakes/llm/server';
import { Agent } from '../../../test/helpers/agent';
import { seedAccount, seedPost } from '../../../test/helpers/post-fixtures';
import { packWhenReady, renderSlide, storeImage } from '../../../test/helpers/source-pack';
import { ensureSpeechPackages, speechVideo, startVideoCdn } from '../../../test/helpers/speech-video';
import { expectRangeServing } from '../../../test/helpers/stored-video';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { instagramPosts } from '../../db/schema';
import { MAX_VIDEO_BYTES } from '../../lib/storage/media-storage';
import { stopOcr } from './ocr';

/** The source pack of a reel: keyframes and a transcript of synthesised speech, and the honest 'no transcript' paths. */
const SPOKEN = 'Mix two hundred grams of flour with three eggs and bake for twenty minutes';

describe('source pack of a reel', () => {
  let fake: FakeLlm;
  let cdn: Awaited<ReturnType<typeof startVideoCdn>>;
  let reelMp4: Buffer;
  /** A CDN whose video announces more than MAX_VIDEO_BYTES (and never sends them). */
  let hugeCdn: Server;
  let hugeOrigin: string;
  let t: TestApp;
  let agent: Agent;
  let accountId: number;
  let userId: number;

  beforeAll(async () => {
    ensureSpeechPackages();
    reelMp4 = speechVideo(SPOKEN);
    cdn = await startVideoCdn({
      '/reel.mp4': reelMp4,
      '/silent.mp4': speechVideo(null),
      '/cover.png': renderSlide([]),
    });
    hugeCdn = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': MAX_VIDEO_BYTES + 1 });
      res.write(Buffer.alloc(1024));
    });
    await new Promise<void>((resolve) => hugeCdn.listen(0, '127.0.0.1', resolve));
    hugeOrigin = `http://127.0.0.1:${(hugeCdn.address() as AddressInfo).port}`;
    fake = await startFakeLlm();
    t = await createTestApp({
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: fake.baseUrl,
      AI_MODEL: 'test-model',
      AI_MAX_RETRIES: '0',
      OUTBOUND_ALLOWLIST: `${cdn.hostPort},${new URL(hugeOrigin).host}`,
    });
    agent = new Agent(t.app);
    const user = await agent.register();
    userId = user.id;
    accountId = (await seedAccount(t.deps, user.id, 'sunny.kitchen')).id;
  }, 600_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
    await cdn?.close();
    hugeCdn?.closeAllConnections();
    await new Promise((resolve) => hugeCdn?.close(resolve));
    await stopOcr();
  });

  async function reel(instagram: Record<string, unknown>) {
    const cover = await storeImage(t.deps, renderSlide(['Flour power']), userId);
    const post = await seedPost(t.deps, accountId, { type: 'reel', mediaUrl: cover, caption: 'Quick bake 🎬 #baking' });
    await t.deps.database.db
      .update(instagramPosts)
      .set({ metadata: { instagram: { mediaType: 'VIDEO', ...instagram } } })
      .where(eq(instagramPosts.id, post.id));
    return post.id;
  }

  it('transcribes what is said through the /audio/transcriptions endpoint, with keyframes', async () => {
    fake.transcribe({ text: SPOKEN });
    const id = await reel({ mediaUrl: `${cdn.origin}/reel.mp4`, hasMediaUrl: true, isAiGenerated: false });
    const { pack } = await packWhenReady(agent, id);
    expect(pack).toMatchObject({
      mediaType: 'reel',
      aiGenerated: false,
      transcript: { text: SPOKEN, source: 'api', note: null },
      keyframesNote: null,
      videoUrl: expect.stringMatching(/^\/media\/[a-f0-9]{64}\.mp4$/),
      videoNote: null,
    });
    // The video is kept (Instagram's link expires within hours) and a <video> can seek in it.
    await expectRangeServing(agent, pack.videoUrl!, reelMp4);
    const stranger = new Agent(t.app, '203.0.113.77');
    await stranger.register();
    expect((await stranger.get(pack.videoUrl!)).statusCode).toBe(404);
    expect(pack.slides[0]!.text).toMatch(/Flour power/);
    expect(pack.keyframes).toHaveLength(3);
    for (const frame of pack.keyframes) {
      expect(frame.mediaUrl).toMatch(/^\/media\/[a-f0-9]{64}\.jpg$/);
      const image = await agent.get(frame.mediaUrl);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
    }
    const call = fake.requests.find((r) => r.path === '/v1/audio/transcriptions')!;
    expect(call.form?.fields.model).toBe('whisper-1');
    expect(call.form?.file).toMatchObject({ type: 'audio/wav', riff: true });
    expect(call.form!.file!.size).toBeGreaterThan(32_000); // > 1 s of 16 kHz mono speech
  }, 300_000);

  it('falls back, with a note, to offline pocketsphinx when the endpoint has no transcription route', async () => {
    fake.transcribe({ status: 404 });
    const id = await reel({ mediaUrl: `${cdn.origin}/reel.mp4`, hasMediaUrl: true });
    const { pack } = await packWhenReady(agent, id, 240_000);
    expect(pack.transcript).toMatchObject({ source: 'pocketsphinx' });
    expect(pack.transcript!.note).toMatch(/no transcription route.*pocketsphinx/i);
    expect(pack.transcript!.text!.split(' ').length).toBeGreaterThan(3);
  }, 300_000);

  it('says so when Instagram withholds the video, when its link expired and when it has no sound', async () => {
    const withheld = await reel({ hasMediaUrl: false });
    const a = (await packWhenReady(agent, withheld)).pack;
    expect(a.transcript).toEqual({ text: null, source: null, note: expect.stringMatching(/withholds this video/) });
    expect(a.videoNote).toMatch(/withholds this video/);
    expect(a.videoUrl).toBeNull();
    expect(a.keyframes).toEqual([]);

    const expired = await reel({ mediaUrl: `${cdn.origin}/gone.mp4`, hasMediaUrl: true });
    expect((await packWhenReady(agent, expired)).pack.transcript!.note).toMatch(/link to the video has expired/);

    const silent = await reel({ mediaUrl: `${cdn.origin}/silent.mp4`, hasMediaUrl: true });
    const s = (await packWhenReady(agent, silent)).pack;
    expect(s.transcript).toEqual({ text: null, source: null, note: 'No transcript: the video has no sound.' });
    expect(s.keyframes.length).toBeGreaterThan(0);
    expect(s.videoUrl).toMatch(/\.mp4$/);
  }, 300_000);

  it('says so when the video is too large to keep, or not a video file Inkgram keeps', async () => {
    const huge = (await packWhenReady(agent, await reel({ mediaUrl: `${hugeOrigin}/huge.mp4`, hasMediaUrl: true })))
      .pack;
    expect(huge).toMatchObject({
      videoUrl: null,
      videoNote: 'The video is too large to download (over 100 MB), so it is not watched or transcribed.',
      keyframes: [],
    });

    const png = (await packWhenReady(agent, await reel({ mediaUrl: `${cdn.origin}/cover.png`, hasMediaUrl: true })))
      .pack;
    expect(png.videoUrl).toBeNull();
    expect(png.videoNote).toBe('The video is not an MP4 or QuickTime file, so Inkgram keeps no copy of it.');
  }, 300_000);
});
