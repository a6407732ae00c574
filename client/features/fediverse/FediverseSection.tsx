import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Check, Copy, MessageCircle, X } from 'lucide-react';
import { creatorHandleFormSchema } from '@common/fediverse';
import { Alert, AlertDescription } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { EmptyState } from '@client/components/ui/empty-state';
import { Spinner } from '@client/components/ui/spinner';
import { TextField } from '@client/components/ui/text-field';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { sanitizeHtml } from '@client/lib/sanitize';
import { useZodForm } from '@client/lib/use-zod-form';
import { fediverseSettingsQuery, pendingRepliesQuery, useDecideReply, useUpdateFediverseSettings } from './api';
import { FEDIVERSE_COPY as C } from './copy';
import { FediverseFollowing } from './FediverseFollowing';

/**
 * Settings → Fediverse (docs/decisions/044-fediverse-with-fedify.md): the switch that makes the creator
 * an ActivityPub actor, their handle, their own account elsewhere, and the replies awaiting approval.
 */
export function FediverseSection() {
  const settings = useQuery(fediverseSettingsQuery);
  const update = useUpdateFediverseSettings();
  const toggleId = useId();

  if (settings.isPending)
    return (
      <Card>
        <CardHeader>
          <CardTitle>{C.title}</CardTitle>
        </CardHeader>
        <CardContent>
          <Spinner className="size-6" />
        </CardContent>
      </Card>
    );
  if (settings.isError)
    return (
      <Alert variant="destructive">
        <AlertDescription>{C.loadError}</AlertDescription>
      </Alert>
    );
  const s = settings.data;
  const fail = (err: unknown) => toast({ title: errorMessage(err), variant: 'destructive' });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{C.title}</CardTitle>
        <CardDescription>{C.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="flex items-center gap-3">
          <input
            id={toggleId}
            type="checkbox"
            role="switch"
            aria-checked={s.enabled}
            className="size-5 accent-primary"
            checked={s.enabled}
            disabled={update.isPending}
            onChange={(e) => update.mutate({ enabled: e.target.checked }, { onError: fail })}
          />
          <label htmlFor={toggleId} className="text-sm font-medium">
            {C.toggle}
          </label>
        </div>
        {s.enabled ? (
          <div className="grid gap-1">
            <p className="text-sm text-muted-foreground">{C.handleLabel}</p>
            <div className="flex flex-wrap items-center gap-3">
              <code className="rounded-md bg-secondary px-2 py-1 text-sm" data-testid="fediverse-handle">
                {s.handle}
              </code>
              <Button
                variant="outline"
                size="sm"
                onClick={() => void navigator.clipboard?.writeText(s.handle).then(() => toast({ title: C.copied }))}
              >
                <Copy aria-hidden="true" />
                {C.copyHandle}
              </Button>
              <span className="text-sm text-muted-foreground">{C.followers(s.followers)}</span>
            </div>
          </div>
        ) : null}
        <CreatorHandleForm key={s.creatorHandle ?? ''} saved={s.creatorHandle ?? ''} />
        <PendingReplies />
        {s.enabled ? <FediverseFollowing /> : null}
      </CardContent>
    </Card>
  );
}

/** The creator's own account elsewhere, for `fediverse:creator` on their article pages. */
function CreatorHandleForm({ saved }: { saved: string }) {
  const update = useUpdateFediverseSettings();
  // A message stays until the next Save.
  const form = useZodForm(creatorHandleFormSchema, {
    defaultValues: { creatorHandle: saved },
    reValidateMode: 'onSubmit',
  });
  const save = form.handleSubmit(({ creatorHandle }) =>
    update.mutate(
      { creatorHandle: creatorHandle || null },
      {
        onSuccess: () => toast({ title: C.saved }),
        onError: (err) => {
          if (!form.setServerErrors(err)) toast({ title: errorMessage(err), variant: 'destructive' });
        },
      },
    ),
  );
  return (
    <form className="grid max-w-md gap-3" onSubmit={save} noValidate>
      <TextField
        label={C.creatorLabel}
        hint={C.creatorHint}
        placeholder={C.creatorPlaceholder}
        error={form.formState.errors.creatorHandle?.message}
        {...form.register('creatorHandle')}
      />
      <div>
        <Button type="submit" variant="outline" disabled={update.isPending || form.formState.isSubmitting}>
          {C.save}
        </Button>
      </div>
    </form>
  );
}

function PendingReplies() {
  const replies = useQuery(pendingRepliesQuery);
  const decide = useDecideReply();
  return (
    <section aria-labelledby="fediverse-replies" className="grid gap-3">
      <h3 id="fediverse-replies" className="text-base font-semibold">
        {C.repliesTitle}
      </h3>
      {replies.isPending ? (
        <Spinner className="size-5" />
      ) : replies.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{C.loadError}</AlertDescription>
        </Alert>
      ) : replies.data.length === 0 ? (
        <EmptyState icon={MessageCircle} text={C.repliesEmpty} className="py-8" />
      ) : (
        <ul className="grid gap-3">
          {replies.data.map((r) => (
            <li key={r.id} className="rounded-xl border border-border p-4">
              <p className="text-sm">
                <a href={r.authorUrl} className="font-semibold" rel="nofollow noreferrer" target="_blank">
                  {r.authorName}
                </a>{' '}
                <span className="text-muted-foreground">
                  {r.authorHandle} {C.on(r.blogTitle)}
                </span>
              </p>
              <div
                className="prose prose-sm mt-2 max-w-none"
                dangerouslySetInnerHTML={{ __html: sanitizeHtml(r.contentHtml) }}
              />
              <div className="mt-3 flex gap-2">
                <Button
                  size="sm"
                  disabled={decide.isPending}
                  onClick={() =>
                    decide.mutate({ id: r.id, status: 'approved' }, { onSuccess: () => toast({ title: C.approved }) })
                  }
                >
                  <Check aria-hidden="true" />
                  {C.approve}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={decide.isPending}
                  onClick={() =>
                    decide.mutate({ id: r.id, status: 'rejected' }, { onSuccess: () => toast({ title: C.rejected }) })
                  }
                >
                  <X aria-hidden="true" />
                  {C.reject}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
