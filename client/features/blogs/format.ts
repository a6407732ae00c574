import { format, isValid, parseISO } from 'date-fns';

// Each date formatted once (a grid of cards renders the same dates again and again), by date-fns
// rather than Intl: a page's first Intl date formatter loads the locale's data, tens of milliseconds
// on a phone while My Blogs draws its grid (docs/performance.md, "Work a page does before it is used").
const formatted = new Map<string, string | null>();

/** 'MMMM d, yyyy' (the post date format, docs/product.md §9), or null for a missing or invalid date. */
export function formatLongDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  let text = formatted.get(iso);
  if (text === undefined) {
    const d = parseISO(iso);
    text = isValid(d) ? format(d, 'MMMM d, yyyy') : null;
    if (formatted.size > 1000) formatted.clear();
    formatted.set(iso, text);
  }
  return text;
}
