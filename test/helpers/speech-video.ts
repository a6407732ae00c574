import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PACKAGES = {
  ffmpeg: '/usr/bin/ffmpeg',
  'espeak-ng': '/usr/bin/espeak-ng',
  pocketsphinx: '/usr/bin/pocketsphinx_continuous',
  'pocketsphinx-en-us': '/usr/share/pocketsphinx/model/en-us/en-us.lm.bin',
} as const;

/**
 * Debian's ffmpeg, espeak-ng and pocketsphinx for the reel tests: found, or installed with apt-get
 * when running as root (what `make test`'s install-test-packages does too). Throws naming what is missing.
 */
export function ensureSpeechPackages(): void {
  const missing = () =>
    Object.entries(PACKAGES)
      .filter(([, file]) => !existsSync(file))
      .map(([pkg]) => pkg);
  if (missing().length && process.getuid?.() === 0) {
    spawnSync(
      'sh',
      [
        '-c',
        `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${missing().join(' ')}`,
      ],
      { stdio: 'ignore', timeout: 600_000 },
    );
  }
  if (missing().length) throw new Error(`missing Debian packages: ${missing().join(' ')} (apt-get install them)`);
}

/** An MP4 of a few seconds: a coloured picture, and `words` spoken by espeak-ng (or no sound at all). */
export function speechVideo(words: string | null): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'inkgram-reel-'));
  try {
    const out = join(dir, 'reel.mp4');
    const picture = ['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=10'];
    if (words) {
      execFileSync('espeak-ng', ['-s', '140', '-w', join(dir, 'speech.wav'), words]);
      execFileSync('ffmpeg', [
        '-loglevel',
        'error',
        '-y',
        ...picture,
        '-i',
        join(dir, 'speech.wav'),
        '-shortest',
        '-c:v',
        'mpeg4',
        '-c:a',
        'aac',
        '-pix_fmt',
        'yuv420p',
        out,
      ]);
    } else {
      execFileSync('ffmpeg', [
        '-loglevel',
        'error',
        '-y',
        ...picture,
        '-t',
        '3',
        '-c:v',
        'mpeg4',
        '-pix_fmt',
        'yuv420p',
        out,
      ]);
    }
    return readFileSync(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A stand-in for Instagram's CDN on 127.0.0.1 serving files by path. */
export async function startVideoCdn(
  files: Record<string, Buffer>,
): Promise<{ origin: string; hostPort: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const body = files[new URL(req.url ?? '/', 'http://x').pathname];
    if (!body) return void res.writeHead(403, { 'content-type': 'text/plain' }).end('URL signature expired');
    res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': body.length }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${port}`,
    hostPort: `127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
