import { format } from 'date-fns';
import { PUBLISHING_COPY } from '@common/copy';
import type { Connection, Publication } from '@common/publishing';

/** Pure view logic of the Publish dialog and button (unit-tested). */

export const isBlogPublished = (publications: Publication[] | undefined) =>
  Boolean(publications?.some((p) => p.status === 'published'));

/**
 * A My Blogs card's state from the two views of the one rule (any publication published): the
 * blogs list's `isPublished` and the card's polled publications. Either says published → the card
 * is; when only the publications know (a job just finished), the list is behind and is refetched.
 */
export function cardPublishState(listSaysPublished: boolean | undefined, publications: Publication[] | undefined) {
  const seen = isBlogPublished(publications);
  return { published: Boolean(listSaysPublished) || seen, listIsBehind: seen && listSaysPublished === false };
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
  /** Pre-checked and disabled: the connection already has a publication (a failed one may be retried). */
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
    const locked = Boolean(publication && publication.status !== 'failed');
    return { connection, publication, locked, checked: locked || selected.has(connection.id) };
  });
}
