import { isValid, parseISO } from 'date-fns';

// 'MMMM d, yyyy' in English ('November 28, 2026'): one formatter for the page, and each date
// formatted once (a grid of cards renders the same dates again and again).
const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
const formatted = new Map<string, string | null>();

/** 'MMMM d, yyyy' (the post date format, docs/product.md §9), or null for a missing or invalid date. */
export function formatLongDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  let text = formatted.get(iso);
  if (text === undefined) {
    const d = parseISO(iso);
    text = isValid(d) ? longDate.format(d) : null;
    if (formatted.size > 1000) formatted.clear();
    formatted.set(iso, text);
  }
  return text;
}
