import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { OVERRIDES_COPY } from '@common/copy';
import type { PublishOverrides } from '@common/publish-overrides';
import { Alert, AlertDescription } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { errorMessage } from '@client/lib/api';
import { sanitizeHtml } from '@client/lib/sanitize';
import { previewPublication } from './api';

const O = OVERRIDES_COPY;

/**
 * 'Preview on <platform>' (docs/decisions/046): what the server would send to this destination,
 * built by the publisher's own payload builder. The body is shown as HTML sanitized here again
 * (DOMPurify's allowlist); a Markdown or text platform also shows the text that will be sent.
 */
export function DestinationPreview({
  blogId,
  connectionId,
  platformLabel,
  overrides,
  onClose,
}: {
  blogId: number;
  connectionId: number;
  platformLabel: string;
  overrides: PublishOverrides;
  onClose: () => void;
}) {
  const query = useQuery({
    queryKey: ['/api/blogs', blogId, 'publish-preview', connectionId, overrides] as const,
    queryFn: () => previewPublication(blogId, { platformConnectionId: connectionId, overrides }),
    staleTime: 0,
    gcTime: 0,
  });
  const p = query.data;
  return (
    <section
      aria-label={O.previewTitle(platformLabel)}
      className="grid gap-2 rounded-lg bg-muted/40 p-3 text-sm"
      data-testid="destination-preview"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-medium">{O.previewTitle(platformLabel)}</h3>
        <Button type="button" size="icon" variant="ghost" onClick={onClose} aria-label={O.closePreview}>
          <X aria-hidden="true" />
        </Button>
      </div>
      {query.isPending ? (
        <p className="flex items-center gap-2 text-muted-foreground">
          <Spinner /> {O.previewLoading}
        </p>
      ) : query.isError ? (
        <Alert variant="destructive">
          <AlertDescription>
            {O.previewFailed} {errorMessage(query.error)}
          </AlertDescription>
        </Alert>
      ) : p ? (
        <>
          <p className="text-base font-semibold wrap-anywhere" data-testid="preview-title">
            {p.title}
          </p>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-xs">
            <dt className="text-muted-foreground">{O.previewTags}</dt>
            <dd data-testid="preview-tags">{p.tags.length ? p.tags.map((t) => `#${t}`).join(' ') : O.previewNoTags}</dd>
            <dt className="text-muted-foreground">{O.previewExcerpt}</dt>
            <dd data-testid="preview-excerpt">{p.excerpt ?? O.previewNone}</dd>
            <dt className="text-muted-foreground">{O.previewCanonical}</dt>
            <dd className="wrap-anywhere">{p.canonicalUrl ?? O.previewNone}</dd>
          </dl>
          {p.notes.map((n) => (
            <p key={n} className="text-xs text-muted-foreground">
              {n}
            </p>
          ))}
          <h4 className="text-xs font-medium text-muted-foreground">{O.previewBody}</h4>
          <div
            className="prose-blog max-h-64 overflow-auto rounded-md border border-border bg-card p-2"
            data-testid="preview-body"
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(p.html) }}
          />
          {p.format !== 'html' ? (
            <>
              <h4 className="text-xs font-medium text-muted-foreground">
                {p.format === 'markdown' ? O.previewMarkdown : O.previewText}
              </h4>
              <pre
                className="max-h-48 overflow-auto rounded-md border border-border bg-card p-2 text-xs whitespace-pre-wrap"
                data-testid="preview-markdown"
              >
                {p.body}
              </pre>
            </>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
