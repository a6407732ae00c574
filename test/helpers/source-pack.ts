import { createCanvas } from '@napi-rs/canvas';
import { expect } from 'vitest';
import type { SourcePack } from '../../common/source-pack';
import { createMediaStorage } from '../../server/lib/storage/create-media-storage';
import { mediaLibrary } from '../../server/modules/media';
import type { AppDeps } from '../../server/types';
import type { Agent } from './agent';

/** A PNG with lines of dark text on a light card (what a recipe slide looks like), or a plain one. */
export function renderSlide(lines: string[], background = '#f7f1e3'): Buffer {
  const canvas = createCanvas(900, 600);
  const g = canvas.getContext('2d');
  g.fillStyle = background;
  g.fillRect(0, 0, 900, 600);
  g.fillStyle = '#1b1b1b';
  g.font = 'bold 54px sans-serif';
  lines.forEach((line, i) => g.fillText(line, 60, 140 + i * 110));
  return canvas.toBuffer('image/png');
}

export async function storeImage(deps: AppDeps, png: Buffer, ownerId: number): Promise<string> {
  return mediaLibrary(deps.database.db, createMediaStorage(deps.config)).store(png, 'image/png', ownerId);
}

/** Polls the pack until it is ready, recording every progress seen. */
export async function packWhenReady(agent: Agent, postId: number, timeoutMs = 90_000) {
  const progress: NonNullable<SourcePack['progress']>[] = [];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await agent.get(`/api/posts/${postId}/source-pack`);
    expect(res.statusCode).toBe(200);
    const pack = res.json<SourcePack>();
    if (pack.status === 'ready') return { pack, progress };
    if (pack.progress) progress.push(pack.progress);
    if (Date.now() > deadline) throw new Error(`source pack not ready: ${JSON.stringify(pack.progress)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
