import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  blogSchema,
  blogSummarySchema,
  enhancedBlogSchema,
  generatedBlogSchema,
  writerInfoSchema,
  type Blog,
  type CreateBlogInput,
  type EnhanceBlogInput,
  type GeneratedBlog,
  type GenerateStreamEvent,
  type UpdateBlogInput,
} from '@common/blogs';
import { ApiError, apiRequest, getQueryFn, NETWORK_ERROR_MESSAGE, toApiError } from '@client/lib/api';

export const BLOGS_QUERY_KEY = ['/api/blogs'] as const;
export const blogQueryKey = (id: number) => ['/api/blogs', id] as const;

const fetchJson = getQueryFn<unknown>({ on401: 'throw' });

export const blogsQueryOptions = queryOptions({
  queryKey: BLOGS_QUERY_KEY,
  queryFn: async (context) => z.array(blogSummarySchema).parse(await fetchJson(context)),
});

/** docs/product.md §7: the edit page's load retries 3 times and does not refetch on window focus. */
export const blogQueryOptions = (id: number) =>
  queryOptions({
    queryKey: blogQueryKey(id),
    queryFn: async (context) => blogSchema.parse(await fetchJson(context)),
    retry: (failures, error) => failures < 3 && !(error instanceof ApiError && [400, 401, 404].includes(error.status)),
    refetchOnWindowFocus: false,
  });

export const writerQueryOptions = queryOptions({
  queryKey: ['/api/ai/writer'] as const,
  queryFn: async (context) => writerInfoSchema.extend({ streams: z.boolean() }).parse(await fetchJson(context)),
  staleTime: Infinity,
});

export const createBlog = async (input: CreateBlogInput): Promise<Blog> =>
  blogSchema.parse(await apiRequest('POST', '/api/blogs', input));

export const updateBlog = async (id: number, input: UpdateBlogInput): Promise<Blog> =>
  blogSchema.parse(await apiRequest('PATCH', `/api/blogs/${id}`, input));

export const deleteBlog = (id: number) => apiRequest<void>('DELETE', `/api/blogs/${id}`);

export const enhanceBlog = async (input: EnhanceBlogInput) =>
  enhancedBlogSchema.parse(await apiRequest('POST', '/api/enhance-blog', input));

/**
 * Generates a post through the streaming variant (server-sent events over a POST response):
 * `onPartial` sees the title and content as they grow; aborting `signal` stops the writer.
 */
export async function generateBlogStreaming(
  postId: number,
  onPartial: (partial: { title: string; content: string }) => void,
  signal: AbortSignal,
): Promise<GeneratedBlog> {
  let res: Response;
  try {
    res = await fetch('/api/generate-blog/stream', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify({ postId }),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ status: 0, message: NETWORK_ERROR_MESSAGE, code: 'network_error' });
  }
  if (!res.ok || !res.body) throw await toApiError(res);

  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const line = block.split('\n').find((l) => l.startsWith('data: '));
      if (!line) continue;
      const event = JSON.parse(line.slice(6)) as GenerateStreamEvent;
      if (event.type === 'partial') onPartial({ title: event.title ?? '', content: event.content ?? '' });
      if (event.type === 'error') throw new ApiError({ status: 502, message: event.message, code: event.code });
      if (event.type === 'done') return generatedBlogSchema.parse(event.blog);
    }
  }
  throw new ApiError({ status: 502, message: 'The connection closed before the post was finished. Please try again.' });
}
