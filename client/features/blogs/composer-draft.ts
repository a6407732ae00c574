import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { generatedBlogSchema, type GeneratedBlog } from '@common/blog-generation';
import { readLocalDraft, removeLocalDraft, writeLocalDraft } from '@client/lib/local-drafts';

/** The composer's editable fields as the form holds them (strings, before the create contract). */
export const composerValuesSchema = z.object({
  title: z.string(),
  content: z.string(),
  tags: z.string(),
  category: z.string(),
});
export type ComposerFields = z.infer<typeof composerValuesSchema>;

/** A generated article not yet saved (or edited since its last save), kept per user and post. */
const composerDraftSchema = z.object({
  generated: generatedBlogSchema,
  values: composerValuesSchema,
  savedId: z.number().int().positive().nullable(),
  keptAt: z.number(),
});
export type ComposerDraft = z.infer<typeof composerDraftSchema>;

export const composerDraftKey = (userId: number, postId: number) => `create:${userId}:${postId}`;

export function readComposerDraft(key: string | null): ComposerDraft | null {
  return key ? readLocalDraft(key, composerDraftSchema) : null;
}

/**
 * Keeps the composer's article in localStorage while it differs from what was last saved, and drops
 * it once saved. Returns whether the work is safe (kept locally or saved), plus `markSaved` for the
 * save's success and `unsaved()` for a confirm before regenerating.
 */
interface WatchedForm {
  getValues: () => object;
  watch: (callback: () => void) => { unsubscribe: () => void };
}

const currentValues = (form: WatchedForm): ComposerFields | null => {
  const parsed = composerValuesSchema.safeParse(form.getValues());
  return parsed.success ? parsed.data : null;
};

export function useKeptComposerDraft(
  key: string | null,
  form: WatchedForm,
  generated: GeneratedBlog | null,
  savedId: number | null,
) {
  /** JSON of the values last saved to the server; null when they were never saved. */
  const savedSnapshot = useRef<string | null>(null);
  const [kept, setKept] = useState(true);

  useEffect(() => {
    if (!key || !generated) return;
    const persist = () => {
      const values = currentValues(form);
      if (!values) return;
      if (savedSnapshot.current === JSON.stringify(values)) {
        removeLocalDraft(key);
        setKept(true);
        return;
      }
      setKept(writeLocalDraft(key, { generated, values, savedId, keptAt: Date.now() }));
    };
    persist();
    const subscription = form.watch(persist);
    return () => subscription.unsubscribe();
  }, [key, generated, savedId, form]);

  return {
    safe: !generated || kept,
    unsaved: () => generated !== null && savedSnapshot.current !== JSON.stringify(currentValues(form)),
    markSaved: () => {
      savedSnapshot.current = JSON.stringify(currentValues(form));
      if (key) removeLocalDraft(key);
      setKept(true);
    },
    discard: () => {
      savedSnapshot.current = null;
      if (key) removeLocalDraft(key);
    },
  };
}
