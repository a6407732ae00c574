import { execFile } from 'node:child_process';

/**
 * A reel's or video's keyframes and sound through Debian's ffmpeg (docs/decisions/026-stored-videos-and-saved-claim-checks.md). Every call is
 * bounded in time and output; a machine without ffmpeg gets `null` from `ffmpegAvailable` and
 * the pack says 'keyframes unavailable: ffmpeg not installed'.
 */
const TIMEOUT_MS = 60_000;
/** Audio sent to transcription: 16 kHz mono WAV, at most ten minutes (about 19 MB, under Whisper's 25 MB). */
export const MAX_AUDIO_SECONDS = 600;

function run(cmd: string, args: string[], maxBuffer = 32 * 1024 * 1024): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    execFile(cmd, args, { encoding: 'buffer', timeout: TIMEOUT_MS, maxBuffer }, (error, stdout) => {
      if (error) reject(new Error(error.message));
      else resolve(stdout);
    });
  });
}

let available: Promise<boolean> | undefined;
export function ffmpegAvailable(): Promise<boolean> {
  available ??= run('ffmpeg', ['-hide_banner', '-version']).then(
    () => true,
    () => false,
  );
  return available;
}

/** Seconds of video, or null when the file is not a readable video. */
export async function videoDuration(file: string): Promise<number | null> {
  const out = await run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]).catch(
    () => null,
  );
  const seconds = out ? Number(out.toString('utf8').trim()) : NaN;
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/** JPEG frames at 10 %, 50 % and 90 % of the video (fewer when a frame cannot be read). */
export async function keyframes(file: string, duration: number, count = 3): Promise<{ at: number; jpeg: Buffer }[]> {
  const frames: { at: number; jpeg: Buffer }[] = [];
  for (let i = 0; i < count; i += 1) {
    const at = Math.round(duration * ((i + 0.5) / count) * 10) / 10;
    const jpeg = await run('ffmpeg', [
      '-hide_banner',
      '-loglevel',
      'error',
      '-ss',
      String(at),
      '-i',
      file,
      '-frames:v',
      '1',
      '-vf',
      'scale=640:-2',
      '-f',
      'image2',
      '-c:v',
      'mjpeg',
      'pipe:1',
    ]).catch(() => null);
    if (jpeg?.length) frames.push({ at, jpeg });
  }
  return frames;
}

/** The video's sound as 16 kHz mono 16-bit WAV, or null when it has no audio track. */
export async function audioWav(file: string): Promise<Buffer | null> {
  const streams = await run('ffprobe', [
    '-v',
    'error',
    '-select_streams',
    'a',
    '-show_entries',
    'stream=index',
    '-of',
    'csv=p=0',
    file,
  ]).catch(() => null);
  if (!streams?.toString('utf8').trim()) return null;
  return run('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-i',
    file,
    '-vn',
    '-ac',
    '1',
    '-ar',
    '16000',
    '-t',
    String(MAX_AUDIO_SECONDS),
    '-c:a',
    'pcm_s16le',
    '-f',
    'wav',
    'pipe:1',
  ]);
}
