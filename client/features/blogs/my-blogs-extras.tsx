import { useEffect } from 'react';
import type { BlogSummary } from '@common/blogs';
import type { PublicationSummary } from '@common/publication-outcomes';
import { PublishButton, useGridPublications } from '@client/features/publishing';
import { ShareButton } from '@client/features/public-page';

export { NeedsAttention, PublicationBadges } from '@client/features/publishing';
export { SharedWithMe } from '@client/features/co-editing';

/**
 * What the My Blogs page shows beside the list itself — publication states, the publish and share
 * buttons, 'Shared with me' — in a chunk of its own (MyBlogsPage loads it lazily), so that the cards render from the
 * list alone and the publishing and sharing features load while they paint.
 */

/** One call for the publication states of every card shown (docs/decisions/018-publishing-destinations-and-modes.md), handed to the page. */
export function GridPublicationsFeed({
  blogIds,
  onChange,
}: {
  blogIds: readonly number[];
  onChange: (byBlog: Map<number, PublicationSummary[]>) => void;
}) {
  const publications = useGridPublications(blogIds);
  useEffect(() => onChange(publications), [publications, onChange]);
  return null;
}

/** The card's 'Share & export' and 'Publish' buttons. */
export function CardActions({ blog }: { blog: BlogSummary }) {
  return (
    <span className="flex items-center gap-2">
      <ShareButton blog={blog} />
      <PublishButton blog={blog} />
    </span>
  );
}
