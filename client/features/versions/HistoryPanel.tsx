import { useQuery } from '@tanstack/react-query';
import { History, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { Version, VersionSummary } from '@common/versions';
import { VERSIONS_COPY } from '@common/copy-versions';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { LoadMore } from '@client/components/ui/load-more';
import { RelativeTime } from '@client/components/ui/relative-time';
import { Spinner } from '@client/components/ui/spinner';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { usePagedList } from '@client/lib/use-paged-list';
import { cn } from '@client/lib/utils';
import { useRestoreVersion, versionPages, versionQuery } from './api';
import { VersionDiff } from './VersionDiff';

const C = VERSIONS_COPY;

export interface HistoryPanelProps {
  blogId: number;
  /** The text in the editor (saved or not), read when the panel opens: what each version is compared with. */
  readCurrent: () => { title: string; content: string };
  dirty: boolean;
  /** Whether the user may restore (the blog's `update` ability). */
  canRestore: boolean;
  /** After a restore: the editor takes the restored fields. */
  onRestored: (version: Version) => void;
}

/** 'History' in the editor (docs/decisions/019-nobodys-words-are-lost.md): the blog's versions, a diff of any against the current text, Restore. */
export function HistoryButton(props: HistoryPanelProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        <History aria-hidden="true" />
        {C.open}
      </Button>
      <DialogContent className="sm:max-w-[960px]" data-testid="history-panel">
        <DialogHeader>
          <DialogTitle>{C.title}</DialogTitle>
          <DialogDescription>{C.description}</DialogDescription>
        </DialogHeader>
        {open ? <HistoryBody {...props} onRestored={(v) => (setOpen(false), props.onRestored(v))} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function HistoryBody({ blogId, readCurrent, dirty, canRestore, onRestored }: HistoryPanelProps) {
  // The editor cannot change while the panel (a modal) is open: its text is read once.
  const [current] = useState(readCurrent);
  const pages = versionPages(blogId);
  const list = usePagedList(pages.key, pages.url, pages.parse);
  const [selected, setSelected] = useState<number | null>(null);
  // A version the user picked takes focus to its comparison; the first one shown does not.
  const [picked, setPicked] = useState(false);
  const items = list.items ?? [];
  const chosen = selected ?? items[0]?.id ?? null;

  if (list.isLoading) return <Spinner className="mx-auto my-10 size-6" />;
  if (list.isError) return <p className="py-6 text-center text-sm text-destructive">{C.loadFailed}</p>;
  if (items.length === 0) {
    return (
      <p className="py-10 text-center text-sm text-muted-foreground" data-testid="history-empty">
        {C.empty}
      </p>
    );
  }
  return (
    <div className="grid min-h-0 gap-4 md:grid-cols-[260px_minmax(0,1fr)]">
      <div className="max-h-[60vh] overflow-y-auto rounded-xl border border-border p-1">
        <ul className="grid gap-1" aria-label={C.title}>
          {items.map((v) => (
            <VersionItem
              key={v.id}
              version={v}
              active={v.id === chosen}
              onSelect={() => (setSelected(v.id), setPicked(true))}
            />
          ))}
        </ul>
        <LoadMore
          hasMore={list.hasNextPage}
          loading={list.isFetchingNextPage}
          failed={list.isFetchNextPageError}
          onLoadMore={() => void list.fetchNextPage()}
        />
      </div>
      {chosen !== null ? (
        <VersionView
          key={chosen}
          blogId={blogId}
          versionId={chosen}
          focusOnShow={picked}
          current={current}
          dirty={dirty}
          canRestore={canRestore}
          onRestored={onRestored}
        />
      ) : null}
    </div>
  );
}

function VersionItem({
  version: v,
  active,
  onSelect,
}: {
  version: VersionSummary;
  active: boolean;
  onSelect: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        aria-pressed={active}
        onClick={onSelect}
        className={cn(
          'grid w-full gap-0.5 rounded-lg px-3 py-2 text-left text-sm outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring',
          active && 'bg-primary/10 ring-1 ring-primary/30',
        )}
      >
        <span className="font-medium">{C.reasons[v.reason]}</span>
        <span className="text-xs text-muted-foreground">
          <RelativeTime iso={v.createdAt} /> · {C.words(v.wordCount)}
        </span>
        {v.authorName ? <span className="truncate text-xs text-muted-foreground">{C.by(v.authorName)}</span> : null}
      </button>
    </li>
  );
}

function VersionView({
  blogId,
  versionId,
  focusOnShow,
  current,
  dirty,
  canRestore,
  onRestored,
}: Omit<HistoryPanelProps, 'readCurrent'> & {
  versionId: number;
  focusOnShow: boolean;
  current: { title: string; content: string };
}) {
  const version = useQuery(versionQuery(blogId, versionId));
  const restore = useRestoreVersion(blogId);
  const [confirming, setConfirming] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = version.data !== undefined;
  useEffect(() => {
    if (focusOnShow && loaded) heading.current?.focus();
  }, [focusOnShow, loaded]);

  if (version.isLoading) return <Spinner className="mx-auto my-10 size-6" />;
  if (!version.data) return <p className="text-sm text-destructive">{C.loadFailed}</p>;
  const v = version.data;
  return (
    <section className="grid min-w-0 content-start gap-3" aria-labelledby={`version-${v.id}-heading`}>
      <h3 id={`version-${v.id}-heading`} ref={heading} tabIndex={-1} className="text-sm font-semibold outline-none">
        {C.compareHeading}
      </h3>
      {v.title !== current.title ? <p className="text-sm wrap-anywhere">{C.titleChanged(v.title)}</p> : null}
      {dirty ? <p className="text-xs text-muted-foreground">{C.unsaved}</p> : null}
      <VersionDiff version={v.content} current={current.content} />
      {canRestore ? (
        <div className="flex justify-end">
          <Button type="button" onClick={() => setConfirming(true)}>
            <RotateCcw aria-hidden="true" />
            {C.restore}
          </Button>
        </div>
      ) : null}
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent className="sm:max-w-[460px]">
          <DialogHeader>
            <DialogTitle>{C.restoreTitle}</DialogTitle>
            <DialogDescription>{C.restoreConfirm}</DialogDescription>
          </DialogHeader>
          {dirty ? <p className="text-sm font-medium text-destructive">{C.restoreUnsaved}</p> : null}
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)} disabled={restore.isPending}>
              {C.cancel}
            </Button>
            <Button
              disabled={restore.isPending}
              onClick={() =>
                restore.mutate(v.id, {
                  onSuccess: (restored) => {
                    setConfirming(false);
                    toast({ title: C.restored });
                    onRestored(restored);
                  },
                  onError: (e) => toast({ variant: 'destructive', title: C.restoreFailed(errorMessage(e)) }),
                })
              }
            >
              {restore.isPending ? C.restoring : C.restore}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
