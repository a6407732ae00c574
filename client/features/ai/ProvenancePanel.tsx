import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { FileCheck2 } from 'lucide-react';
import { useId } from 'react';
import { BLOGS_COPY } from '@common/copy';
import { DISCLOSURE_TEXT, type BlogProvenance, type UpdateProvenanceInput } from '@common/provenance';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { getProvenance, provenanceQueryKey, updateProvenance } from './api';

const C = BLOGS_COPY.provenance;

/**
 * Where the blog's text came from (issue 13 §3): the writer, its prompt version and time, how much
 * the creator changed since, 'Reviewed by me' and the disclosure choice. Nothing for a blog
 * written by hand.
 */
export function ProvenancePanel({ blogId }: { blogId: number }) {
  const queryClient = useQueryClient();
  const id = useId();
  // Under the blog's key: saving the blog invalidates ['/api/blogs'], so the changed share follows.
  const query = useQuery({ queryKey: provenanceQueryKey(blogId), queryFn: () => getProvenance(blogId) });
  const save = useMutation({
    mutationFn: (input: UpdateProvenanceInput) => updateProvenance(blogId, input),
    // The box follows the click at once; the server's answer confirms it (or the error undoes it).
    onMutate: async (input) => {
      const key = provenanceQueryKey(blogId);
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<BlogProvenance>(key);
      if (before?.provenance) {
        const next = { ...before.provenance };
        if (input.reviewed !== undefined) next.reviewedAt = input.reviewed ? new Date().toISOString() : null;
        if (input.disclosure !== undefined) next.disclosure = input.disclosure;
        queryClient.setQueryData<BlogProvenance>(key, { provenance: next });
      }
      return { before };
    },
    onSuccess: (data: BlogProvenance) => queryClient.setQueryData(provenanceQueryKey(blogId), data),
    onError: (error, _input, context) => {
      if (context?.before) queryClient.setQueryData(provenanceQueryKey(blogId), context.before);
      toast({ variant: 'destructive', title: C.saveFailed, description: errorMessage(error) });
    },
  });
  const p = query.data?.provenance;
  if (!p) return null;
  const writer = p.writer.model ? `${p.writer.provider ?? ''} · ${p.writer.model}`.replace(/^ · /, '') : p.writer.label;
  return (
    <Card className="mt-4" data-testid="provenance">
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-base">
          <FileCheck2 className="size-4.5 text-muted-foreground" aria-hidden="true" />
          {C.title}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <p>
          {C.writtenBy(writer, p.writer.promptVersion, format(new Date(p.generatedAt), 'd MMM yyyy, HH:mm'))}{' '}
          {C.changed(Math.round(p.changedRatio * 100))}
        </p>
        <label className="flex items-start gap-2" htmlFor={`${id}-reviewed`}>
          <input
            id={`${id}-reviewed`}
            type="checkbox"
            className="mt-0.5 size-4 accent-[var(--color-primary)]"
            checked={p.reviewedAt !== null}
            onChange={(e) => save.mutate({ reviewed: e.target.checked })}
          />
          <span className="grid gap-0.5">
            <span className="font-medium">{C.reviewed}</span>
            <span className="text-xs text-muted-foreground">{C.reviewedHint}</span>
          </span>
        </label>
        <label className="flex items-start gap-2" htmlFor={`${id}-disclosure`}>
          <input
            id={`${id}-disclosure`}
            type="checkbox"
            className="mt-0.5 size-4 accent-[var(--color-primary)]"
            checked={p.disclosure}
            onChange={(e) => save.mutate({ disclosure: e.target.checked })}
          />
          <span className="grid gap-0.5">
            <span className="font-medium">{C.disclosure}</span>
            <span className="text-xs text-muted-foreground italic">{DISCLOSURE_TEXT}</span>
          </span>
        </label>
      </CardContent>
    </Card>
  );
}
