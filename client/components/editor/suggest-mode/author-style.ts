import { SUGGEST_COPY } from '@common/copy-suggest';

/**
 * The classes of a person's suggestion in their presence colour (common/co-editing.ts presenceColor):
 * classes, not a style attribute, as the CSP wants. Written out whole so Tailwind finds them.
 */
const INSERT: Record<string, string> = {
  '#c2410c': 'underline decoration-2 decoration-[#c2410c] bg-[#c2410c]/10',
  '#0f766e': 'underline decoration-2 decoration-[#0f766e] bg-[#0f766e]/10',
  '#7c3aed': 'underline decoration-2 decoration-[#7c3aed] bg-[#7c3aed]/10',
  '#be123c': 'underline decoration-2 decoration-[#be123c] bg-[#be123c]/10',
  '#1d4ed8': 'underline decoration-2 decoration-[#1d4ed8] bg-[#1d4ed8]/10',
  '#4d7c0f': 'underline decoration-2 decoration-[#4d7c0f] bg-[#4d7c0f]/10',
  '#a16207': 'underline decoration-2 decoration-[#a16207] bg-[#a16207]/10',
  '#0e7490': 'underline decoration-2 decoration-[#0e7490] bg-[#0e7490]/10',
};
const DELETE: Record<string, string> = {
  '#c2410c': 'line-through decoration-2 decoration-[#c2410c] text-[#c2410c]',
  '#0f766e': 'line-through decoration-2 decoration-[#0f766e] text-[#0f766e]',
  '#7c3aed': 'line-through decoration-2 decoration-[#7c3aed] text-[#7c3aed]',
  '#be123c': 'line-through decoration-2 decoration-[#be123c] text-[#be123c]',
  '#1d4ed8': 'line-through decoration-2 decoration-[#1d4ed8] text-[#1d4ed8]',
  '#4d7c0f': 'line-through decoration-2 decoration-[#4d7c0f] text-[#4d7c0f]',
  '#a16207': 'line-through decoration-2 decoration-[#a16207] text-[#a16207]',
  '#0e7490': 'line-through decoration-2 decoration-[#0e7490] text-[#0e7490]',
};
const FALLBACK = {
  insert: 'underline decoration-2 decoration-slate-500 bg-slate-500/10',
  delete: 'line-through decoration-2 decoration-slate-500 text-slate-600',
};

export function suggestionAuthorClass(kind: 'insert' | 'delete', color: string): string {
  return `rounded-sm ${(kind === 'insert' ? INSERT : DELETE)[color.toLowerCase()] ?? FALLBACK[kind]}`;
}

export const suggestionAuthorTitle = (kind: 'insert' | 'delete', name: string) => SUGGEST_COPY.suggestedBy(kind, name);
