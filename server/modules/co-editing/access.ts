import type { CoeditDocument } from '@common/co-editing';
import type { BlogId, SessionId, UserId } from '@common/ids';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/policy';
import { blogPolicy, blogsRepository } from '../blogs';
import { collabSessionsRepository, sessionPolicy } from '../collaborative-sessions';
import { draftRepository } from './draft.repository';

/**
 * Who may open a co-edited document, and whether read-only: a blog by the blog policy (read →
 * open; update → write), a session's draft by the session policy (read → open; editDraft →
 * write; read-only once turned into a blog, whose editor is where words go). Undefined: the user may not open it (the 404 of a missing document).
 */
export function documentAccess(db: Db) {
  const blogs = blogsRepository(db);
  const sessions = collabSessionsRepository(db);
  return async (d: CoeditDocument, userId: number): Promise<{ readOnly: boolean } | undefined> => {
    const actor: Actor = { userId: userId as UserId };
    if (d.kind === 'blog') {
      const row = await blogs.findForActor(actor.userId, d.id as BlogId);
      if (!row || !blogPolicy.can(actor, 'read', row)) return undefined;
      return { readOnly: !blogPolicy.can(actor, 'update', row) };
    }
    const session = await sessions.findForViewer(actor.userId, d.id as SessionId);
    if (!session || !sessionPolicy.can(actor, 'read', session)) return undefined;
    const turned = (await draftRepository(db).blogOf(d.id)) !== null;
    return { readOnly: turned || !sessionPolicy.can(actor, 'editDraft', session) };
  };
}
