import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, ExternalLink, KeyRound, RotateCw } from 'lucide-react';
import { Link } from 'wouter';
import { ATTENTION_COPY } from '@common/copy';
import type { PublicationSummary } from '@common/publication-outcomes';
import { Alert, AlertDescription } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { StatusBadge } from '@client/components/ui/status-badge';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { attentionAction, attentionQueryOptions, retryAll } from './attention-api';
import { retryPublication } from './outcomes-api';

const A = ATTENTION_COPY;

function AttentionRow({ p, title }: { p: PublicationSummary; title: string }) {
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const where = p.destination ?? p.platformDisplayName ?? p.site ?? '—';
  const action = attentionAction(p);
  const retry = async () => {
    setBusy(true);
    try {
      await retryPublication(qc, p);
    } catch (error) {
      toast({ variant: 'destructive', title: A.retryAllPartly(1), description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="grid gap-2 py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center" data-testid="attention-item">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium wrap-anywhere">{title}</span>
          <StatusBadge status={p.status} />
        </p>
        <p className="truncate text-xs text-muted-foreground">{where}</p>
        <p
          className={p.status === 'failed' ? 'text-sm text-destructive' : 'text-sm text-amber-800 dark:text-amber-300'}
        >
          {p.error ?? (p.platformConnectionId === null ? A.removedConnection : A.waiting)}
        </p>
      </div>
      <div className="flex flex-wrap gap-2 sm:justify-end">
        {action === 'reconnect' ? (
          <Button size="sm" asChild>
            <Link href={`/platform-connections?reconnect=${p.platformConnectionId}`} aria-label={A.reconnectAlt(where)}>
              <KeyRound aria-hidden="true" />
              {A.reconnect}
            </Link>
          </Button>
        ) : null}
        {action === 'retry' ? (
          <Button size="sm" disabled={busy} onClick={() => void retry()} aria-label={A.retryAlt(where, title)}>
            <RotateCw aria-hidden="true" />
            {A.retry}
          </Button>
        ) : null}
        {action === 'open' ? (
          <Button size="sm" variant="outline" asChild>
            <Link href={`/edit-blog/${p.blogId}`} aria-label={A.openBlogAlt(title)}>
              <ExternalLink aria-hidden="true" />
              {A.openBlog}
            </Link>
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/**
 * My Blogs' 'Needs attention' (docs/decisions/041): every failed publication, and every one waiting
 * to try again, with its reason and the one useful action (Retry, Reconnect, Open blog); 'Retry all'
 * where several can simply be queued again. Nothing at all when nothing needs attention.
 */
export function NeedsAttention() {
  const qc = useQueryClient();
  const query = useQuery(attentionQueryOptions);
  const [retrying, setRetrying] = useState(false);
  if (query.isError) {
    return (
      <Alert variant="destructive" className="mt-6">
        <AlertTriangle aria-hidden="true" />
        <AlertDescription>{A.loadError}</AlertDescription>
      </Alert>
    );
  }
  const items = query.data ?? [];
  if (items.length === 0) return null;
  const retryable = items.filter((p) => attentionAction(p) === 'retry');
  const onRetryAll = async () => {
    setRetrying(true);
    const failed = await retryAll(qc, retryable);
    setRetrying(false);
    if (failed) toast({ variant: 'destructive', title: A.retryAllPartly(failed) });
    else toast({ title: A.retriedAll(retryable.length) });
  };
  return (
    <section
      aria-labelledby="needs-attention-heading"
      className="mt-6 rounded-2xl border border-destructive/40 bg-card p-4 shadow-sm"
      data-testid="needs-attention"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="needs-attention-heading" className="flex items-center gap-2 text-lg font-semibold">
            <AlertTriangle className="size-5 text-destructive" aria-hidden="true" />
            {A.heading}
          </h2>
          <p className="text-sm text-muted-foreground">{A.intro(items.length)}</p>
        </div>
        {retryable.length > 1 ? (
          <Button variant="outline" disabled={retrying} onClick={() => void onRetryAll()}>
            <RotateCw aria-hidden="true" />
            {retrying ? A.retryingAll : A.retryAll(retryable.length)}
          </Button>
        ) : null}
      </div>
      <ul className="mt-2 divide-y divide-border">
        {items.map((p) => (
          <AttentionRow key={p.id} p={p} title={p.blogTitle} />
        ))}
      </ul>
    </section>
  );
}
