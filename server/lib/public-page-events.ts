/** Runs after a blog's public page was turned on or off (the fediverse sends Create or Delete). */
export type PublicPageChanged = (blogId: number) => Promise<void>;

const hooks = new WeakMap<object, PublicPageChanged[]>();

/**
 * A seam between modules that may not import each other: the fediverse module (which reads public
 * pages) hears when one goes on or off (docs/decisions/044-fediverse-with-fedify.md). Kept per
 * database handle, like server/lib/blog-lifecycle.ts, so each app a test builds has its own.
 */
export function onPublicPageChanged(db: object, hook: PublicPageChanged): void {
  hooks.set(db, [...(hooks.get(db) ?? []), hook]);
}

export async function publicPageChanged(db: object, blogId: number): Promise<void> {
  for (const hook of hooks.get(db) ?? []) await hook(blogId);
}
