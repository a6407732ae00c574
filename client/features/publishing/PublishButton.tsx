import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Send } from 'lucide-react';
import { PUBLISHING_COPY } from '@common/copy';
import { Button } from '@client/components/ui/button';
import { blogPublicationsQueryOptions } from './api';
import { isBlogPublished } from './publication-view';
import { PublishDialog } from './PublishDialog';

/**
 * The publish button of a My Blogs card: 'Publish', or 'Published' once any publication is
 * published (a failed history fetch counts as not published). Opens the Publish dialog; while a
 * job runs the publications query polls, so the label and statuses update on their own.
 */
export function PublishButton({ blog }: { blog: { id: number; title: string } }) {
  const [open, setOpen] = useState(false);
  const publications = useQuery(blogPublicationsQueryOptions(blog.id));
  const published = isBlogPublished(publications.data);
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
