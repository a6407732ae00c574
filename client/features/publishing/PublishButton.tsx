import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Send } from 'lucide-react';
import { PUBLISHING_COPY } from '@common/copy';
import { Button } from '@client/components/ui/button';
import { blogPublicationsQueryOptions, refreshBlogLists } from './api';
import { settledKey } from './publication-view';
import { PublishDialog } from './PublishDialog';

/**
 * The publish button of a My Blogs card: 'Publish', or 'Published' once the server says the blog is
 * (`isPublished`, which also drives the card's badge and edit/delete abilities). Opens the Publish
 * dialog; while a job runs the publications query polls, and the moment a job ends it refetches the
 * blogs list so the card's label, badge and locks follow the server.
 */
export function PublishButton({ blog }: { blog: { id: number; title: string; isPublished: boolean } }) {
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const publications = useQuery(blogPublicationsQueryOptions(blog.id));
  const settled = settledKey(publications.data);
  const seen = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (settled === undefined) return;
    if (seen.current !== undefined && seen.current !== settled) {
      void refreshBlogLists(qc);
    }
    seen.current = settled;
  }, [settled, qc]);
  const published = blog.isPublished;
  return (
    <>
      <Button variant={published ? 'secondary' : 'default'} size="sm" onClick={() => setOpen(true)}>
        {published ? <CheckCircle2 aria-hidden="true" /> : <Send aria-hidden="true" />}
        {published ? PUBLISHING_COPY.publish.published : PUBLISHING_COPY.publish.button}
      </Button>
      <PublishDialog blog={blog} open={open} onOpenChange={setOpen} />
    </>
  );
}
