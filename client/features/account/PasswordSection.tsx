import { useState, type FormEvent } from 'react';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { TextField } from '@client/components/ui/text-field';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { getServerFieldErrors } from '@client/lib/form-errors';
import { useChangePassword } from './api';
import { SETTINGS_COPY } from './copy';

const C = SETTINGS_COPY.password;

/** Current password + new password; other devices are signed out on success. */
export function PasswordSection() {
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNext] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = useChangePassword();

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setErrors({});
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: ({ signedOut }) => {
          setCurrent('');
          setNext('');
          toast({ title: C.saved(signedOut) });
        },
        onError: (err) => {
          const fields = getServerFieldErrors(err);
          setErrors(fields);
          if (!Object.keys(fields).length) toast({ title: errorMessage(err), variant: 'destructive' });
        },
      },
    );
  }

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
            value={currentPassword}
            onChange={(e) => setCurrent(e.target.value)}
            error={errors.currentPassword}
            autoComplete="current-password"
            required
          />
          <TextField
            label={C.next}
            type="password"
            value={newPassword}
            onChange={(e) => setNext(e.target.value)}
            error={errors.newPassword}
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
