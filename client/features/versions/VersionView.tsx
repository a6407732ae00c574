import { useQuery } from '@tanstack/react-query';
import { Pencil, RotateCcw, Tag, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { VERSIONS_COPY } from '@common/copy-versions';
import type { Version } from '@common/versions';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Spinner } from '@client/components/ui/spinner';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { cn } from '@client/lib/utils';
import { useNameVersion, useRestoreVersion, versionQuery } from './api';
import { NameVersionForm } from './NameVersionForm';
import { VersionChanges } from './VersionChanges';
import { VersionDiff } from './VersionDiff';

const C = VERSIONS_COPY;

type Compare = 'current' | 'own';

/** One version: its name (Name / Rename), its diff (with the current text, or its own changes), Restore. */
export function VersionView({
  blogId,
  versionId,
  focusOnShow,
  current,
  dirty,
  canRestore,
  onRestored,
}: {
  blogId: number;
  versionId: number;
  focusOnShow: boolean;
  current: { title: string; content: string };
  dirty: boolean;
  /** The blog's `update` ability: restore and name versions. */
  canRestore: boolean;
  onRestored: (version: Version) => void;
}) {
  const version = useQuery(versionQuery(blogId, versionId));
  const restore = useRestoreVersion(blogId);
  const unname = useNameVersion(blogId);
  const [confirming, setConfirming] = useState(false);
  const [compare, setCompare] = useState<Compare>('current');
  const [naming, setNaming] = useState(false);
  const nameButton = useRef<HTMLButtonElement>(null);
  const wasNaming = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = version.data !== undefined;
  useEffect(() => {
    if (focusOnShow && loaded) heading.current?.focus();
  }, [focusOnShow, loaded]);
  useEffect(() => {
    // Focus returns to Name / Rename when the form closes.
    if (wasNaming.current && !naming) nameButton.current?.focus();
    wasNaming.current = naming;
  }, [naming]);

  if (version.isLoading) return <Spinner className="mx-auto my-10 size-6" />;
  if (!version.data) return <p className="text-sm text-destructive">{C.loadFailed}</p>;
  const v = version.data;
  return (
    <section className="grid min-w-0 content-start gap-3" aria-labelledby={`version-${v.id}-heading`}>
      <h3 id={`version-${v.id}-heading`} ref={heading} tabIndex={-1} className="text-sm font-semibold outline-none">
        {compare === 'current' ? C.compareHeading : C.ownHeading}
      </h3>
      {naming ? (
        <NameVersionForm
          blogId={blogId}
          versionId={v.id}
          initial={v.name}
          onDone={() => setNaming(false)}
          onCancel={() => setNaming(false)}
        />
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          {v.name ? (
            <p className="flex min-w-0 items-center gap-1 text-sm font-medium wrap-anywhere">
              <Tag aria-hidden="true" className="size-4 shrink-0" />
              {C.nameOf(v.name)}
            </p>
          ) : null}
          {canRestore ? (
            <Button ref={nameButton} type="button" size="sm" variant="outline" onClick={() => setNaming(true)}>
              <Pencil aria-hidden="true" />
              {v.name ? C.rename : C.nameThis}
            </Button>
          ) : null}
          {canRestore && v.name ? (
            <Button
              type="button"
              size="sm"
              variant="ghost"
              disabled={unname.isPending}
              onClick={() =>
                unname.mutate(
                  { versionId: v.id, name: null },
                  {
                    onSuccess: () => nameButton.current?.focus(),
                    onError: (e) => toast({ variant: 'destructive', title: C.nameFailed(errorMessage(e)) }),
                  },
                )
              }
            >
              <X aria-hidden="true" />
              {C.removeName}
            </Button>
          ) : null}
        </div>
      )}
      <div role="group" aria-label={C.compareWith} className="flex flex-wrap gap-1">
        {(['current', 'own'] as const).map((mode) => (
          <Button
            key={mode}
            type="button"
            size="sm"
            variant="ghost"
            aria-pressed={compare === mode}
            className={cn(compare === mode && 'bg-primary/10 ring-1 ring-primary/30')}
            onClick={() => setCompare(mode)}
          >
            {mode === 'current' ? C.compareCurrent : C.compareOwn}
          </Button>
        ))}
      </div>
      {compare === 'current' ? (
        <>
          {v.title !== current.title ? <p className="text-sm wrap-anywhere">{C.titleChanged(v.title)}</p> : null}
          {dirty ? <p className="text-xs text-muted-foreground">{C.unsaved}</p> : null}
          <VersionDiff version={v.content} current={current.content} />
        </>
      ) : (
        <VersionChanges blogId={blogId} version={v} />
      )}
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
