import { useState, type ReactNode } from 'react';
import { atprotoOAuthStartSchema } from '@common/atproto-oauth';
import { atprotoPlatform, type ConnectionField } from '@common/platforms';
import type { Connection, Platform } from '@common/publishing';
import { Alert, AlertDescription } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { DialogFooter } from '@client/components/ui/dialog';
import { TextField } from '@client/components/ui/text-field';
import { errorMessage } from '@client/lib/api';
import { useZodForm } from '@client/lib/use-zod-form';
import { cn } from '@client/lib/utils';
import { useStartAtprotoSignIn } from './atproto-sign-in-api';
import { ConnectChoiceField } from './ConnectChoiceField';

const S = {
  choice: 'How to connect',
  oauth: 'Sign in with Bluesky (recommended)',
  password: 'Use an app password',
  oauthHint:
    'You sign in on your own PDS’s page (bsky.social or your own server) and allow Inkgram to write its records; Inkgram never sees your password, and you can revoke it there at any time.',
  passwordHint:
    'If your PDS has no sign-in page for apps, or you prefer it: an app password works with every PDS. Never use your main password here.',
  identifier: 'Handle or DID',
  identifierHint: 'Your handle (you.bsky.social or your own domain) or your DID (did:plc:…).',
  cancel: 'Cancel',
  continue: 'Continue to Bluesky',
  opening: 'Opening your sign-in page…',
};

/** The descriptor's own 'What the network shows' (a document and a Bluesky post, or the document only). */
const postField = atprotoPlatform.variants
  .flatMap((v): readonly ConnectionField[] => v.fields)
  .find((f) => f.key === 'settings.post');

/** The handle and what the network shows; 'Continue' sends the browser to the account's own sign-in page. */
export function AtprotoSignInForm({ identifier, onClose }: { identifier?: string; onClose: () => void }) {
  const start = useStartAtprotoSignIn();
  const form = useZodForm(atprotoOAuthStartSchema, {
    defaultValues: { identifier: identifier ?? '', post: 'bluesky' },
    fields: ['identifier'],
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (input) => {
    try {
      const { authorizeUrl } = await start.mutateAsync(input);
      window.location.assign(authorizeUrl);
    } catch (error) {
      if (!form.setServerErrors(error)) form.setError('root.server', { message: errorMessage(error) });
    }
  });
  const busy = start.isPending || start.isSuccess;
  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <TextField
        label={S.identifier}
        autoComplete="username"
        spellCheck={false}
        placeholder="you.bsky.social"
        hint={S.identifierHint}
        error={errors.identifier?.message}
        {...form.register('identifier')}
      />
      {postField ? (
        <ConnectChoiceField field={postField} registration={form.register('post')} error={errors.post?.message} />
      ) : null}
      {errors.root?.server ? (
        <Alert variant="destructive">
          <AlertDescription>{errors.root.server.message}</AlertDescription>
        </Alert>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          {S.cancel}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? S.opening : S.continue}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * The AT Protocol's two ways in (docs/decisions/043-at-protocol-standard-site.md): 'Sign in with
 * Bluesky' (OAuth, the default) or the app password form (`children`). Other platforms: `children`.
 */
export function SignInChoice({
  platform,
  reconnect,
  onClose,
  children,
}: {
  platform: Platform;
  reconnect?: Connection | undefined;
  onClose: () => void;
  children: ReactNode;
}) {
  const [how, setHow] = useState<'oauth' | 'password'>('oauth');
  if (platform.name !== 'atproto') return children;
  const option = (value: 'oauth' | 'password', label: string) => (
    <button
      type="button"
      role="radio"
      aria-checked={how === value}
      onClick={() => setHow(value)}
      className={cn(
        'rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
        how === value ? 'bg-card text-foreground shadow-xs' : 'text-muted-foreground hover:text-foreground',
      )}
    >
      {label}
    </button>
  );
  return (
    <>
      <div role="radiogroup" aria-label={S.choice} className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1">
        {option('oauth', S.oauth)}
        {option('password', S.password)}
      </div>
      <p className="text-sm text-muted-foreground">{how === 'oauth' ? S.oauthHint : S.passwordHint}</p>
      {how === 'oauth' ? (
        <AtprotoSignInForm identifier={reconnect?.username ?? undefined} onClose={onClose} />
      ) : (
        children
      )}
    </>
  );
}
