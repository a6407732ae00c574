import { useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { FileCheck2 } from 'lucide-react';
import { useId, useState } from 'react';
import { BLOGS_COPY } from '@common/copy';
import { DISCLOSURE_TEXT, type BlogProvenance, type UpdateProvenanceInput } from '@common/provenance';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { getProvenance, provenanceQueryKey, updateProvenance } from './api';

const C = BLOGS_COPY.provenance;

/**
 * Where the blog's text came from (docs/decisions/025-batch-drafts-and-generation-retention.md): the writer, its prompt version and time, how much
 * the creator changed since, 'Reviewed by me' and the disclosure choice. Nothing for a blog
 * written by hand.
 */
export function ProvenancePanel({ blogId, readOnly = false }: { blogId: number; readOnly?: boolean }) {
  const queryClient = useQueryClient();
  const id = useId();
  // Under the blog's key: saving the blog invalidates ['/api/blogs'], so the changed share follows.
  const query = useQuery({ queryKey: provenanceQueryKey(blogId), queryFn: () => getProvenance(blogId) });
  const mutationKey = [...provenanceQueryKey(blogId), 'save'];
  // The boxes follow a click in the same event (a controlled box would otherwise spring back until
  // the cache changes). A pending choice wins over any refetch until the server has answered it.
  const [pending, setPending] = useState<UpdateProvenanceInput>({});
  const save = useMutation({
    mutationKey,
    mutationFn: (input: UpdateProvenanceInput) => updateProvenance(blogId, input),
    // Two quick clicks send two requests: the first answer does not know the second choice, so the
    // server's state is taken when the last pending choice is answered.
    onSuccess: (data: BlogProvenance) => {
      if (queryClient.isMutating({ mutationKey }) > 1) return;
      queryClient.setQueryData(provenanceQueryKey(blogId), data);
      // The disclosure is the blog's one setting: the Share dialog shows it too.
      void queryClient.invalidateQueries({ queryKey: ['/api/blogs', blogId, 'public-page'] });
      setPending({});
    },
    // A refused choice is undone (only that one: another pending choice stays as clicked).
    onError: (error, input) => {
      setPending(({ reviewed, disclosure }) => ({
        ...(input.reviewed === undefined && reviewed !== undefined ? { reviewed } : {}),
        ...(input.disclosure === undefined && disclosure !== undefined ? { disclosure } : {}),
      }));
      toast({ variant: 'destructive', title: C.saveFailed, description: errorMessage(error) });
    },
  });
  const choose = (input: UpdateProvenanceInput) => {
    setPending((current) => ({ ...current, ...input }));
    save.mutate(input);
  };
  const saving = useIsMutating({ mutationKey }) > 0;
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
            checked={pending.reviewed ?? p.reviewedAt !== null}
            disabled={readOnly}
            onChange={(e) => choose({ reviewed: e.target.checked })}
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
            checked={pending.disclosure ?? p.disclosure}
            disabled={readOnly}
            onChange={(e) => choose({ disclosure: e.target.checked })}
          />
          <span className="grid gap-0.5">
            <span className="font-medium">{C.disclosure}</span>
            <span className="text-xs text-muted-foreground italic">{DISCLOSURE_TEXT}</span>
          </span>
        </label>
        <p role="status" className="min-h-4 text-xs text-muted-foreground">
          {saving ? C.saving : save.isSuccess ? C.saved : ''}
        </p>
      </CardContent>
    </Card>
  );
}
