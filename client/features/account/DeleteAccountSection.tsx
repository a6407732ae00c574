import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { deleteAccountSchema, type DeletionSummary } from '@common/account';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Spinner } from '@client/components/ui/spinner';
import { TextField } from '@client/components/ui/text-field';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { getServerFieldErrors } from '@client/lib/form-errors';
import { useZodForm } from '@client/lib/use-zod-form';
import { deletionSummaryQueryOptions, useDeleteAccount } from './api';
import { SETTINGS_COPY } from './copy';

const C = SETTINGS_COPY.delete;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function summaryLines(s: DeletionSummary): string[] {
  return [
    plural(s.blogs, 'blog', 'blogs'),
    plural(s.prompts, 'writing prompt', 'writing prompts'),
    plural(s.sessions, 'collaborative session you own', 'collaborative sessions you own'),
    plural(s.instagramAccounts, 'connected Instagram account', 'connected Instagram accounts'),
    plural(s.platformConnections, 'publishing platform connection', 'publishing platform connections'),
    plural(s.mediaFiles, 'stored image', 'stored images'),
  ];
}

/** Re-enter the password, see the counts, choose what happens to contributions elsewhere, confirm. */
export function DeleteAccountSection({ onDeleted }: { onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  // A message stays until the next try, as the user retypes the password.
  const form = useZodForm(deleteAccountSchema, {
    defaultValues: { password: '', removeContributions: false },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const password = useWatch({ control: form.control, name: 'password' });
  const summary = useQuery({ ...deletionSummaryQueryOptions, enabled: open });
  const remove = useDeleteAccount();

  const onSubmit = form.handleSubmit((input) =>
    remove.mutate(input, {
      onSuccess: onDeleted,
      onError: (err) => {
        const field = getServerFieldErrors(err).password;
        if (field) form.setError('password', { type: 'server', message: field });
        else toast({ title: errorMessage(err), variant: 'destructive' });
      },
    }),
  );

  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle>{C.title}</CardTitle>
        <CardDescription>{C.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          {C.open}
        </Button>
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>{C.dialogTitle}</DialogTitle>
              <DialogDescription>{C.willDelete}</DialogDescription>
            </DialogHeader>
            {summary.data ? (
              <ul className="list-disc pl-5 text-sm" data-testid="deletion-summary">
                {summaryLines(summary.data).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : (
              <Spinner />
            )}
            <form className="grid gap-4" onSubmit={onSubmit} noValidate>
              <TextField
                label={C.password}
                type="password"
                error={form.formState.errors.password?.message}
                {...form.register('password')}
                autoComplete="current-password"
                required
              />
              <label className="flex items-start gap-2 text-sm">
                <input type="checkbox" className="mt-0.5 size-4" {...form.register('removeContributions')} />
                <span>
                  {C.removeContributions}
                  {summary.data ? ` (${summary.data.contributionsInOthersSessions})` : ''}
                </span>
              </label>
              <p className="text-sm text-muted-foreground">{C.keepNote}</p>
              <DialogFooter>
                <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                  {C.cancel}
                </Button>
                <Button type="submit" variant="destructive" disabled={remove.isPending || !password}>
                  {C.confirm}
                </Button>
              </DialogFooter>
            </form>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
