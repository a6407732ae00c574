import { useState, type FormEvent } from 'react';
import type { Account } from '@common/account';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { TextField } from '@client/components/ui/text-field';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage, isApiError } from '@client/lib/api';
import { getServerFieldErrors } from '@client/lib/form-errors';
import { useUpdateAccount } from './api';
import { SETTINGS_COPY } from './copy';

const C = SETTINGS_COPY.profile;

/** Name and email; the username is shown, not editable. */
export function ProfileSection({ account }: { account: Account }) {
  const [name, setName] = useState(account.name);
  const [email, setEmail] = useState(account.email);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateAccount();

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setErrors({});
    update.mutate(
      { name, email },
      {
        onSuccess: () => toast({ title: C.saved }),
        onError: (err) => {
          const fields = getServerFieldErrors(err);
          if (isApiError(err) && err.status === 409) fields.email = err.message;
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
      </CardHeader>
      <CardContent>
        <form className="grid max-w-md gap-4" onSubmit={onSubmit} noValidate>
          <TextField label={C.username} value={`@${account.username}`} readOnly disabled />
          <TextField
            label={C.name}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={errors.name}
            autoComplete="name"
            required
          />
          <TextField
            label={C.email}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={errors.email}
            autoComplete="email"
            required
          />
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
