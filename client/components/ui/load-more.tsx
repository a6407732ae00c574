import { useEffect, useRef } from 'react';
import { LIST_COPY } from '@common/copy-lists';
import { Button } from './button';
import { Spinner } from './spinner';

interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  failed?: boolean;
  onLoadMore: () => void;
}

/**
 * The end of a paginated list: loads the next page when it scrolls into view (IntersectionObserver),
 * and offers a 'Load more' button for keyboard and assistive-technology users.
 */
export function LoadMore({ hasMore, loading, failed = false, onLoadMore }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  useEffect(() => {
    latest.current = onLoadMore;
  }, [onLoadMore]);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || loading || failed || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) latest.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loading, failed]);

  if (!hasMore) return null;
  return (
    <div ref={sentinel} data-testid="load-more" className="mt-8 flex flex-col items-center gap-2">
      {failed ? (
        <p role="alert" className="text-sm text-destructive">
          {LIST_COPY.loadMoreError}
        </p>
      ) : null}
      <Button type="button" variant="outline" onClick={onLoadMore} disabled={loading}>
        {loading ? <Spinner label={LIST_COPY.loadingMore} /> : null}
        {loading ? LIST_COPY.loadingMore : LIST_COPY.loadMore}
      </Button>
    </div>
  );
}
