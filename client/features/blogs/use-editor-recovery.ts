import { useEffect, useState } from 'react';
import { z } from 'zod';
import { readLocalDraft, removeLocalDraft, writeLocalDraft } from '@client/lib/local-drafts';

const editorValuesSchema = z.object({
  title: z.string(),
  content: z.string(),
  category: z.string(),
  tags: z.string(),
  // The SEO section's fields (client/features/seo); absent in copies kept before it existed.
  seoTitle: z.string().optional(),
  seoDescription: z.string().optional(),
  slug: z.string().optional(),
  featuredImageAlt: z.string().optional(),
});
export type EditorValues = z.infer<typeof editorValuesSchema>;

/** Unsaved edits of one blog, valid only over the version they were made on (its updatedAt). */
const editorCopySchema = z.object({ updatedAt: z.string(), values: editorValuesSchema, keptAt: z.number() });
type EditorCopy = z.infer<typeof editorCopySchema>;

interface WatchedForm {
  getValues: () => object;
  watch: (callback: () => void) => { unsubscribe: () => void };
}

/**
 * The editor's crash and closed-tab recovery: every change that differs from the stored blog is kept
 * on this device; on return the copy made on the same version of the blog is offered (Restore /
 * Discard); a save drops it. A copy made on an older version is dropped rather than offered.
 */
export function useEditorRecovery(
  key: string | null,
  blog: { updatedAt: string; values: EditorValues },
  form: WatchedForm,
) {
  const [offer, setOffer] = useState<EditorCopy | null>(() => {
    if (!key) return null;
    const copy = readLocalDraft(key, editorCopySchema);
    if (!copy) return null;
    if (copy.updatedAt !== blog.updatedAt || JSON.stringify(copy.values) === JSON.stringify(blog.values)) {
      removeLocalDraft(key);
      return null;
    }
    return copy;
  });

  const savedJson = JSON.stringify(blog.values);
  useEffect(() => {
    if (!key) return;
    const subscription = form.watch(() => {
      const parsed = editorValuesSchema.safeParse(form.getValues());
      if (!parsed.success) return;
      if (JSON.stringify(parsed.data) === savedJson) removeLocalDraft(key);
      else writeLocalDraft(key, { updatedAt: blog.updatedAt, values: parsed.data, keptAt: Date.now() });
    });
    return () => subscription.unsubscribe();
  }, [key, form, savedJson, blog.updatedAt]);

  return {
    offer,
    /** The offered copy's values, for the form; the offer closes. */
    take: () => {
      setOffer(null);
      return offer?.values ?? null;
    },
    dismiss: () => {
      setOffer(null);
      if (key) removeLocalDraft(key);
    },
    saved: () => {
      if (key) removeLocalDraft(key);
    },
  };
}
