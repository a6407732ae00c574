import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GeneratedBlog } from '@common/blog-generation';
import { ApiError } from '@client/lib/api';
import { generateBlogStreaming } from './api';

const blog: GeneratedBlog = {
  title: 'Golden hour in Lisbon',
  content: '<p>Rooftops.</p>',
  tags: ['lisbon'],
  suggestedCategory: 'Travel',
  seoTitle: 'Golden hour in Lisbon',
  seoDescription: 'Rooftops at dusk.',
  seoKeywords: ['lisbon'],
  readingTime: 1,
  featuredImage: null,
  postId: 7,
  writer: { kind: 'ai', label: 'openai · gpt' },
};

/** Answers the stream call with these chunks of bytes, as a server would send them. */
function streamReplying(chunks: string[]) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } })),
  );
}

const run = (onPartial = vi.fn()) => generateBlogStreaming(7, onPartial, new AbortController().signal);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('generateBlogStreaming', () => {
  it('reads events whose data spans several lines, with CRLF line ends, split across chunks', async () => {
    const done = JSON.stringify({ type: 'done', blog }, null, 2).split('\n');
    streamReplying([
      ': keep-alive comment\r\n\r\n',
      'event: partial\r\ndata: {"type":"partial",\r\ndata: "title":"Golden"}\r\n\r\n',
      'data: {"type":"partial","title":"Golden hour","con',
      'tent":"<p>Roof"}\r\n',
      '\r\n',
      `${done.map((line) => `data: ${line}`).join('\r\n')}\r\n\r\n`,
    ]);
    const onPartial = vi.fn();
    await expect(run(onPartial)).resolves.toEqual(blog);
    expect(onPartial.mock.calls).toEqual([
      [{ title: 'Golden', content: '' }],
      [{ title: 'Golden hour', content: '<p>Roof' }],
    ]);
  });

  it('hands the post-reading progress to its listener before the blog', async () => {
    streamReplying([
      `data: ${JSON.stringify({ type: 'pack', done: 0, total: 2, step: 'Reading the text on image 1 of 2' })}\n\n`,
      `data: ${JSON.stringify({ type: 'pack', done: 1, total: 2, step: 'Reading the text on image 2 of 2' })}\n\n`,
      `data: ${JSON.stringify({ type: 'done', blog })}\n\n`,
    ]);
    const onPack = vi.fn();
    await expect(generateBlogStreaming(7, vi.fn(), new AbortController().signal, 0, onPack)).resolves.toEqual(blog);
    expect(onPack.mock.calls).toEqual([
      [{ done: 0, total: 2, step: 'Reading the text on image 1 of 2' }],
      [{ done: 1, total: 2, step: 'Reading the text on image 2 of 2' }],
    ]);
  });

  it('reads LF-only streams as the server writes them today', async () => {
    streamReplying([
      `data: ${JSON.stringify({ type: 'partial', title: 'G' })}\n\n`,
      `data: ${JSON.stringify({ type: 'done', blog })}\n\n`,
    ]);
    await expect(run()).resolves.toEqual(blog);
  });

  it("turns an error event into an error with the server's message and code", async () => {
    streamReplying([
      `data: ${JSON.stringify({ type: 'error', message: 'The AI provider took too long.', code: 'ai_timeout' })}\r\n\r\n`,
    ]);
    const error = await run().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'The AI provider took too long.', code: 'ai_timeout', status: 502 });
  });

  it('says so when the stream ends before the post is finished', async () => {
    streamReplying([`data: ${JSON.stringify({ type: 'partial', title: 'G' })}\r\n\r\n`]);
    await expect(run()).rejects.toThrow('The connection closed before the post was finished. Please try again.');
  });
});
