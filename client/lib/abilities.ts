/**
 * What the current user may do with a resource is decided by the server's policies and sent with
 * the resource as `abilities` (docs/architecture.md §3). The client asks, never re-derives a rule
 * (a published blog's lock, a prompt's owner…); a resource not loaded yet allows nothing.
 */
export function can<A extends string>(
  resource: { abilities: Readonly<Record<A, boolean>> } | null | undefined,
  action: A,
): boolean {
  return resource?.abilities[action] === true;
}
