import { ClipboardCopy, FileCode, FileText } from 'lucide-react';
import { useState } from 'react';
import { SHARING_COPY } from '@common/copy-public-page';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { copyHtml, exportUrl, fetchHtmlFragment } from './api';

const C = SHARING_COPY.export;

/** Markdown and HTML downloads, and 'Copy as HTML' for editors without an API (Substack). */
export function ExportSection({ blogId }: { blogId: number }) {
  const [copying, setCopying] = useState(false);

  const copy = async () => {
    setCopying(true);
    try {
      await copyHtml(await fetchHtmlFragment(blogId));
      toast({ title: C.copied });
    } catch {
      toast({ title: C.copyFailed, variant: 'destructive' });
    } finally {
      setCopying(false);
    }
  };

  return (
    <section aria-labelledby={`export-${blogId}`} className="grid gap-3 border-t border-border pt-5">
      <h3 id={`export-${blogId}`} className="text-sm font-semibold text-foreground">
        {C.heading}
      </h3>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" asChild>
          <a href={exportUrl(blogId, 'markdown')} download>
            <FileText aria-hidden="true" />
            {C.markdown}
          </a>
        </Button>
        <Button size="sm" variant="outline" asChild>
          <a href={exportUrl(blogId, 'html')} download>
            <FileCode aria-hidden="true" />
            {C.html}
          </a>
        </Button>
        <Button size="sm" variant="outline" onClick={() => void copy()} disabled={copying}>
          <ClipboardCopy aria-hidden="true" />
          {C.copyHtml}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">{C.copyHtmlHint}</p>
    </section>
  );
}
