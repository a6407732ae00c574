import { Copy, ExternalLink, Rss } from 'lucide-react';
import { useId, useState } from 'react';
import { SHARING_COPY } from '@common/copy-public-page';
import type { PublicPage } from '@common/public-pages';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { useUpdatePublicPage } from './api';

const C = SHARING_COPY.publicPage;

type Input = { isPublic?: boolean; discloseAi?: boolean };

/** The public page's switch, its address and the optional AI-disclosure line. */
export function PublicPageSection({ blogId, page }: { blogId: number; page: PublicPage }) {
  const update = useUpdatePublicPage(blogId);
  const toggleId = useId();
  const discloseId = useId();
  const canUpdate = page.abilities.update && !update.isPending;
  // While a change is on its way the box already shows it; the server's answer then replaces it.
  const [pending, setPending] = useState<Input>({});
  const isPublic = pending.isPublic ?? page.isPublic;
  const discloseAi = pending.discloseAi ?? page.discloseAi;

  const change = (input: Input) => {
    setPending(input);
    update.mutate(input, {
      onSettled: () => setPending({}),
      onSuccess: (next) => {
        if (input.isPublic !== undefined) toast({ title: next.isPublic ? C.madePublic : C.madePrivate });
      },
      onError: (error) => toast({ title: errorMessage(error, SHARING_COPY.error), variant: 'destructive' }),
    });
  };

  const copyLink = async () => {
    if (!page.url) return;
    try {
      await navigator.clipboard.writeText(page.url);
      toast({ title: C.linkCopied });
    } catch {
      toast({ title: page.url });
    }
  };

  return (
    <section aria-labelledby={`${toggleId}-h`} className="grid gap-3">
      <h3 id={`${toggleId}-h`} className="text-sm font-semibold text-foreground">
        {C.heading}
      </h3>
      <label htmlFor={toggleId} className="flex cursor-pointer items-start gap-3">
        <input
          id={toggleId}
          type="checkbox"
          role="switch"
          className="mt-0.5 size-4 accent-[var(--color-primary)]"
          checked={isPublic}
          disabled={!canUpdate}
          onChange={(e) => change({ isPublic: e.target.checked })}
        />
        <span className="grid gap-0.5">
          <span className="text-sm font-medium">{C.toggle}</span>
          <span className="text-xs text-muted-foreground">{isPublic ? C.on : C.off}</span>
        </span>
      </label>
      {page.isPublic && page.url ? (
        <div className="grid gap-2 rounded-lg border border-border bg-muted/50 p-3">
          <a
            href={page.url}
            target="_blank"
            rel="noopener noreferrer"
            className="text-sm font-medium break-all text-primary underline-offset-4 hover:underline"
            data-testid="public-page-url"
          >
            {page.url}
          </a>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" asChild>
              <a href={page.url} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden="true" />
                {C.open}
              </a>
            </Button>
            <Button size="sm" variant="outline" onClick={() => void copyLink()}>
              <Copy aria-hidden="true" />
              {C.copyLink}
            </Button>
            {page.feedUrl ? (
              <Button size="sm" variant="ghost" asChild>
                <a href={page.feedUrl} target="_blank" rel="noopener noreferrer">
                  <Rss aria-hidden="true" />
                  {C.feed}
                </a>
              </Button>
            ) : null}
          </div>
          {page.canonicalUrl && page.canonicalUrl !== page.url ? (
            <p className="text-xs break-all text-muted-foreground">{C.canonicalHome(page.canonicalUrl)}</p>
          ) : null}
        </div>
      ) : null}
      <label htmlFor={discloseId} className="flex cursor-pointer items-start gap-3">
        <input
          id={discloseId}
          type="checkbox"
          className="mt-0.5 size-4 accent-[var(--color-primary)]"
          checked={discloseAi}
          disabled={!canUpdate}
          onChange={(e) => change({ discloseAi: e.target.checked })}
        />
        <span className="grid gap-0.5">
          <span className="text-sm">{C.disclose}</span>
          <span className="text-xs text-muted-foreground">{C.discloseHint}</span>
        </span>
      </label>
    </section>
  );
}
