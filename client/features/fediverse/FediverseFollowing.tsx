import { useQuery } from '@tanstack/react-query';
import { Newspaper } from 'lucide-react';
import { followInputSchema } from '@common/fediverse';
import { Alert, AlertDescription } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { Spinner } from '@client/components/ui/spinner';
import { TextField } from '@client/components/ui/text-field';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { useZodForm } from '@client/lib/use-zod-form';
import { followingQuery, receivedQuery, useFollow } from './api';

const F = {
  followLabel: 'Follow someone on the fediverse',
  followHint: 'Their handle, like @name@mastodon.social or another Inkgram creator’s @name@host.',
  follow: 'Follow',
  following: 'Following',
  waiting: 'waiting for them to accept',
  followed: (handle: string) => `Following ${handle}`,
  receivedTitle: 'Articles from people you follow',
  receivedEmpty: 'Nothing yet. Articles they publish after you follow them appear here.',
  loadError: "We couldn't load what you follow. Reload the page to try again.",
};

/**
 * Following creators elsewhere from Inkgram and reading what they send (docs/decisions/044-fediverse-with-fedify.md):
 * a handle to follow, who is followed, and their articles as they arrived (Create, Update, Delete).
 */
export function FediverseFollowing() {
  const following = useQuery(followingQuery);
  const received = useQuery(receivedQuery);
  const follow = useFollow();
  const form = useZodForm(followInputSchema, { defaultValues: { handle: '' } });
  const submit = form.handleSubmit(async (input) => {
    try {
      const f = await follow.mutateAsync(input);
      form.reset({ handle: '' });
      toast({ title: F.followed(f.handle) });
    } catch (error) {
      if (!form.setServerErrors(error)) form.setError('handle', { message: errorMessage(error) });
    }
  });

  return (
    <section aria-labelledby="fediverse-following" className="grid gap-3">
      <h3 id="fediverse-following" className="text-base font-semibold">
        {F.following}
      </h3>
      <form className="flex max-w-md flex-wrap items-end gap-3" onSubmit={submit} noValidate>
        <TextField
          containerClassName="min-w-0 flex-1"
          label={F.followLabel}
          hint={F.followHint}
          placeholder="@name@mastodon.social"
          autoComplete="off"
          spellCheck={false}
          error={form.formState.errors.handle?.message}
          {...form.register('handle')}
        />
        <Button type="submit" variant="outline" disabled={follow.isPending}>
          {F.follow}
        </Button>
      </form>
      {following.data?.length ? (
        <ul className="grid gap-1 text-sm" aria-label={F.following}>
          {following.data.map((f) => (
            <li key={f.id}>
              <a href={f.actorUrl} rel="nofollow noreferrer" target="_blank" className="font-medium">
                {f.handle}
              </a>
              {f.accepted ? null : <span className="text-muted-foreground"> ({F.waiting})</span>}
            </li>
          ))}
        </ul>
      ) : null}
      <h3 id="fediverse-received" className="text-base font-semibold">
        {F.receivedTitle}
      </h3>
      {received.isPending || following.isPending ? (
        <Spinner className="size-5" />
      ) : received.isError || following.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{F.loadError}</AlertDescription>
        </Alert>
      ) : received.data.length === 0 ? (
        <EmptyState icon={Newspaper} text={F.receivedEmpty} className="py-8" />
      ) : (
        <ul className="grid gap-3" aria-labelledby="fediverse-received">
          {received.data.map((a) => (
            <li key={a.id} className="rounded-xl border border-border p-4">
              <a href={a.url ?? a.actorUrl} rel="nofollow noreferrer" target="_blank" className="font-semibold">
                {a.name}
              </a>
              {a.summary ? <p className="mt-1 text-sm text-muted-foreground">{a.summary}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
