import { useQuery } from '@tanstack/react-query';
import { AlertCircle } from 'lucide-react';
import { SHARING_COPY } from '@common/copy-public-page';
import { Alert, AlertDescription } from '@client/components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { Spinner } from '@client/components/ui/spinner';
import { errorMessage } from '@client/lib/api';
import { publicPageQueryOptions } from './api';
import { ExportSection } from './ExportSection';
import { MediumSection } from './MediumSection';
import { PublicPageSection } from './PublicPageSection';

interface Props {
  blog: { id: number; title: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Share & export': the blog's public page on Inkgram, 'Copy to Medium' from it, and the downloads. */
export default function ShareDialog({ blog, open, onOpenChange }: Props) {
  const page = useQuery({ ...publicPageQueryOptions(blog.id), enabled: open });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl" data-testid="share-dialog">
        <DialogHeader>
          <DialogTitle>{SHARING_COPY.title}</DialogTitle>
          <DialogDescription>{SHARING_COPY.description}</DialogDescription>
        </DialogHeader>
        {page.isError ? (
          <Alert variant="destructive">
            <AlertCircle aria-hidden="true" />
            <AlertDescription>{errorMessage(page.error, SHARING_COPY.error)}</AlertDescription>
          </Alert>
        ) : !page.data ? (
          <div className="flex justify-center py-6">
            <Spinner />
          </div>
        ) : (
          <div className="grid gap-6">
            <PublicPageSection blogId={blog.id} page={page.data} />
            <MediumSection blogId={blog.id} page={page.data} />
            <ExportSection blogId={blog.id} />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
