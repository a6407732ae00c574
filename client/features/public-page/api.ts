import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  publicPageSchema,
  type ExportFormat,
  type RecordMediumInput,
  type UpdatePublicPageInput,
} from '@common/public-pages';
import { apiUrl } from '@client/lib/api';
import { api, dataOf } from '@client/lib/api-client';

const publicPageKey = (blogId: number) => ['/api/blogs', blogId, 'public-page'] as const;
const path = (blogId: number) => ({ path: { id: blogId } });

export const publicPageQueryOptions = (blogId: number) =>
  queryOptions({
    queryKey: publicPageKey(blogId),
    queryFn: async ({ signal }) =>
      publicPageSchema.parse(await dataOf(api.GET('/api/blogs/{id}/public-page', { params: path(blogId), signal }))),
  });

/** Turns the public page on or off, or the disclosure line; the answer replaces the cached settings. */
export function useUpdatePublicPage(blogId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdatePublicPageInput) =>
      publicPageSchema.parse(
        await dataOf(api.PATCH('/api/blogs/{id}/public-page', { params: path(blogId), body: input })),
      ),
    onSuccess: (page, input) => {
      qc.setQueryData(publicPageKey(blogId), page);
      // The disclosure is the blog's one setting: the editor's provenance panel shows it too.
      if (input.discloseAi !== undefined) void qc.invalidateQueries({ queryKey: ['/api/blogs', blogId, 'provenance'] });
    },
  });
}

export function useRecordMedium(blogId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: RecordMediumInput) =>
      publicPageSchema.parse(
        await dataOf(api.PUT('/api/blogs/{id}/public-page/medium', { params: path(blogId), body: input })),
      ),
    onSuccess: (page) => qc.setQueryData(publicPageKey(blogId), page),
  });
}

/** A same-origin download link: the session cookie goes with it and the server names the file. */
export const exportUrl = (blogId: number, format: Exclude<ExportFormat, 'fragment'>) =>
  `${apiUrl('/api/blogs/{id}/export', { id: blogId })}?format=${format}`;

/** The blog's body as HTML with absolute image links, for pasting into an editor (Substack…). */
export const fetchHtmlFragment = (blogId: number) =>
  dataOf(
    api.GET('/api/blogs/{id}/export', { params: { ...path(blogId), query: { format: 'fragment' } }, parseAs: 'text' }),
  );

/** Puts HTML on the clipboard as rich text (with its plain text beside it), or as text where that is all the browser allows. */
export async function copyHtml(html: string): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
    await navigator.clipboard.write([
      new ClipboardItem({
        'text/html': new Blob([html], { type: 'text/html' }),
        'text/plain': new Blob([text], { type: 'text/plain' }),
      }),
    ]);
    return;
  }
  await navigator.clipboard.writeText(html);
}
