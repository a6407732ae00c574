import { lazy, Suspense, useState } from 'react';
import { CheckCircle2, Send } from 'lucide-react';
import { PUBLISHING_COPY } from '@common/copy';
import { Button } from '@client/components/ui/button';

// The dialog (its form, destinations and previews) loads on the first 'Publish', not with the grid.
const PublishDialog = lazy(() => import('./PublishDialog').then((m) => ({ default: m.PublishDialog })));

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
  // The dialog exists from the first 'Publish' on, not for every card of the grid; it stays mounted
  // after that, so that closing animates and returns the focus.
  const [opened, setOpened] = useState(false);
  const published = blog.isPublished;
  return (
    <>
      <Button
        variant={published ? 'secondary' : 'default'}
        size="sm"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {published ? <CheckCircle2 aria-hidden="true" /> : <Send aria-hidden="true" />}
        {published ? PUBLISHING_COPY.publish.published : PUBLISHING_COPY.publish.button}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <PublishDialog blog={blog} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
