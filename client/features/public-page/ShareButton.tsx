import { Share2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { SHARING_COPY } from '@common/copy-public-page';
import { Button } from '@client/components/ui/button';

const ShareDialog = lazy(() => import('./ShareDialog'));

/** 'Share & export' on a My Blogs card and in the editor: opens the public page, Medium and export dialog. */
export function ShareButton({ blog, size = 'sm' }: { blog: { id: number; title: string }; size?: 'sm' | 'default' }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size={size}
        onClick={() => setOpen(true)}
        aria-label={`${SHARING_COPY.menuItem}: “${blog.title}”`}
      >
        <Share2 aria-hidden="true" />
        <span className={size === 'sm' ? 'sr-only sm:not-sr-only' : undefined}>{SHARING_COPY.menuItem}</span>
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ShareDialog blog={blog} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
