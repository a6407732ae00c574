import { Square } from 'lucide-react';
import { useEffect, useState } from 'react';
import { BLOGS_COPY } from '@common/copy';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { sanitizeHtml } from '@client/lib/sanitize';
import type { PackProgress } from './api';

const C = BLOGS_COPY.overlay;

export type OverlayMode = 'generating' | 'saving' | 'loading';

/**
 * The full-screen overlay of docs/product.md §2 ('Generating Blog Post' / 'Saving Blog Post' / 'Loading...',
 * 'Please wait...'). While an AI provider streams, the post grows live inside it, with Stop.
 */
export function GenerationOverlay({
  mode,
  partial,
  pack,
  onStop,
}: {
  mode: OverlayMode;
  partial?: { title: string; content: string } | null;
  /** The post being read before the writer starts: its step and progress. */
  pack?: PackProgress | null;
  onStop?: () => void;
}) {
  const title = mode === 'generating' ? C.generating : mode === 'saving' ? C.saving : C.loading;
  // Rendered before its commit, the active element is still the control that started the work;
  // focus returns to it once the overlay is gone and that control is enabled again.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useEffect(
    () => () => {
      requestAnimationFrame(() => {
        if (opener?.isConnected && opener !== document.body) opener.focus();
      });
    },
    [opener],
  );
  const live = mode === 'generating' && partial && (partial.title || partial.content);
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={title}
      className="fixed inset-0 z-50 grid place-items-center bg-ink-950/55 p-4 backdrop-blur-[2px] animate-fade-in"
    >
      <div className="flex max-h-[calc(100dvh-2rem)] w-full max-w-2xl flex-col items-center gap-4 rounded-2xl bg-card p-6 text-center shadow-pop">
        <Spinner className="size-9" label={title} />
        <div className="grid gap-1">
          <p className="text-lg font-semibold">{title}</p>
          <p className="text-sm text-muted-foreground">{C.wait}</p>
        </div>
        {mode === 'generating' && pack && !live ? (
          <div className="grid w-full max-w-sm gap-1.5 text-left" role="status" data-testid="pack-progress">
            <p className="text-sm">{pack.step}…</p>
            <progress
              className="h-2 w-full overflow-hidden rounded-full accent-primary"
              max={Math.max(1, pack.total)}
              value={Math.min(pack.done, pack.total)}
              aria-label={C.readingPostProgress(pack.done, pack.total)}
            />
          </div>
        ) : null}
        {live ? (
          <div
            className="w-full min-h-0 overflow-y-auto rounded-xl border border-border bg-background p-4 text-left"
            aria-live="polite"
            data-testid="stream-preview"
          >
            {partial.title ? <p className="mb-2 text-xl font-bold">{partial.title}</p> : null}
            <div className="prose-blog" dangerouslySetInnerHTML={{ __html: sanitizeHtml(partial.content) }} />
          </div>
        ) : null}
        {mode === 'generating' && onStop ? (
          <Button variant="outline" onClick={onStop}>
            <Square aria-hidden="true" className="fill-current" />
            {BLOGS_COPY.composer.stop}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
