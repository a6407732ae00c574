import { VERSIONS_COPY } from '@common/copy-versions';
import { DiffParts, hasChanges, useHtmlWordDiff } from '@client/components/ui/diff-parts';

const C = VERSIONS_COPY;

/** The words of a version against the current text: removed (only in the version) and added (only now). */
export function VersionDiff({ version, current }: { version: string; current: string }) {
  const parts = useHtmlWordDiff(version, current);
  if (!hasChanges(parts)) {
    return <p className="text-sm text-muted-foreground">{C.noChanges}</p>;
  }
  return (
    <div className="grid gap-2">
      <p className="flex flex-wrap gap-3 text-xs text-muted-foreground">
        <span>
          <del className="rounded-sm bg-rose-100 px-1 text-rose-900">{C.legend.removed}</del>
        </span>
        <span>
          <ins className="rounded-sm bg-emerald-100 px-1 text-emerald-900 no-underline">{C.legend.added}</ins>
        </span>
      </p>
      <div
        className="max-h-[50vh] overflow-y-auto rounded-lg border border-border bg-background p-3 text-sm leading-relaxed whitespace-pre-wrap"
        data-testid="version-diff"
      >
        <DiffParts parts={parts} />
      </div>
    </div>
  );
}
