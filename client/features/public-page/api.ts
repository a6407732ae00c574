import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  publicPageSchema,
  type ExportFormat,
  type PublicPage,
  type RecordMediumInput,
  type UpdatePublicPageInput,
} from '@common/public-pages';
import { apiRequest, getQueryFn } from '@client/lib/api';

const publicPageKey = (blogId: number) => ['/api/blogs', blogId, 'public-page'] as const;
const fetchJson = getQueryFn<unknown>({ on401: 'throw' });

export const publicPageQueryOptions = (blogId: number) =>
  queryOptions({
    queryKey: publicPageKey(blogId),
    queryFn: async (ctx) => publicPageSchema.parse(await fetchJson(ctx)),
  });

/** Turns the public page on or off, or the disclosure line; the answer replaces the cached settings. */
export function useUpdatePublicPage(blogId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdatePublicPageInput) =>
      publicPageSchema.parse(await apiRequest<PublicPage>('PATCH', `/api/blogs/${blogId}/public-page`, input)),
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
      publicPageSchema.parse(await apiRequest<PublicPage>('PUT', `/api/blogs/${blogId}/public-page/medium`, input)),
    onSuccess: (page) => qc.setQueryData(publicPageKey(blogId), page),
  });
}

/** A same-origin download link: the session cookie goes with it and the server names the file. */
export const exportUrl = (blogId: number, format: Exclude<ExportFormat, 'fragment'>) =>
  `/api/blogs/${blogId}/export?format=${format}`;

/** The blog's body as HTML with absolute image links, for pasting into an editor (Substack…). */
export const fetchHtmlFragment = (blogId: number) =>
  apiRequest<string>('GET', `/api/blogs/${blogId}/export?format=fragment`);

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
