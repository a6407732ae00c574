import { updateAccountSchema, type Account } from '@common/account';
import { EMAIL_VERIFICATION_COPY as VERIFY } from '@common/email-verification';
import { Alert, AlertDescription } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { TextField } from '@client/components/ui/text-field';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage, isApiError } from '@client/lib/api';
import { useZodForm } from '@client/lib/use-zod-form';
import { useUpdateAccount } from './api';
import { SETTINGS_COPY } from './copy';

const C = SETTINGS_COPY.profile;

/**
 * Name and email; the username is shown, not editable. A new email takes effect once the link sent
 * to it is opened (docs/decisions/036-email-verification.md): until then it is shown as pending.
 */
export function ProfileSection({ account }: { account: Account }) {
  const update = useUpdateAccount();
  const form = useZodForm(updateAccountSchema, { defaultValues: { name: account.name, email: account.email } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((input) =>
    update.mutate(input, {
      onSuccess: (saved) => {
        form.reset({ name: saved.name, email: saved.email });
        toast({ title: saved.pendingEmail ? VERIFY.pending(saved.pendingEmail) : C.saved });
      },
      onError: (err) => {
        // A taken email is a 409 whose message belongs under the email field.
        if (isApiError(err) && err.status === 409)
          return form.setError('email', { type: 'server', message: err.message });
        if (!form.setServerErrors(err)) {
          toast({ title: errorMessage(err), variant: 'destructive' });
        }
      },
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{C.title}</CardTitle>
      </CardHeader>
      <CardContent>
        <form className="grid max-w-md gap-4" onSubmit={onSubmit} noValidate>
          <TextField label={C.username} value={`@${account.username}`} readOnly disabled />
          <TextField
            label={C.name}
            {...form.register('name')}
            error={errors.name?.message}
            autoComplete="name"
            required
          />
          <TextField
            label={C.email}
            type="email"
            {...form.register('email')}
            error={errors.email?.message}
            autoComplete="email"
            required
          />
          {account.pendingEmail ? (
            <Alert role="status">
              <AlertDescription>{VERIFY.pending(account.pendingEmail)}</AlertDescription>
            </Alert>
          ) : null}
          <div>
            <Button type="submit" disabled={update.isPending}>
              {C.save}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
