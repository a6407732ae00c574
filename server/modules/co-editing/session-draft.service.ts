import { COLLAB_MESSAGES, writtenWith, type TurnedIntoBlog } from '@common/collaborative-sessions';
import type { SessionId } from '@common/ids';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { ERROR_CODES } from '@common/errors';
import { escapeHtml } from '@common/html-escape';
import { previewOf, sanitizeBlogHtml } from '../../lib/html/sanitize';
import type { Actor } from '../../lib/policy';
import { blogsRepository } from '../blogs';
import { collabSessionsRepository, sessionPolicy } from '../collaborative-sessions';
import { versionRecorder } from '../versions';
import { draftRepository } from './draft.repository';
import { htmlOf } from './ydoc-html';

/**
 * A session's shared draft becomes a blog (docs/decisions/020-coediting-on-postgresql.md): the owner's, a draft, titled like the
 * session, with the draft's text as it stands (every stored update included) and a 'Written with
 * @a, @b' line crediting the contributors, who are also kept as the blog's credits.
 *
 * Once: the draft remembers its blog, so turning it again (a second click, another tab) answers
 * that blog unchanged instead of making a second one; the owner edits it there. A deleted blog
 * lets the draft become a new one. The draft's row is locked while this runs, so two requests at
 * once still make one blog. Turned, the draft is read-only: `live.onTurned` closes its open editors
 * (they reopen read-only and show where the blog is), so no word is typed into it and lost.
 */
/** What the co-editing server does for a draft being turned into a blog. */
export interface LiveDraft {
  /** Closes the draft's open editors (they reopen read-only). */
  onTurned(sessionId: SessionId): Promise<void>;
  /** Resolves once every update of the draft received so far is stored. */
  stored(sessionId: SessionId): Promise<void>;
}

const NOT_LIVE: LiveDraft = { onTurned: async () => {}, stored: async () => {} };

export function sessionDraftService(db: Db, live: LiveDraft = NOT_LIVE) {
  const sessions = collabSessionsRepository(db);
  const drafts = draftRepository(db);
  return {
    async turnIntoBlog(actor: Actor, sessionId: SessionId): Promise<TurnedIntoBlog> {
      const session = sessionPolicy.authorize(actor, 'read', await sessions.findForViewer(actor.userId, sessionId));
      sessionPolicy.authorize(actor, 'turnIntoBlog', session);
      // The text everyone has seen: updates still being stored are waited for, not left out.
      await live.stored(sessionId);
      const doc = await drafts.current(sessionId);
      const html = doc ? htmlOf(doc) : '';
      if (!html) throw new AppError(409, ERROR_CODES.conflict, COLLAB_MESSAGES.draftEmpty);
      const people = await drafts.contributors(sessionId, session.ownerId);
      const line = people.length ? `<p><em>${escapeHtml(writtenWith(people.map((p) => p.username)))}</em></p>` : '';
      const content = sanitizeBlogHtml(html + line);
      const credits = people.map(({ userId, name, username }) => ({ userId, name, username }));
      const turned = await withTransaction(db, async (tx) => {
        const linked = await draftRepository(tx).lockBlogOf(sessionId);
        if (linked !== null)
          return { blogId: linked, existing: true, credits: await draftRepository(tx).credits(linked) };
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
        await draftRepository(tx).linkBlog(sessionId, blog.id);
        await versionRecorder(tx).recordVersion(actor, blog.id, 'create');
        return { blogId: blog.id, existing: false, credits };
      });
      if (!turned.existing) await live.onTurned(sessionId);
      return turned;
    },

    /** Where the draft's words went: the blog it was turned into, for anyone who may read the session. */
    async blogOf(actor: Actor, sessionId: SessionId): Promise<{ blogId: number | null }> {
      sessionPolicy.authorize(actor, 'read', await sessions.findForViewer(actor.userId, sessionId));
      return { blogId: await drafts.blogOf(sessionId) };
    },
  };
}
