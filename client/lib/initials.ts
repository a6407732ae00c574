/**
 * Avatar initials: the first letters of up to two words, uppercase, at most two characters.
 * Empty or blank names fall back to `fallback` ('U' in the header).
 */
export function getInitials(name: string | null | undefined, fallback = 'U'): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const letters = words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase();
  return Array.from(letters).slice(0, 2).join('') || fallback;
}
