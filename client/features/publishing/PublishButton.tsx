import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Send } from 'lucide-react';
import { PUBLISHING_COPY } from '@common/copy';
import { Button } from '@client/components/ui/button';
import { BLOGS_KEY, blogPublicationsQueryOptions } from './api';
import { cardPublishState } from './publication-view';
import { PublishDialog } from './PublishDialog';

/**
 * The publish button of a My Blogs card: 'Publish', or 'Published' once any publication is
 * published — the server's rule, which also drives the list's `isPublished` and the edit/delete
 * locks (a failed history fetch counts as not published). Opens the Publish dialog; while a job
 * runs the publications query polls, and the moment it sees a publication the list does not know
 * is published yet, it refetches the blogs list so the card's badge and locks flip too.
 */
export function PublishButton({ blog }: { blog: { id: number; title: string; isPublished?: boolean } }) {
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const publications = useQuery(blogPublicationsQueryOptions(blog.id));
  const { published, listIsBehind } = cardPublishState(blog.isPublished, publications.data);
  useEffect(() => {
    if (listIsBehind) void qc.invalidateQueries({ queryKey: BLOGS_KEY, exact: true });
  }, [listIsBehind, qc]);
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
