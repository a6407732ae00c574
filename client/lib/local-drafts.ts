import type { z } from 'zod';

/**
 * Unsaved work kept in this browser's localStorage, so a reload, a closed tab or a crash does not lose
 * it. Values are checked with a zod schema on the way back in (another version of the app, or a
 * hand-edited entry, must not break the page). Storage can be full or disabled: writes then report
 * false, and callers fall back to warning before the work would be lost.
 */
const PREFIX = 'inkgram:draft:';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readLocalDraft<S extends z.ZodType>(key: string, schema: S): z.output<S> | null {
  const raw = storage()?.getItem(PREFIX + key);
  if (!raw) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // not JSON: dropped below
  }
  removeLocalDraft(key);
  return null;
}

/** True when the value is stored. */
export function writeLocalDraft(key: string, value: unknown): boolean {
  const store = storage();
  if (!store) return false;
  try {
    store.setItem(PREFIX + key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function removeLocalDraft(key: string) {
  try {
    storage()?.removeItem(PREFIX + key);
  } catch {
    // storage unavailable: nothing to remove
  }
}
