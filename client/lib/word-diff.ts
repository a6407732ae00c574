/** A readable word diff of two plain texts (LCS over words; whitespace kept with its word). */
export type DiffPart = { kind: 'same' | 'added' | 'removed'; text: string };

const MAX_CELLS = 4_000_000;

function tokens(text: string): string[] {
  return text.match(/\s*\S+/g) ?? [];
}

function push(parts: DiffPart[], kind: DiffPart['kind'], text: string) {
  const last = parts[parts.length - 1];
  if (last && last.kind === kind) last.text += text;
  else parts.push({ kind, text });
}

export function wordDiff(before: string, after: string): DiffPart[] {
  const a = tokens(before);
  const b = tokens(after);
  // Common prefix and suffix first: most edits touch a small part of a long post.
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const parts: DiffPart[] = [];
  if (start) push(parts, 'same', a.slice(0, start).join(''));
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  if (midA.length * midB.length > MAX_CELLS) {
    if (midA.length) push(parts, 'removed', midA.join(''));
    if (midB.length) push(parts, 'added', midB.join(''));
  } else {
    const n = midA.length;
    const m = midB.length;
    const table = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
    for (let i = n - 1; i >= 0; i--) {
      for (let j = m - 1; j >= 0; j--) {
        table[i]![j] = midA[i] === midB[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
      }
    }
    let i = 0;
    let j = 0;
    while (i < n && j < m) {
      if (midA[i] === midB[j]) {
        push(parts, 'same', midA[i++]!);
        j++;
      } else if (table[i + 1]![j]! >= table[i]![j + 1]!) push(parts, 'removed', midA[i++]!);
      else push(parts, 'added', midB[j++]!);
    }
    while (i < n) push(parts, 'removed', midA[i++]!);
    while (j < m) push(parts, 'added', midB[j++]!);
  }
  if (endA < a.length) push(parts, 'same', a.slice(endA).join(''));
  return parts;
}
