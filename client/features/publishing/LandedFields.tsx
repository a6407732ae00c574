import { fieldsSentences } from '@common/published-fields';
import type { Publication } from '@common/publishing';

/** Statuses whose post is on the platform as it was last sent: what landed there is worth saying. */
const ON_PLATFORM = new Set(['published', 'draft', 'scheduled']);

/**
 * Under a destination: which fields landed there and which could not be set, with why
 * (docs/decisions/018-publishing-destinations-and-modes.md), from what the publisher reported.
 */
export function LandedFields({
  publication,
  className = '',
}: {
  publication: Pick<Publication, 'status' | 'fields' | 'id'>;
  className?: string;
}) {
  if (!publication.fields || !ON_PLATFORM.has(publication.status)) return null;
  const { landed, notLanded } = fieldsSentences(publication.fields);
  if (!landed && notLanded.length === 0) return null;
  return (
    <div
      className={`grid gap-0.5 px-1 text-xs text-muted-foreground ${className}`}
      data-testid={`landed-fields-${publication.id}`}
    >
      {landed ? <p data-testid="fields-landed">{landed}</p> : null}
      {notLanded.map((line) => (
        <p key={line} data-testid="fields-not-landed" className="text-foreground">
          {line}
        </p>
      ))}
    </div>
  );
}
