import { COLLAB_MESSAGES, writtenWith, type TurnedIntoBlog } from '@common/collab';
import type { SessionId } from '@common/ids';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { ERROR_CODES } from '@common/errors';
import { escapeHtml } from '../../lib/html/escape';
import { previewOf, sanitizeBlogHtml } from '../../lib/html/sanitize';
import type { Actor } from '../../lib/policy';
import { blogsRepository } from '../blogs';
import { collabSessionsRepository, sessionPolicy } from '../collab';
import { versionRecorder } from '../versions';
import { draftRepository } from './draft.repository';
import { htmlOf } from './ydoc-html';

/**
 * A session's shared draft becomes a blog (issue 12 §4): the owner's, a draft, titled like the
 * session, with the draft's text as it stands (every stored update included) and a 'Written with
 * @a, @b' line crediting the contributors, who are also kept as the blog's credits.
 */
export function sessionDraftService(db: Db) {
  const sessions = collabSessionsRepository(db);
  const drafts = draftRepository(db);
  return {
    async turnIntoBlog(actor: Actor, sessionId: SessionId): Promise<TurnedIntoBlog> {
      const session = sessionPolicy.authorize(actor, 'read', await sessions.findForViewer(sessionId, actor.userId));
      sessionPolicy.authorize(actor, 'turnIntoBlog', session);
      const doc = await drafts.current(sessionId);
      const html = doc ? htmlOf(doc) : '';
      if (!html) throw new AppError(409, ERROR_CODES.conflict, COLLAB_MESSAGES.draftEmpty);
      const people = await drafts.contributors(sessionId, session.ownerId);
      const line = people.length ? `<p><em>${escapeHtml(writtenWith(people.map((p) => p.username)))}</em></p>` : '';
      const content = sanitizeBlogHtml(html + line);
      const blogId = await withTransaction(db, async (tx) => {
        const blog = await blogsRepository(tx).insert({
          userId: session.ownerId,
          title: session.title,
          content,
          excerpt: previewOf(content),
          isDraft: true,
        });
        await draftRepository(tx).addCredits(
          blog.id,
          sessionId,
          people.map(({ userId, name }) => ({ userId, name })),
        );
        await versionRecorder(tx).recordVersion(actor, blog.id, 'create');
        return blog.id;
      });
      return { blogId, credits: people.map(({ userId, name, username }) => ({ userId, name, username })) };
    },
  };
}
