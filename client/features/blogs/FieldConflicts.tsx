import { AlertCircle } from 'lucide-react';
import { BLOGS_COPY } from '@common/copy';
import { SEO_COPY } from '@common/copy-seo';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';

const C = BLOGS_COPY.edit;

/** The editable fields a co-writer's save can conflict on, with the labels the form shows. */
export const CONFLICT_LABELS = {
  title: C.title,
  category: C.category,
  tags: 'Tags',
  seoTitle: SEO_COPY.seoTitle,
  seoDescription: SEO_COPY.seoDescription,
  slug: SEO_COPY.slug,
  featuredImageAlt: SEO_COPY.featuredImageAlt,
} as const;
export type ConflictField = keyof typeof CONFLICT_LABELS;

/** A stored value (409 `blog_fields_changed`, common/blogs.ts) as the form edits it. */
export const draftValueOf = (value: string | readonly (string | undefined)[] | null): string =>
  Array.isArray(value) ? value.join(', ') : ((value as string | null) ?? '');

/**
 * A save refused because a co-writer changed some of its fields since they were loaded: per field,
 * their value and this writer's, and the choice (docs/decisions/032-blog-fields-merge.md).
 */
export function FieldConflicts({
  conflicts,
  mine,
  onKeepTheirs,
  onUseMine,
}: {
  conflicts: Partial<Record<ConflictField, string>>;
  mine: (field: ConflictField) => string;
  onKeepTheirs: (field: ConflictField) => void;
  onUseMine: (field: ConflictField) => void;
}) {
  const fields = (Object.keys(conflicts) as ConflictField[]).filter((f) => f in CONFLICT_LABELS);
  if (!fields.length) return null;
  return (
    <Alert variant="destructive" data-testid="field-conflicts">
      <AlertCircle aria-hidden="true" />
      <AlertTitle>{C.conflictTitle}</AlertTitle>
      <AlertDescription>
        <p>{C.conflictText}</p>
        <ul className="mt-3 grid gap-3">
          {fields.map((field) => {
            const label = CONFLICT_LABELS[field];
            return (
              <li key={field} className="grid gap-1 text-foreground" data-testid={`conflict-${field}`}>
                <span className="font-medium">{label}</span>
                <span>
                  {C.theirs}: <q data-testid="conflict-theirs">{conflicts[field] || C.empty}</q>
                </span>
                <span>
                  {C.yours}: <q data-testid="conflict-mine">{mine(field) || C.empty}</q>
                </span>
                <span className="flex gap-2">
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    aria-label={C.theirsLabel(label)}
                    onClick={() => onKeepTheirs(field)}
                  >
                    {C.keepTheirs}
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    aria-label={C.mineLabel(label)}
                    onClick={() => onUseMine(field)}
                  >
                    {C.useMine}
                  </Button>
                </span>
              </li>
            );
          })}
        </ul>
      </AlertDescription>
    </Alert>
  );
}
