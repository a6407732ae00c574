import { queryOptions } from '@tanstack/react-query';
import { createParser } from 'eventsource-parser';
import { z } from 'zod';
import { blogSchema, type Blog, type CreateBlogInput, type UpdateBlogInput } from '@common/blogs';
import {
  enhancedBlogSchema,
  generatedBlogSchema,
  writerInfoSchema,
  type EnhanceBlogInput,
  type EnhancedBlog,
  type EnhanceStreamEvent,
  type GeneratedBlog,
  type GenerateStreamEvent,
} from '@common/blog-generation';
import { ApiError } from '@client/lib/api';
import { api, dataOf } from '@client/lib/api-client';
import { takePageData } from '@client/lib/page-data';

export { BLOGS_QUERY_KEY } from './query-keys';
export const blogQueryKey = (id: number) => ['/api/blogs', id] as const;

/** docs/product.md §7: the edit page's load retries 3 times and does not refetch on window focus. */
export const blogQueryOptions = (id: number) =>
  queryOptions({
    queryKey: blogQueryKey(id),
    queryFn: async ({ signal }) =>
      blogSchema.parse(await dataOf(api.GET('/api/blogs/{id}', { params: { path: { id } }, signal }))),
    retry: (failures, error) => failures < 3 && !(error instanceof ApiError && [400, 401, 404].includes(error.status)),
    refetchOnWindowFocus: false,
  });

/** The blog the server sent with the page opened on its editor (docs/decisions/050), if it holds to the contract. */
export function blogFromPage(id: number): Blog | undefined {
  const blog = blogSchema.safeParse(takePageData('blog', `/edit-blog/${id}`)).data;
  return blog?.id === id ? blog : undefined;
}

export const writerQueryOptions = queryOptions({
  queryKey: ['/api/ai/writer'] as const,
  queryFn: async ({ signal }) =>
    writerInfoSchema.extend({ streams: z.boolean() }).parse(await dataOf(api.GET('/api/ai/writer', { signal }))),
  staleTime: Infinity,
});

export const createBlog = async (input: CreateBlogInput): Promise<Blog> =>
  blogSchema.parse(await dataOf(api.POST('/api/blogs', { body: input })));

export const updateBlog = async (id: number, input: UpdateBlogInput): Promise<Blog> =>
  blogSchema.parse(await dataOf(api.PATCH('/api/blogs/{id}', { params: { path: { id } }, body: input })));

export const deleteBlog = (id: number) => dataOf(api.DELETE('/api/blogs/{id}', { params: { path: { id } } }));

const STREAM = 'text/event-stream';
const ANSWER_CUT = 'The connection closed before the answer was finished. Please try again.';
const POST_CUT = 'The connection closed before the post was finished. Please try again.';

export const enhanceBlog = async (input: EnhanceBlogInput) =>
  enhancedBlogSchema.parse(await dataOf(api.POST('/api/enhance-blog', { body: input })));

/**
 * The assistant through its streaming variant (POST /api/enhance-blog/stream, docs/decisions/035):
 * `onPartial` sees the answer (HTML) as it grows; aborting `signal` stops the writer on the server.
 * Resolves with what enhanceBlog resolves with; an error before or during the answer is an ApiError
 * with the server's message.
 */
export async function enhanceBlogStreaming(
  input: EnhanceBlogInput,
  onPartial: (html: string) => void,
  signal: AbortSignal,
): Promise<EnhancedBlog> {
  const body = await dataOf(
    api.POST('/api/enhance-blog/stream', { body: input, parseAs: 'stream', headers: { Accept: STREAM }, signal }),
  );
  if (!body) throw new ApiError({ status: 502, message: ANSWER_CUT });
  const events: EnhanceStreamEvent[] = [];
  const parser = createParser({ onEvent: (message) => events.push(JSON.parse(message.data) as EnhanceStreamEvent) });
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      parser.feed(value);
      for (const event of events.splice(0)) {
        if (event.type === 'partial') onPartial(event.content);
        if (event.type === 'error') throw new ApiError({ status: 502, message: event.message, code: event.code });
        if (event.type === 'done') return enhancedBlogSchema.parse(event.result);
      }
    }
  } finally {
    reader.cancel().catch(() => undefined);
  }
  throw new ApiError({ status: 502, message: ANSWER_CUT });
}

/**
 * Generates a post through the streaming variant (server-sent events over a POST response):
 * `onPartial` sees the title and content as they grow; aborting `signal` stops the writer.
 */
export async function generateBlogStreaming(
  postId: number,
  onPartial: (partial: { title: string; content: string }) => void,
  signal: AbortSignal,
  angle = 0,
  onPack?: (progress: PackProgress) => void,
): Promise<GeneratedBlog> {
  const body = await dataOf(
    api.POST('/api/generate-blog/stream', {
      body: angle > 0 ? { postId, angle } : { postId },
      parseAs: 'stream',
      headers: { Accept: STREAM },
      signal,
    }),
  );
  if (!body) throw new ApiError({ status: 502, message: POST_CUT });
  return readGenerateStream(body, onPartial, onPack);
}

/** The post being read before the writer starts (slide text, transcript). */
export type PackProgress = { done: number; total: number; step: string };

/**
 * Reads the event stream with a conforming parser (eventsource-parser): events split across
 * chunks, `data:` spread over several lines, and CRLF or CR line ends all arrive whole.
 */
async function readGenerateStream(
  body: NonNullable<Response['body']>,
  onPartial: (partial: { title: string; content: string }) => void,
  onPack?: (progress: PackProgress) => void,
): Promise<GeneratedBlog> {
  const events: GenerateStreamEvent[] = [];
  const parser = createParser({ onEvent: (message) => events.push(JSON.parse(message.data) as GenerateStreamEvent) });
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      parser.feed(value);
      for (const event of events.splice(0)) {
        if (event.type === 'pack') onPack?.({ done: event.done, total: event.total, step: event.step });
        if (event.type === 'partial') onPartial({ title: event.title ?? '', content: event.content ?? '' });
        if (event.type === 'error') throw new ApiError({ status: 502, message: event.message, code: event.code });
        if (event.type === 'done') return generatedBlogSchema.parse(event.blog);
      }
    }
  } finally {
    reader.cancel().catch(() => undefined);
  }
  throw new ApiError({ status: 502, message: POST_CUT });
}
