import { History, Tag } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { Version, VersionSummary } from '@common/versions';
import { VERSIONS_COPY } from '@common/copy-versions';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { LoadMore } from '@client/components/ui/load-more';
import { RelativeTime } from '@client/components/ui/relative-time';
import { Spinner } from '@client/components/ui/spinner';
import { usePagedList } from '@client/lib/use-paged-list';
import { cn } from '@client/lib/utils';
import { versionPages } from './api';
import { AuthorList } from './authors';
import { NameVersionForm } from './NameVersionForm';
import { VersionView } from './VersionView';

const C = VERSIONS_COPY;

export interface HistoryPanelProps {
  blogId: number;
  /** The text in the editor (saved or not), read when the panel opens: what each version is compared with. */
  readCurrent: () => { title: string; content: string };
  dirty: boolean;
  /** Whether the user may restore and name versions (the blog's `update` ability, docs/decisions/034). */
  canRestore: boolean;
  /** After a restore: the editor takes the restored fields. */
  onRestored: (version: Version) => void;
}

/**
 * 'History' in the editor (docs/decisions/019-nobodys-words-are-lost.md, 034): the blog's versions
 * with their names and authors, a diff of any against the current text or of its own changes, Name,
 * Restore.
 */
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
  const [namedOnly, setNamedOnly] = useState(false);
  const pages = versionPages(blogId, namedOnly);
  const list = usePagedList(pages.key, pages.first, pages.parse);
  const [selected, setSelected] = useState<number | null>(null);
  // A version the user picked takes focus to its comparison; the first one shown does not.
  const [picked, setPicked] = useState(false);
  const [namingCurrent, setNamingCurrent] = useState(false);
  const nameCurrentButton = useRef<HTMLButtonElement>(null);
  const wasNaming = useRef(false);
  useEffect(() => {
    if (wasNaming.current && !namingCurrent) nameCurrentButton.current?.focus();
    wasNaming.current = namingCurrent;
  }, [namingCurrent]);
  const items = list.items ?? [];
  const chosen = (selected !== null && items.some((v) => v.id === selected) ? selected : null) ?? items[0]?.id ?? null;

  if (list.isLoading && !namedOnly) return <Spinner className="mx-auto my-10 size-6" />;
  if (list.isError) return <p className="py-6 text-center text-sm text-destructive">{C.loadFailed}</p>;
  if (items.length === 0 && !namedOnly) {
    return (
      <p className="py-10 text-center text-sm text-muted-foreground" data-testid="history-empty">
        {C.empty}
      </p>
    );
  }
  return (
    <div className="grid min-h-0 gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label className="flex min-h-8 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={namedOnly}
            onChange={(e) => setNamedOnly(e.target.checked)}
          />
          {C.namedOnly}
        </label>
        {canRestore && !namingCurrent ? (
          <Button
            ref={nameCurrentButton}
            type="button"
            size="sm"
            variant="outline"
            onClick={() => setNamingCurrent(true)}
          >
            <Tag aria-hidden="true" />
            {C.nameCurrent}
          </Button>
        ) : null}
      </div>
      {namingCurrent ? (
        <NameVersionForm
          blogId={blogId}
          versionId="current"
          hint={dirty ? C.nameCurrentUnsaved : undefined}
          onDone={(v) => (setNamingCurrent(false), setSelected(v.id))}
          onCancel={() => setNamingCurrent(false)}
        />
      ) : null}
      {list.isLoading ? (
        <Spinner className="mx-auto my-10 size-6" />
      ) : items.length === 0 ? (
        <p className="py-10 text-center text-sm text-muted-foreground" data-testid="history-empty-named">
          {C.emptyNamed}
        </p>
      ) : (
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
      )}
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
        {v.name ? (
          <span className="flex min-w-0 items-center gap-1 font-semibold wrap-anywhere" data-testid="version-name">
            <Tag aria-hidden="true" className="size-3.5 shrink-0" />
            {v.name}
          </span>
        ) : null}
        <span className={v.name ? 'text-xs' : 'font-medium'}>{C.reasons[v.reason]}</span>
        <span className="text-xs text-muted-foreground">
          <RelativeTime iso={v.createdAt} /> · {C.words(v.wordCount)}
        </span>
        {v.authors.length ? (
          <AuthorList authors={v.authors} className="text-xs text-muted-foreground" />
        ) : v.authorName ? (
          <span className="truncate text-xs text-muted-foreground">{C.by(v.authorName)}</span>
        ) : null}
      </button>
    </li>
  );
}
