import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { VERSIONS_COPY } from '@common/copy-versions';
import type { Version } from '@common/versions';
import { hasChanges, useHtmlWordDiff } from '@client/components/ui/diff-parts';
import { Spinner } from '@client/components/ui/spinner';
import { versionQuery } from './api';
import { AuthorAvatar, AuthorList, colorOfAuthors, namesOf } from './authors';

const C = VERSIONS_COPY;

/**
 * What a version changed: its text against the version before it, the insertions in the colour of
 * its author (neutral when several wrote it), each naming them on hover and focus, with a legend
 * (docs/decisions/034).
 */
export function VersionChanges({ blogId, version }: { blogId: number; version: Version }) {
  const previousId = version.previousId;
  const previous = useQuery({ ...versionQuery(blogId, previousId ?? 0), enabled: previousId !== null });
  if (previousId !== null && previous.isLoading) return <Spinner className="mx-auto my-6 size-6" />;
  if (previousId !== null && !previous.data) return <p className="text-sm text-destructive">{C.loadFailed}</p>;
  return (
    <div className="grid gap-2">
      {previousId === null ? <p className="text-xs text-muted-foreground">{C.firstVersion}</p> : null}
      <AttributedDiff before={previous.data?.content ?? ''} version={version} />
    </div>
  );
}

function AttributedDiff({ before, version }: { before: string; version: Version }) {
  const parts = useHtmlWordDiff(before, version.content);
  const [focused, setFocused] = useState<number | null>(null);
  const legendId = useId();
  const authors = version.authors;
  const color = colorOfAuthors(authors);
  const label = authors.length ? C.addedBy(namesOf(authors)) : C.ownLegend.several;
  const addedStyle = { backgroundColor: `${color}1f`, borderColor: color };
  if (!hasChanges(parts)) return <p className="text-sm text-muted-foreground">{C.noChanges}</p>;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-3 text-xs text-muted-foreground" data-testid="changes-legend">
        <del className="rounded-sm bg-rose-100 px-1 text-rose-900">{C.ownLegend.removed}</del>
        <span id={legendId} className="flex flex-wrap items-center gap-2">
          <ins
            className="inline-flex items-center gap-1 rounded-sm border-b-2 px-1 text-foreground no-underline"
            style={addedStyle}
            data-testid="added-legend"
          >
            {authors.length === 1 ? <AuthorAvatar author={authors[0]!} /> : null}
            {authors.length === 1 ? C.ownLegend.addedBy(authors[0]!.name) : C.ownLegend.several}
          </ins>
          {authors.length > 1 ? <AuthorList authors={authors} /> : null}
        </span>
      </div>
      <div
        className="max-h-[50vh] overflow-y-auto rounded-lg border border-border bg-background p-3 text-sm leading-relaxed whitespace-pre-wrap"
        data-testid="version-changes"
      >
        {parts.map((p, i) =>
          p.kind === 'same' ? (
            <span key={i}>{p.text}</span>
          ) : p.kind === 'removed' ? (
            <del key={i} className="rounded-sm bg-rose-100 text-rose-900">
              {p.text}
            </del>
          ) : (
            <ins
              key={i}
              tabIndex={0}
              title={label}
              aria-describedby={legendId}
              onFocus={() => setFocused(i)}
              onBlur={() => setFocused(null)}
              className="rounded-sm border-b-2 text-foreground no-underline outline-none focus-visible:ring-2 focus-visible:ring-ring"
              style={addedStyle}
            >
              {p.text}
            </ins>
          ),
        )}
      </div>
      {/* Focus on an insertion names its author(s) here, under the text (hover: its title). */}
      <p aria-hidden="true" className="min-h-4 text-xs text-muted-foreground" data-testid="focused-author">
        {focused !== null ? label : ''}
      </p>
    </div>
  );
}
