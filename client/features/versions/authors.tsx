import { presenceColor } from '@common/co-editing';
import type { VersionAuthor } from '@common/versions';
import { getInitials } from '@client/lib/initials';
import { cn } from '@client/lib/utils';

/**
 * An author's colour in the history: the one their co-editing cursor has (common/co-editing.ts), stable
 * per user. Colour is never the only signal: names are always shown beside it (docs/decisions/034).
 */
export const authorColor = (id: number) => presenceColor(id);
/** Text written by several people together: no one's colour. */
export const SEVERAL_AUTHORS_COLOR = '#475569';

/** The colour of a version's insertions: its one author's, else neutral. */
export const colorOfAuthors = (authors: readonly VersionAuthor[]) =>
  authors.length === 1 ? authorColor(authors[0]!.id) : SEVERAL_AUTHORS_COLOR;

export const namesOf = (authors: readonly VersionAuthor[]) => authors.map((a) => a.name).join(', ');

/** Initials on the author's colour (decorative: the name is always next to it). */
export function AuthorAvatar({ author, className }: { author: VersionAuthor; className?: string }) {
  return (
    <span
      aria-hidden="true"
      data-testid="author-avatar"
      className={cn(
        'inline-flex size-5 shrink-0 items-center justify-center rounded-full text-[10px] leading-none font-semibold text-white',
        className,
      )}
      style={{ backgroundColor: authorColor(author.id) }}
    >
      {getInitials(author.name, '?')}
    </span>
  );
}

/** Each author as avatar and name. */
export function AuthorList({ authors, className }: { authors: readonly VersionAuthor[]; className?: string }) {
  return (
    <span className={cn('flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1', className)}>
      {authors.map((a) => (
        <span key={a.id} className="inline-flex min-w-0 items-center gap-1">
          <AuthorAvatar author={a} />
          <span className="truncate">{a.name}</span>
        </span>
      ))}
    </span>
  );
}
