// Instagram import benchmark: 1,000 posts (10 pages of 100) from the local fake Instagram, through
// the production sync code, into a fresh database. Prints time and memory.
//   node scripts/bench-instagram.mjs [--posts 1000] [--json]
//   BENCH_DATABASE_URL=postgres://… node scripts/bench-instagram.mjs   (PostgreSQL instead of PGlite)
import { tsImport } from 'tsx/esm/api';

const args = process.argv.slice(2);
const postsArg = args.indexOf('--posts');
const posts = postsArg >= 0 ? Number(args[postsArg + 1]) : 1000;
const { benchImport } = await tsImport('../test/fakes/instagram/import-bench.ts', import.meta.url);
const result = await benchImport({ posts, databaseUrl: process.env.BENCH_DATABASE_URL });

if (args.includes('--json')) {
  process.stdout.write(`${JSON.stringify(result)}\n`);
} else {
  process.stdout.write(
    `Instagram import (${result.database}): ${result.posts} posts in ${result.pages} pages, ` +
      `${result.imageDownloads} image downloads, ${result.seconds} s (${result.postsPerSecond} posts/s); ` +
      `RSS ${result.rssBeforeMb} → peak ${result.peakRssMb} MB, heap growth ${result.heapGrowthMb} MB\n`,
  );
}
if (result.outcome !== 'synced' || result.posts !== posts) process.exitCode = 1;
