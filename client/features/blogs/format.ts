import { format, isValid, parseISO } from 'date-fns';

/** 'MMMM d, yyyy' (the post date format, docs/product.md §9), or null for a missing or invalid date. */
export function formatLongDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const d = parseISO(iso);
  return isValid(d) ? format(d, 'MMMM d, yyyy') : null;
}
