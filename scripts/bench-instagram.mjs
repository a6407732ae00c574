// Instagram import benchmark: 1,000 posts (10 pages of 100) from the local fake Instagram, through
// the production sync code, into a fresh database. Prints time and memory.
//   node scripts/bench-instagram.mjs [--posts 1000] [--json]
//   BENCH_DATABASE_URL=postgres://… node scripts/bench-instagram.mjs   (PostgreSQL instead of PGlite)
//   node scripts/bench-instagram.mjs --posts 10000 --crash-at 50   (the importing process is killed
//     with SIGKILL after 50 pages; a new one resumes: posts, duplicates and downloads are reported)
import { fork, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import { tsImport } from 'tsx/esm/api';

// A real collection before measuring, so the figures are live memory and not garbage left by setup.
v8.setFlagsFromString('--expose-gc');
globalThis.gc ??= vm.runInNewContext('gc');

const args = process.argv.slice(2);
const postsArg = args.indexOf('--posts');
const posts = postsArg >= 0 ? Number(args[postsArg + 1]) : 1000;
const crashArg = args.indexOf('--crash-at');
const crashAt = crashArg >= 0 ? Number(args[crashArg + 1]) : null;
const { benchImport, benchResume, fakeInstagramSource, preparePglite } = await tsImport(
  '../test/fakes/instagram/import-bench.ts',
  import.meta.url,
);
const SELF = fileURLToPath(import.meta.url);

if (args[0] === '--prepare-pglite') {
  // Child step: the first boot (initdb + migrations) in a process of its own.
  process.stdout.write(`${JSON.stringify(await preparePglite(args[1]))}\n`);
  process.exit(0);
}
if (args[0] === '--import-child') {
  // Child step (--crash-at): the import the parent kills part-way, as a server process dies.
  const source = JSON.parse(process.env.BENCH_INSTAGRAM);
  const instagram = { ...source, counts: async () => ({ pages: 0, imageDownloads: 0 }), close: async () => {} };
  await benchImport({ posts, databaseUrl: process.env.BENCH_DATABASE_URL, dataDir: args[1], instagram });
  process.exit(0);
}
if (args[0] === '--fake-instagram') {
  // Child step: the fake Instagram (API + CDN with its image rendering) outside the measured
  // process, as the real one is remote. Answers 'counts' over IPC; exits when the parent goes.
  const source = await fakeInstagramSource(Number(args[1]));
  const { env, igId, username, token } = source;
  process.on('message', async (msg) => {
    if (msg === 'counts') process.send({ counts: await source.counts() });
  });
  process.on('disconnect', () => source.close().finally(() => process.exit(0)));
  process.send({ ready: { env, igId, username, token } });
  await new Promise(() => {});
}

/** Forks the fake Instagram child; resolves with an InstagramSource talking to it. */
function remoteInstagram(count) {
  const child = fork(SELF, ['--fake-instagram', String(count)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const next = (key) =>
    new Promise((resolve, reject) => {
      const onExit = (code) => reject(new Error(`fake Instagram exited (${code})`));
      const onMessage = (msg) => {
        if (!msg?.[key]) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(msg[key]);
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  return next('ready').then((ready) => ({
    ...ready,
    counts: () => {
      const p = next('counts');
      child.send('counts');
      return p;
    },
    close: async () => {
      if (child.connected) child.disconnect();
      if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
    },
  }));
}

/**
 * Imports in a child process killed with SIGKILL once Instagram has served `crashAt` pages, then
 * resumes in this process (test/fakes/instagram/import-bench.ts benchResume).
 */
async function crashAndResume(target) {
  const { env, igId, username, token } = target.instagram;
  const child = fork(SELF, ['--import-child', target.dataDir, '--posts', String(posts)], {
    execArgv: process.execArgv,
    env: { ...process.env, BENCH_INSTAGRAM: JSON.stringify({ env, igId, username, token }) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise((r) => child.once('exit', r));
  let atKill;
  for (;;) {
    atKill = await target.instagram.counts();
    if (atKill.pages >= crashAt || child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  await exited;
  const resumed = await benchResume(target);
  return { ...resumed, killedAfterPages: atKill.pages, downloadsBeforeKill: atKill.imageDownloads };
}

const databaseUrl = process.env.BENCH_DATABASE_URL;
let result;
const instagram = await remoteInstagram(posts);
try {
  if (databaseUrl) {
    result = crashAt
      ? await crashAndResume({ databaseUrl, dataDir: mkdtempSync(path.join(os.tmpdir(), 'inkgram-bench-')), instagram })
      : await benchImport({ posts, databaseUrl, instagram });
  } else {
    // PGlite on disk, as the server runs it; the import runs in a process that opens an existing database.
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'inkgram-bench-'));
    try {
      const prep = spawnSync(process.execPath, [...process.execArgv, SELF, '--prepare-pglite', dataDir], {
        encoding: 'utf8',
      });
      if (prep.status !== 0) throw new Error(`preparing PGlite failed: ${prep.stderr || prep.stdout}`);
      const { firstBootPeakRssMb } = JSON.parse(prep.stdout.trim().split('\n').pop());
      const run = crashAt ? crashAndResume({ dataDir, instagram }) : benchImport({ posts, dataDir, instagram });
      result = { ...(await run), firstBootPeakRssMb };
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
} finally {
  await instagram.close();
}

if (args.includes('--json')) {
  process.stdout.write(`${JSON.stringify(result)}\n`);
} else if (crashAt) {
  process.stdout.write(
    `Instagram import (${result.database}) killed after ${result.killedAfterPages} pages ` +
      `(${result.postsBeforeResume} posts stored, ${result.downloadsBeforeKill} image downloads), then resumed: ` +
      `${result.posts} posts, ${result.duplicates} duplicates, ${result.pages} pages and ` +
      `${result.imageDownloads} image downloads in all; the resumed run took ${result.seconds} s, ` +
      `RSS ${result.rssBeforeMb} → peak ${result.peakRssMb} MB\n`,
  );
} else {
  process.stdout.write(
    `Instagram import (${result.database}): ${result.posts} posts in ${result.pages} pages, ` +
      `${result.imageDownloads} image downloads, ${result.seconds} s (${result.postsPerSecond} posts/s); ` +
      `RSS ${result.rssBeforeMb} → peak ${result.peakRssMb} MB, heap growth ${result.heapGrowthMb} MB` +
      (result.firstBootPeakRssMb
        ? ` (first boot in its own process, initdb: peak ${result.firstBootPeakRssMb} MB)`
        : '') +
      '\n',
  );
}
if (result.outcome !== 'synced' || result.posts !== posts || result.duplicates > 0) process.exitCode = 1;
