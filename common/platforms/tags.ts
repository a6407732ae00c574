import type { PlatformCapabilities } from './descriptor';

/**
 * The tags that will not land on a platform because of its tag limit (DEV keeps 4, Medium 3): the
 * Publish dialog shows them as a warning before the creator sends, instead of the platform dropping
 * them silently. Tags are compared as the creator wrote them, without a leading '#', case-insensitively.
 */
export function tagsBeyondLimit(
  capabilities: Pick<PlatformCapabilities, 'tagsLimit'>,
  tags: readonly string[],
): string[] {
  const seen = new Set<string>();
  const unique: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().replace(/^#+/, '');
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    unique.push(tag);
  }
  return unique.slice(capabilities.tagsLimit);
}
