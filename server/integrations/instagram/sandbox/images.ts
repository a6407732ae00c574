import { PNG } from 'pngjs';
import type { Theme } from './samples';

/**
 * Original sample artwork for the sandbox, drawn at request time with pngjs: soft gradients and
 * simple shapes per theme (plates and produce, landscapes, training gear). Deterministic per key.
 */
type RGB = [number, number, number];

const PALETTES: Record<Theme, { sky: RGB[]; accents: RGB[] }> = {
  food: {
    sky: [
      [255, 236, 210],
      [250, 208, 180],
      [236, 246, 228],
      [255, 226, 226],
      [240, 232, 255],
    ],
    accents: [
      [231, 111, 81],
      [244, 162, 97],
      [233, 196, 106],
      [42, 157, 143],
      [190, 75, 110],
      [120, 170, 80],
    ],
  },
  travel: {
    sky: [
      [255, 196, 150],
      [160, 200, 240],
      [250, 170, 170],
      [190, 220, 250],
      [255, 214, 165],
    ],
    accents: [
      [38, 70, 110],
      [52, 110, 140],
      [70, 90, 130],
      [90, 60, 110],
      [30, 95, 90],
    ],
  },
  fitness: {
    sky: [
      [210, 240, 230],
      [220, 225, 255],
      [255, 230, 200],
      [200, 235, 250],
      [245, 220, 240],
    ],
    accents: [
      [255, 99, 72],
      [72, 120, 255],
      [30, 180, 140],
      [250, 180, 40],
      [140, 80, 220],
    ],
  },
};

function rng(seedText: string) {
  let h = 2166136261;
  for (const ch of seedText) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Canvas {
  readonly png: PNG;
  constructor(
    readonly w: number,
    readonly h: number,
  ) {
    this.png = new PNG({ width: w, height: h, colorType: 2 });
  }
  blend(x: number, y: number, c: RGB, a: number) {
    if (x < 0 || y < 0 || x >= this.w || y >= this.h || a <= 0) return;
    const i = (y * this.w + x) * 4;
    const d = this.png.data;
    d[i] = d[i]! + (c[0] - d[i]!) * a;
    d[i + 1] = d[i + 1]! + (c[1] - d[i + 1]!) * a;
    d[i + 2] = d[i + 2]! + (c[2] - d[i + 2]!) * a;
    d[i + 3] = 255;
  }
  gradient(top: RGB, bottom: RGB) {
    for (let y = 0; y < this.h; y++) {
      const t = y / (this.h - 1);
      const c: RGB = [0, 1, 2].map((k) => top[k]! + (bottom[k]! - top[k]!) * t) as RGB;
      for (let x = 0; x < this.w; x++) this.blend(x, y, c, 1);
    }
  }
  circle(cx: number, cy: number, r: number, c: RGB, alpha = 1) {
    for (let y = Math.floor(cy - r - 1); y <= cy + r + 1; y++) {
      for (let x = Math.floor(cx - r - 1); x <= cx + r + 1; x++) {
        const d = Math.hypot(x - cx, y - cy);
        this.blend(x, y, c, alpha * Math.min(1, Math.max(0, r - d + 0.5)));
      }
    }
  }
  ring(cx: number, cy: number, r: number, width: number, c: RGB, alpha = 1) {
    for (let y = Math.floor(cy - r - 1); y <= cy + r + 1; y++) {
      for (let x = Math.floor(cx - r - 1); x <= cx + r + 1; x++) {
        const d = Math.abs(Math.hypot(x - cx, y - cy) - (r - width / 2));
        this.blend(x, y, c, alpha * Math.min(1, Math.max(0, width / 2 - d + 0.5)));
      }
    }
  }
  /** A mountain ridge: filled below a peaked line, shaded toward the bottom. */
  ridge(baseY: number, peaks: [number, number][], c: RGB, alpha = 1) {
    for (let x = 0; x < this.w; x++) {
      let top = baseY;
      for (const [px, height] of peaks) top = Math.min(top, baseY - Math.max(0, height - Math.abs(x - px) * 0.9));
      for (let y = Math.floor(top); y < this.h; y++) this.blend(x, y, c, alpha * Math.min(1, (y - top + 1) / 2));
    }
  }
  rect(x0: number, y0: number, w: number, h: number, c: RGB, alpha = 1) {
    for (let y = Math.floor(y0); y < y0 + h; y++)
      for (let x = Math.floor(x0); x < x0 + w; x++) this.blend(x, y, c, alpha);
  }
  encode(): Buffer {
    return PNG.sync.write(this.png, { colorType: 2 });
  }
}

const pick = <T>(list: T[], r: () => number): T => list[Math.floor(r() * list.length)]!;
const lighten = (c: RGB, k: number): RGB => c.map((v) => Math.round(v + (255 - v) * k)) as RGB;

function drawFood(cv: Canvas, r: () => number, p: (typeof PALETTES)['food']) {
  const s = cv.w;
  cv.gradient(pick(p.sky, r), lighten(pick(p.sky, r), 0.3));
  cv.circle(s * 0.5 + 6, s * 0.52 + 8, s * 0.36, [120, 100, 90], 0.18); // shadow
  cv.circle(s * 0.5, s * 0.5, s * 0.36, [252, 252, 250]);
  cv.ring(s * 0.5, s * 0.5, s * 0.3, 3, [225, 222, 215]);
  const n = 5 + Math.floor(r() * 5);
  for (let i = 0; i < n; i++) {
    const a = r() * Math.PI * 2;
    const d = r() * s * 0.18;
    cv.circle(s * 0.5 + Math.cos(a) * d, s * 0.5 + Math.sin(a) * d, s * (0.04 + r() * 0.06), pick(p.accents, r), 0.92);
  }
  cv.rect(s * 0.08, s * 0.1, s * 0.04, s * 0.55, [200, 200, 205], 0.9); // fork handle
  cv.circle(s * (0.8 + r() * 0.1), s * (0.85 + r() * 0.05), s * 0.08, pick(p.accents, r), 0.85);
}

function drawTravel(cv: Canvas, r: () => number, p: (typeof PALETTES)['travel']) {
  const s = cv.w;
  const sky = pick(p.sky, r);
  cv.gradient(lighten(sky, 0.35), sky);
  cv.circle(s * (0.25 + r() * 0.5), s * (0.22 + r() * 0.12), s * (0.07 + r() * 0.05), [255, 245, 220], 0.95);
  const far = lighten(pick(p.accents, r), 0.45);
  cv.ridge(
    s * 0.68,
    [
      [s * r(), s * 0.3],
      [s * r(), s * 0.22],
      [s * r(), s * 0.26],
    ],
    far,
    0.9,
  );
  const near = pick(p.accents, r);
  cv.ridge(
    s * 0.8,
    [
      [s * r(), s * 0.28],
      [s * r(), s * 0.2],
    ],
    near,
    0.95,
  );
  const water = lighten(pick(p.accents, r), 0.25);
  cv.rect(0, s * 0.82, s, s * 0.18, water, 0.9);
  for (let i = 0; i < 6; i++)
    cv.rect(s * r(), s * (0.85 + r() * 0.12), s * (0.05 + r() * 0.1), 2, [255, 255, 255], 0.5);
}

function drawFitness(cv: Canvas, r: () => number, p: (typeof PALETTES)['fitness']) {
  const s = cv.w;
  cv.gradient(pick(p.sky, r), lighten(pick(p.sky, r), 0.4));
  const c1 = pick(p.accents, r);
  for (let i = -2; i < 6; i++) {
    for (let y = 0; y < s; y++) {
      const x0 = i * s * 0.25 + y * 0.5;
      cv.rect(x0, y, s * 0.06, 1, lighten(c1, 0.55), 0.35);
    }
  }
  cv.ring(s * 0.5, s * 0.48, s * (0.26 + r() * 0.06), s * 0.05, pick(p.accents, r), 0.9);
  const c2 = pick(p.accents, r);
  const y = s * (0.45 + r() * 0.1);
  cv.rect(s * 0.22, y, s * 0.56, s * 0.035, [60, 60, 70], 0.9);
  cv.rect(s * 0.2, y - s * 0.07, s * 0.07, s * 0.175, c2);
  cv.rect(s * 0.73, y - s * 0.07, s * 0.07, s * 0.175, c2);
  cv.circle(s * (0.15 + r() * 0.7), s * 0.86, s * 0.05, pick(p.accents, r), 0.8);
}

const cache = new Map<string, Buffer>();

/** PNG bytes of the artwork `key` ("<theme>-<n>", or "avatar-<theme>"). Cached (at most 200). */
export function renderArt(key: string, size = 480): Buffer {
  const cacheKey = `${key}@${size}`;
  const hit = cache.get(cacheKey);
  if (hit) return hit;
  const theme = (['food', 'travel', 'fitness'] as const).find((t) => key.includes(t)) ?? 'travel';
  const r = rng(key);
  const cv = new Canvas(size, size);
  if (key.startsWith('avatar-')) {
    const p = PALETTES[theme];
    cv.gradient(p.accents[0]!, p.accents[2]!);
    cv.circle(size * 0.5, size * 0.42, size * 0.2, [255, 255, 255], 0.9);
    cv.circle(size * 0.5, size * 1.0, size * 0.38, [255, 255, 255], 0.9);
  } else if (theme === 'food') drawFood(cv, r, PALETTES.food);
  else if (theme === 'fitness') drawFitness(cv, r, PALETTES.fitness);
  else drawTravel(cv, r, PALETTES.travel);
  const bytes = cv.encode();
  if (cache.size >= 200) cache.delete(cache.keys().next().value as string);
  cache.set(cacheKey, bytes);
  return bytes;
}
