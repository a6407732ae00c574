/**
 * Mentions as Instagram writes them: letters, digits, '.' and '_' ('@sunny.kitchen'), at most 30,
 * never ending with a dot (a sentence's full stop after a handle is not part of it).
 */
export function parseMentions(caption: string): string[] {
  const out: string[] = [];
  for (const m of caption.matchAll(/(^|[^\p{L}\p{N}_.@])@([A-Za-z0-9._]{1,30})/gu)) {
    const handle = m[2]!.replace(/\.+$/, '');
    if (handle && !out.includes(`@${handle}`)) out.push(`@${handle}`);
  }
  return out;
}

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** The place Instagram tagged, when it said (`location.name` or a plain string). */
export function locationOf(metadata: Record<string, unknown>): string | null {
  const ig = (metadata.instagram ?? {}) as Record<string, unknown>;
  for (const v of [metadata.location, ig.location]) {
    if (v && typeof v === 'object') {
      const name = str((v as Record<string, unknown>).name);
      if (name) return name;
    }
    const s = str(v);
    if (s) return s;
  }
  return null;
}

/** Instagram's `is_ai_generated` label; null when Instagram did not say. */
export function aiLabelOf(metadata: Record<string, unknown>): boolean | null {
  const ig = (metadata.instagram ?? {}) as Record<string, unknown>;
  for (const v of [ig.isAiGenerated, ig.is_ai_generated, metadata.isAiGenerated, metadata.is_ai_generated]) {
    if (typeof v === 'boolean') return v;
  }
  return null;
}

/** Instagram's link to the video file (expires within hours), and whether Instagram withheld it. */
export function videoSourceOf(metadata: Record<string, unknown>): { url: string | null; withheld: boolean } {
  const ig = (metadata.instagram ?? {}) as Record<string, unknown>;
  const url = str(ig.mediaUrl) ?? str(metadata.videoUrl);
  return { url, withheld: !url && ig.hasMediaUrl === false };
}
