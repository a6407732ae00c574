import { useQuery } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import { useId } from 'react';
import type { InstagramPost } from '@common/instagram';
import { byInsights, INSIGHTS_COPY as C } from '@common/instagram-insights';
import { NativeSelect } from '@client/components/ui/native-select';
import { insightsQueryOptions } from './api';

export type PostSortOrder = 'newest' | 'top';

/**
 * 'Top posts to write about' (docs/decisions/027-creator-voice-and-top-posts.md): the posts by saves, shares and reach when Instagram
 * gives insights; newest first otherwise, with a quiet note saying why.
 */
export function useSortedPosts(posts: InstagramPost[], order: PostSortOrder, accountId: number | null) {
  const insights = useQuery({
    ...insightsQueryOptions(accountId ?? 0),
    enabled: order === 'top' && accountId !== null,
  });
  if (order !== 'top' || !insights.data?.available) {
    return { posts, note: order === 'top' ? (insights.data?.note ?? null) : null, loading: insights.isFetching };
  }
  const byPost = new Map(insights.data.posts.map((p) => [p.postId, p]));
  const sorted = [...posts].sort((a, b) => byInsights(byPost.get(a.id), byPost.get(b.id)));
  return { posts: sorted, note: null, loading: false };
}

/** The sort control of the posts grid, and the note when insights are not there. */
export function PostSort({
  order,
  onChange,
  note,
  loading,
}: {
  order: PostSortOrder;
  onChange: (order: PostSortOrder) => void;
  note: string | null;
  loading: boolean;
}) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="shrink-0 text-sm text-muted-foreground">
          {C.sortLabel}
        </label>
        <NativeSelect id={id} className="h-9" value={order} onChange={(e) => onChange(e.target.value as PostSortOrder)}>
          <option value="newest">{C.newest}</option>
          <option value="top">{C.top}</option>
        </NativeSelect>
      </div>
      <p role="status" className="text-xs text-muted-foreground empty:hidden">
        {loading ? (
          C.loading
        ) : note ? (
          <span className="flex items-start gap-1.5">
            <Info className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
            {note}
          </span>
        ) : null}
      </p>
    </div>
  );
}
