import { useState } from 'react';
import { CheckCircle2, Send } from 'lucide-react';
import { PUBLISHING_COPY } from '@common/copy';
import { Button } from '@client/components/ui/button';
import { PublishDialog } from './PublishDialog';

/**
 * The publish button of a My Blogs card: 'Publish', or 'Published' once the server says the blog is
 * (`isPublished`, which also drives the card's badge and edit/delete abilities). Opens the Publish
 * dialog. The card's publication states come from the grid's one call (useGridPublications), not
 * from a request per card; the dialog loads the blog's own publications when it opens.
 */
export function PublishButton({
  blog,
}: {
  blog: { id: number; title: string; isPublished: boolean; tags?: string[] };
}) {
  const [open, setOpen] = useState(false);
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
