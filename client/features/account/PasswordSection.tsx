import { changePasswordSchema, type ChangePasswordInput } from '@common/account';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { TextField } from '@client/components/ui/text-field';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { useZodForm } from '@client/lib/use-zod-form';
import { useChangePassword } from './api';
import { SETTINGS_COPY } from './copy';

const C = SETTINGS_COPY.password;
const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '' };

/** Current password + new password; other devices are signed out on success. */
export function PasswordSection() {
  const change = useChangePassword();
  const form = useZodForm(changePasswordSchema, { defaultValues: EMPTY });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((input) =>
    change.mutate(input, {
      onSuccess: ({ signedOut }) => {
        form.reset(EMPTY);
        toast({ title: C.saved(signedOut) });
      },
      onError: (err) => {
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
        <CardDescription>{C.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid max-w-md gap-4" onSubmit={onSubmit} noValidate>
          <TextField
            label={C.current}
            type="password"
            {...form.register('currentPassword')}
            error={errors.currentPassword?.message}
            autoComplete="current-password"
            required
          />
          <TextField
            label={C.next}
            type="password"
            {...form.register('newPassword')}
            error={errors.newPassword?.message}
            autoComplete="new-password"
            required
          />
          <div>
            <Button type="submit" disabled={change.isPending}>
              {C.save}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
