import { useQuery } from '@tanstack/react-query';
import { FilePlus2 } from 'lucide-react';
import { useId } from 'react';
import { Link, useLocation } from 'wouter';
import { sessionDraftDocumentName } from '@common/co-editing';
import type { Session } from '@common/collaborative-sessions';
import { COLLAB_COPY } from '@common/copy';
import { CollaborativeEditor } from '@client/components/editor/collaborative';
import { Button } from '@client/components/ui/button';
import { can } from '@client/lib/abilities';
import { useAuth } from '@client/features/auth';
import { sessionDraftQuery, useTurnDraftIntoBlog } from './api';

const C = COLLAB_COPY.draft;
const ignore = () => {};

/**
 * A session's shared draft (docs/decisions/020-coediting-on-postgresql.md): co-edited live by its participants (the same editor,
 * presence and persistence as a shared blog; others who may read the session read it), and the
 * owner's 'Turn into a blog', which opens the new blog in the editor.
 */
export function SessionDraft({ session }: { session: Session }) {
  const { user } = useAuth();
  const [, navigate] = useLocation();
  const turn = useTurnDraftIntoBlog();
  const headingId = useId();
  const editorId = useId();
  // Where the draft went once turned into a blog (asked again when the server ends the editor's connection).
  const draft = useQuery(sessionDraftQuery(session.id));
  const blogId = draft.data?.blogId ?? null;
  if (!user) return null;
  return (
    <section className="grid grid-cols-1 gap-2" aria-labelledby={headingId} data-testid="session-draft">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h3 id={headingId} className="text-sm font-semibold">
            {C.heading}
          </h3>
          <p className="text-xs text-muted-foreground">{C.hint}</p>
        </div>
        {can(session, 'update') ? (
          <Button
            variant="outline"
            size="sm"
            disabled={turn.isPending}
            onClick={() => turn.mutate(session.id, { onSuccess: ({ blogId }) => navigate(`/edit-blog/${blogId}`) })}
          >
            <FilePlus2 aria-hidden="true" />
            {turn.isPending ? C.turning : C.turnIntoBlog}
          </Button>
        ) : null}
      </div>
      {blogId !== null ? (
        <p
          role="status"
          className="rounded-lg border border-border bg-muted px-3 py-2 text-sm"
          data-testid="draft-became"
        >
          {C.became}{' '}
          <Link href={`/edit-blog/${blogId}`} className="font-medium underline">
            {C.openBlog}
          </Link>
        </p>
      ) : null}
      <CollaborativeEditor
        key={blogId ?? 'open'}
        onEnded={() => void draft.refetch()}
        blogId={0}
        documentName={sessionDraftDocumentName(session.id)}
        user={user}
        editable={blogId === null}
        value=""
        onChange={ignore}
        label={C.label}
        id={editorId}
        className="[&_.prose-blog]:max-h-[40vh] [&_.prose-blog]:min-h-32 [&_.prose-blog]:overflow-y-auto"
      />
    </section>
  );
}
