import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { z } from 'zod';
import { blogFieldsChangedSchema, type Blog, type UpdateBlogInput } from '@common/blogs';
import { BLOGS_COPY } from '@common/copy';
import { ERROR_CODES } from '@common/error-codes';
import { toast } from '@client/components/ui/use-toast';
import { isApiError } from '@client/lib/api';
import type { ZodForm } from '@client/lib/use-zod-form';
import { blogQueryKey, BLOGS_QUERY_KEY, updateBlog } from './api';
import { draftOf, FIELDS, type editSchema } from './edit-draft';
import { CONFLICT_LABELS, draftValueOf, type ConflictField } from './FieldConflicts';

/**
 * Saving the edit page's form: only the fields changed here are sent, each with the value it
 * started from, so a co-writer's save of another field is kept and one of the same field is refused
 * (409) and shown as a conflict to settle (docs/decisions/032). Shared, the content is the live
 * document's, stored by the server as it changes.
 */
export function useSaveEdits({
  blog,
  live,
  form,
  onSaved,
}: {
  blog: Blog;
  live: boolean;
  form: ZodForm<typeof editSchema>;
  onSaved: () => void;
}) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  /** Fields a co-writer saved since this form loaded them, with their value (docs/decisions/032). */
  const [conflicts, setConflicts] = useState<Partial<Record<ConflictField, string>>>({});
  const settle = (field: ConflictField, keep: 'theirs' | 'mine') => {
    const theirs = conflicts[field] ?? '';
    const mine = draftValueOf(form.getValues(field) ?? null);
    // Their value becomes what this form started from; 'Use mine' then saves over it knowingly.
    form.resetField(field, { defaultValue: theirs });
    if (keep === 'mine') form.setValue(field, mine, { shouldDirty: true });
    setConflicts(({ [field]: _settled, ...rest }) => rest);
  };

  const changesOf = (draft: z.output<typeof editSchema>): UpdateBlogInput => {
    const start = form.formState.defaultValues ?? {};
    const body: Record<string, unknown> = {};
    const base: Record<string, unknown> = {};
    for (const field of FIELDS) {
      if (form.getValues(field) === start[field]) continue;
      if (field === 'content') {
        if (!live) body.content = draft.content;
        continue;
      }
      body[field] = draft[field];
      base[field] = start[field] ?? '';
    }
    return { ...body, base } as UpdateBlogInput;
  };

  const save = useMutation({
    mutationFn: (draft: z.output<typeof editSchema>) => updateBlog(blog.id, changesOf(draft)),
    onSuccess: async (updated) => {
      setConflicts({});
      form.reset(draftOf(updated));
      onSaved();
      queryClient.setQueryData(blogQueryKey(blog.id), updated);
      await queryClient.invalidateQueries({ queryKey: BLOGS_QUERY_KEY });
      toast(BLOGS_COPY.toasts.updated);
    },
    onError: (error) => {
      if (isApiError(error) && error.code === ERROR_CODES.blogPublished) {
        toast({ ...BLOGS_COPY.toasts.published, variant: 'destructive' });
        navigate('/my-blogs');
        return;
      }
      const changed = isApiError(error) && error.code === ERROR_CODES.blogFieldsChanged;
      const theirs = changed ? blogFieldsChangedSchema.safeParse(error.details) : undefined;
      if (theirs?.success) {
        const next: Partial<Record<ConflictField, string>> = {};
        for (const [field, value] of Object.entries(theirs.data.fields))
          if (field in CONFLICT_LABELS) next[field as ConflictField] = draftValueOf(value);
        setConflicts(next);
        return;
      }
      form.setServerErrors(error);
      const message =
        isApiError(error) && error.status === 400 ? error.message : BLOGS_COPY.toasts.updateFailed.description;
      toast({ variant: 'destructive', title: BLOGS_COPY.toasts.updateFailed.title, description: message });
    },
  });

  return { save, conflicts, settle };
}
