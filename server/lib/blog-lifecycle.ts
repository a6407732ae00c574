import type { Actor } from './policy';

/**
 * Runs before a blog is deleted; throwing refuses the deletion with that error. Hooks run before the
 * delete and outside any transaction, on purpose: publishing's hook asks a platform over HTTP to
 * take back a scheduled post and drops queued jobs, neither of which a rollback could undo, and on
 * PGlite (one connection) their queries, on the outer database and the job queue, would wait forever
 * behind an open transaction (server/db/transaction.ts).
 * The delete itself is one statement (blogs.repository.ts deleteUnpublished), so it needs none.
 */
export type BeforeBlogDelete = (actor: Actor, blogId: number) => Promise<void>;

const hooks = new WeakMap<object, BeforeBlogDelete[]>();

/**
 * A seam between modules that may not import each other: publishing (which reads blogs) calls off a
 * blog's scheduled publications before the blogs module deletes it (docs/decisions/018-publishing-destinations-and-modes.md). Hooks are kept per
 * database handle, so each app built on one (tests build several) has its own.
 */
export function onBeforeBlogDelete(db: object, hook: BeforeBlogDelete): void {
  hooks.set(db, [...(hooks.get(db) ?? []), hook]);
}

export async function beforeBlogDelete(db: object, actor: Actor, blogId: number): Promise<void> {
  for (const hook of hooks.get(db) ?? []) await hook(actor, blogId);
}
