/**
 * Near-duplicate drafts (docs/decisions/038-batches-that-finish.md): two drafts whose normalized
 * sentence sets have a Jaccard index of at least NEAR_DUPLICATE_THRESHOLD repeat each other. The
 * threshold is measured on the corpus in near-duplicates.test.ts.
 */
export const NEAR_DUPLICATE_THRESHOLD = 0.6;

/** A sentence shorter than this (in words) is left out: 'Why early', 'Enjoy!' say nothing of a draft. */
const MIN_WORDS = 3;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The draft's text: line breaks in the source are spaces, block ends are breaks, entities their characters. */
function textOf(html: string): string {
  return html
    .replace(/\s+/g, ' ')
    .replace(/<(br|\/p|\/h[1-6]|\/li|\/blockquote|\/div|\/figcaption)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|[a-z]+);/gi, (m, e: string) =>
      e.startsWith('#') ? String.fromCodePoint(Number(e.slice(1))) : (ENTITIES[e.toLowerCase()] ?? m),
    );
}

/** The set of a draft's sentences, lower case, letters and digits only, single spaces. */
export function sentenceSet(html: string): Set<string> {
  const out = new Set<string>();
  for (const raw of textOf(html).split(/[\n.!?]+/)) {
    const words = raw
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^\p{L}\p{N}\s]/gu, ' ')
      .split(/\s+/)
      .filter(Boolean);
    if (words.length >= MIN_WORDS) out.add(words.join(' '));
  }
  return out;
}

/** |A ∩ B| / |A ∪ B|; two empty sets share nothing worth a warning (0). */
export function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const s of a) if (b.has(s)) shared++;
  return shared / (a.size + b.size - shared);
}

export interface DraftText {
  blogId: number;
  title: string;
  content: string;
}

export interface Repeat {
  blogId: number;
  title: string;
  similarity: number;
}

/** For each draft, the other drafts it repeats, most similar first (rounded to two decimals). */
export function nearDuplicates(drafts: DraftText[], threshold = NEAR_DUPLICATE_THRESHOLD): Map<number, Repeat[]> {
  const sets = drafts.map((d) => sentenceSet(d.content));
  const out = new Map<number, Repeat[]>();
  for (let i = 0; i < drafts.length; i++) {
    for (let j = i + 1; j < drafts.length; j++) {
      const a = drafts[i]!;
      const b = drafts[j]!;
      if (a.blogId === b.blogId) continue;
      const index = jaccard(sets[i]!, sets[j]!);
      if (index < threshold) continue;
      const similarity = Math.round(index * 100) / 100;
      out.set(a.blogId, [...(out.get(a.blogId) ?? []), { blogId: b.blogId, title: b.title, similarity }]);
      out.set(b.blogId, [...(out.get(b.blogId) ?? []), { blogId: a.blogId, title: a.title, similarity }]);
    }
  }
  for (const list of out.values()) list.sort((x, y) => y.similarity - x.similarity);
  return out;
}
