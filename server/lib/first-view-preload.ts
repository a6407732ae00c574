import { z } from 'zod';
import { FIRST_VIEW_CHUNK } from '@common/constants';

/** The parts of Vite's `.vite/manifest.json` read here. */
const manifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    name: z.string().optional(),
    isEntry: z.boolean().optional(),
    imports: z.array(z.string()).optional(),
  }),
);

/**
 * The `<link rel="modulepreload">` tags of the chunk that draws a page's first view and of the
 * chunks it imports (the entry excepted, which the page loads anyway). A page served with its first
 * view's answers (docs/decisions/050-first-view-data-in-the-page.md) asks for them from its `<head>`,
 * beside the entry, instead of after the entry has run: one round trip fewer before the first frame.
 * Empty when the build has no manifest or no such chunk (the page then loads it as before).
 */
export function firstViewPreloadTags(manifestJson: string | undefined): string {
  if (!manifestJson) return '';
  let json: unknown;
  try {
    json = JSON.parse(manifestJson);
  } catch {
    return '';
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) return '';
  const manifest = parsed.data;
  const start = Object.keys(manifest).find((key) => manifest[key]?.name === FIRST_VIEW_CHUNK);
  if (!start) return '';
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || seen.has(key)) return;
    seen.add(key);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(start);
  return files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
}
