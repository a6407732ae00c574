import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort, waitFor } from './wait';

const run = promisify(execFile);

/**
 * A real, throwaway WordPress on 127.0.0.1: Debian's `wordpress`
 * package copied into a temp dir with its own wp-config.php (environment type `local`, so
 * application passwords work over http), a private MariaDB on a unix socket in the same temp dir,
 * PHP's built-in server, and an admin with an application password. Nothing outside the temp
 * dir is touched. `.ci/run` installs the packages; elsewhere `wordpressAvailable()` says whether
 * they are present.
 */
export const WORDPRESS_SOURCE = '/usr/share/wordpress';
const MYSQLD_CANDIDATES = ['/usr/sbin/mariadbd', '/usr/sbin/mysqld'];

export interface WordPressSite {
  url: string;
  username: string;
  appPassword: string;
  stop(): Promise<void>;
}

const which = async (cmd: string) =>
  run('sh', ['-c', `command -v ${cmd}`]).then(
    (r) => r.stdout.trim() || undefined,
    () => undefined,
  );

export async function wordpressAvailable(): Promise<{ ok: boolean; missing: string[] }> {
  const missing: string[] = [];
  if (!existsSync(`${WORDPRESS_SOURCE}/wp-settings.php`)) missing.push('wordpress');
  if (!(await which('php'))) missing.push('php-cli');
  if (!MYSQLD_CANDIDATES.some((p) => existsSync(p))) missing.push('mariadb-server');
  if (!(await which('mariadb-install-db')) && !(await which('mysql_install_db')))
    missing.push('mariadb-server (install-db)');
  return { ok: missing.length === 0, missing };
}

const php = (s: string) => s.replace(/\\/g, '\\\\').replace(/'/g, "\\'");

export async function startWordPress(): Promise<WordPressSite> {
  const root = path.join(tmpdir(), `inkgram-wp-${randomBytes(4).toString('hex')}`);
  const site = path.join(root, 'site');
  const dbDir = path.join(root, 'db');
  const socket = path.join(root, 'mysqld.sock');
  const children: ChildProcess[] = [];
  const stop = async () => {
    for (const c of children.reverse()) c.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    rmSync(root, { recursive: true, force: true });
  };
  try {
    mkdirSync(dbDir, { recursive: true });
    const asRoot = process.getuid?.() === 0;
    const installDb = (await which('mariadb-install-db')) ?? 'mysql_install_db';
    await run(installDb, [
      '--no-defaults',
      `--datadir=${dbDir}`,
      '--auth-root-authentication-method=normal',
      '--skip-test-db',
      ...(asRoot ? ['--user=root'] : []),
    ]);
    const mysqld = MYSQLD_CANDIDATES.find((p) => existsSync(p)) as string;
    const db = spawn(
      mysqld,
      [
        '--no-defaults',
        `--datadir=${dbDir}`,
        `--socket=${socket}`,
        '--skip-networking',
        `--pid-file=${root}/mysqld.pid`,
        ...(asRoot ? ['--user=root'] : []),
      ],
      { stdio: 'ignore' },
    );
    children.push(db);
    await waitFor(async () => existsSync(socket), 'MariaDB');
    await run('mariadb', ['--no-defaults', `--socket=${socket}`, '-uroot', '-e', 'CREATE DATABASE wp']);

    cpSync(WORDPRESS_SOURCE, site, { recursive: true, verbatimSymlinks: true });
    rmSync(path.join(site, '.htaccess'), { force: true });
    const salts = [
      'AUTH_KEY',
      'SECURE_AUTH_KEY',
      'LOGGED_IN_KEY',
      'NONCE_KEY',
      'AUTH_SALT',
      'SECURE_AUTH_SALT',
      'LOGGED_IN_SALT',
      'NONCE_SALT',
    ]
      .map((k) => `define('${k}', '${randomBytes(24).toString('hex')}');`)
      .join('\n');
    writeFileSync(
      path.join(site, 'wp-config.php'),
      `<?php
define('DB_NAME', 'wp');
define('DB_USER', 'root');
define('DB_PASSWORD', '');
define('DB_HOST', 'localhost:${php(socket)}');
define('WP_ENVIRONMENT_TYPE', 'local');
define('WP_AUTO_UPDATE_CORE', false);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('DISABLE_WP_CRON', true);
${salts}
$table_prefix = 'wp_';
if (!defined('ABSPATH')) define('ABSPATH', __DIR__ . '/');
require_once ABSPATH . 'wp-settings.php';
`,
    );
    writeFileSync(
      path.join(root, 'router.php'),
      `<?php
$path = parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH);
if ($path !== '/' && is_file(__DIR__ . '/site' . $path) && !str_ends_with($path, '.php')) return false;
if (str_ends_with($path, '.php') && is_file(__DIR__ . '/site' . $path)) { require __DIR__ . '/site' . $path; return; }
require __DIR__ . '/site/index.php';
`,
    );
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const username = 'inkgram';
    const { stdout } = await run('php', [
      '-r',
      `$_SERVER['HTTP_HOST'] = '127.0.0.1:${port}'; $_SERVER['REQUEST_URI'] = '/';
define('WP_INSTALLING', true);
require '${php(site)}/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
$r = wp_install('Inkgram test site', '${username}', 'wp@example.com', false, '', wp_generate_password(24));
update_option('siteurl', '${url}'); update_option('home', '${url}');
update_option('permalink_structure', '/%postname%/');
[$pw] = WP_Application_Passwords::create_new_application_password($r['user_id'], ['name' => 'Inkgram tests']);
echo $pw;`,
    ]);
    const appPassword = stdout.trim().split('\n').pop() ?? '';
    const server = spawn('php', ['-S', `127.0.0.1:${port}`, '-t', site, path.join(root, 'router.php')], {
      stdio: 'ignore',
      cwd: root,
    });
    children.push(server);
    await waitFor(async () => (await fetch(`${url}/wp-json/`)).ok, 'the WordPress REST API');
    return { url, username, appPassword, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
