import { format } from 'date-fns';
import { PUBLISHING_COPY } from '@common/copy';
import { isActivePublication, type Connection, type Publication } from '@common/publishing';
import { can } from '@client/lib/abilities';

/** Pure view logic of the Publish dialog and button (unit-tested). */

/**
 * Which publications have settled (finished a job: published, failed…) and how, as one comparable
 * value (undefined before the first fetch). When it changes, a job just ended and the blogs list,
 * whose `isPublished` and abilities the server derives from the publications, is refetched: the
 * client never decides from the publications whether the blog is published.
 */
export function settledKey(publications: Publication[] | undefined): string | undefined {
  return publications
    ?.filter((p) => !isActivePublication(p.status))
    .map((p) => `${p.id}:${p.status}`)
    .join(',');
}

/** 'MMM d, yyyy 'at' h:mm a' from publishedAt, else createdAt, else 'N/A'. */
export function publicationDate(p: Pick<Publication, 'publishedAt' | 'createdAt'>): string {
  const iso = p.publishedAt ?? p.createdAt;
  if (!iso) return PUBLISHING_COPY.publish.notAvailable;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? PUBLISHING_COPY.publish.notAvailable : format(d, "MMM d, yyyy 'at' h:mm a");
}

interface ConnectionChoice {
  connection: Connection;
  publication: Publication | undefined;
  /** Pre-checked and disabled: the connection already has a publication the server would not retry. */
  locked: boolean;
  checked: boolean;
}

export function connectionChoices(
  connections: Connection[],
  publications: Publication[],
  selected: ReadonlySet<number>,
): ConnectionChoice[] {
  return connections.map((connection) => {
    const publication = publications.find((p) => p.platformConnectionId === connection.id);
    const locked = Boolean(publication && !can(publication, 'retry'));
    return { connection, publication, locked, checked: locked || selected.has(connection.id) };
  });
}
