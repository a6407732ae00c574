import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE_DIRS = ['server', 'client', 'common', 'test', 'scripts'];
const SOURCE = /\.(ts|tsx|mjs|cjs|js)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(rel);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.gen.ts') ? [rel] : [];
  });
}

const files = SOURCE_DIRS.flatMap(sourceFiles).filter((f) => f !== path.join('scripts', 'docs-citations.test.ts'));
const lines = files.flatMap((file) =>
  readFileSync(path.join(ROOT, file), 'utf8')
    .split('\n')
    .map((text, i) => ({ where: `${file}:${i + 1}`, text })),
);

/** The docs, the README and the Makefile: prose a newcomer reads, held to the same citation rule. */
const proseFiles = [
  'README.md',
  'Makefile',
  ...readdirSync(path.join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md'))
    .map((f) => path.join('docs', f)),
];
const proseLines = proseFiles.flatMap((file) =>
  readFileSync(path.join(ROOT, file), 'utf8')
    .split('\n')
    .map((text, i) => ({ where: `${file}:${i + 1}`, text })),
);

/** Documents a clone does not have: the product spec and the reference pages it was built from. */
const OUTSIDE =
  /\bspec §|\bSpec §|product-spec|reference\/(?!.*https?:)|\b(instagram-api|publishing-apis|security)\.md\b/;

describe('documents cited in the code', () => {
  it('are never documents outside the repository', () => {
    const outside = lines.filter(({ text }) => OUTSIDE.test(text) && !/https?:\/\//.test(text));
    expect(outside.map(({ where, text }) => `${where}: ${text.trim()}`)).toEqual([]);
  });

  it('never cite an issue number (a clone has no issue tracker: cite a decision record or docs/product.md)', () => {
    const issues = [...lines, ...proseLines].filter(({ text }) => /\b[Ii]ssues? #?\d+\b/.test(text));
    expect(issues.map(({ where, text }) => `${where}: ${text.trim()}`)).toEqual([]);
  });

  it('exist in the repository, and their cited sections too', () => {
    const missing: string[] = [];
    for (const { where, text } of lines) {
      for (const [, doc, sections = ''] of text.matchAll(/\b(docs\/[\w./-]+\.md)((?:,? §\d+)*)/g)) {
        const file = path.join(ROOT, doc!);
        if (!existsSync(file)) {
          missing.push(`${where}: ${doc}`);
          continue;
        }
        const headings = readFileSync(file, 'utf8');
        for (const [, n] of sections.matchAll(/§(\d+)/g)) {
          if (!new RegExp(`^## ${n}\\. `, 'm').test(headings)) missing.push(`${where}: ${doc} §${n}`);
        }
      }
    }
    expect(lines.length).toBeGreaterThan(1000);
    expect(missing).toEqual([]);
  });
});
