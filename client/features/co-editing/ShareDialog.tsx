import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, Link2, Trash2, UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import {
  BLOG_ROLES,
  inviteByEmailSchema,
  type BlogRole,
  type CreatedInvitation,
  type InviteByEmail,
} from '@common/co-editing';
import { COEDIT_COPY as C } from '@common/copy-co-editing';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { NativeSelect } from '@client/components/ui/native-select';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { useZodForm } from '@client/lib/use-zod-form';
import {
  changeRole,
  createLink,
  inviteByEmail,
  removeMember,
  revokeLink,
  sharingQueryKey,
  sharingQueryOptions,
} from './api';
import { PendingInvitations } from './PendingInvitations';

function RoleSelect(props: { value: BlogRole; onChange: (r: BlogRole) => void; label: string; id?: string }) {
  return (
    <NativeSelect
      id={props.id}
      aria-label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value as BlogRole)}
      className="w-36"
    >
      {BLOG_ROLES.map((r) => (
        <option key={r} value={r}>
          {C.roles[r]}
        </option>
      ))}
    </NativeSelect>
  );
}

/** The owner's Invite button and dialog: people by email, invitation links, roles, revoke. */
export function ShareDialog({ blogId }: { blogId: number }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const queryClient = useQueryClient();
  const sharing = useQuery({ ...sharingQueryOptions(blogId), enabled: open });
  // The invitation's address and role, checked by the invite contract; a refusal stays under the
  // address until the next try.
  const form = useZodForm(inviteByEmailSchema, {
    defaultValues: { email: '', role: 'editor' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const email = useWatch({ control: form.control, name: 'email' });
  const { field: role } = useController({ control: form.control, name: 'role' });
  const error = form.formState.errors.email?.message;
  const [linkRole, setLinkRole] = useState<BlogRole>('editor');
  const [fresh, setFresh] = useState<CreatedInvitation | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: sharingQueryKey(blogId) });
  const onError = (e: unknown) => toast({ variant: 'destructive', title: C.failed, description: errorMessage(e) });

  const invite = useMutation({
    mutationFn: (v: InviteByEmail) => inviteByEmail(blogId, v.email, v.role),
    onSuccess: async (m) => {
      form.resetField('email');
      toast(C.invited(m.email));
      await refresh();
    },
    onError: (e) => form.setError('email', { type: 'server', message: errorMessage(e) }),
  });
  const setRoleOf = useMutation({
    mutationFn: (v: { userId: number; role: BlogRole }) => changeRole(blogId, v.userId, v.role),
    onSuccess: refresh,
    onError,
  });
  /** The person whose removal waits for a yes. */
  const [removing, setRemoving] = useState<{ userId: number; name: string; open: boolean } | null>(null);
  const closeRemoving = () => setRemoving((r) => r && { ...r, open: false });
  const remove = useMutation({
    mutationFn: (userId: number) => removeMember(blogId, userId),
    onSuccess: async () => {
      closeRemoving();
      toast(C.removed);
      await refresh();
    },
    onError: (e) => {
      closeRemoving();
      onError(e);
    },
  });
  const link = useMutation({
    mutationFn: () => createLink(blogId, linkRole),
    onSuccess: async (l) => {
      setFresh(l);
      await refresh();
    },
    onError,
  });
  const revoke = useMutation({
    mutationFn: (linkId: number) => revokeLink(blogId, linkId),
    onSuccess: async (_r, linkId) => {
      if (fresh?.id === linkId) setFresh(null);
      await refresh();
    },
    onError,
  });

  const submit = form.handleSubmit((v) => invite.mutate(v));

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <UserPlus aria-hidden="true" />
        {C.inviteButton}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-lg">
          <DialogHeader>
            <DialogTitle>{C.dialogTitle}</DialogTitle>
            <DialogDescription>{C.dialogDescription}</DialogDescription>
          </DialogHeader>
          <form className="grid gap-2" onSubmit={submit} noValidate>
            <Label htmlFor={`${id}-email`}>{C.emailLabel}</Label>
            <div className="flex gap-2">
              <Input
                id={`${id}-email`}
                type="email"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                {...form.register('email')}
              />
              <RoleSelect value={role.value} onChange={role.onChange} label={C.roleLabel} />
              <Button type="submit" disabled={invite.isPending || !email}>
                {invite.isPending ? C.inviting : C.invite}
              </Button>
            </div>
            {error ? (
              <p id={`${id}-error`} className="text-[0.8125rem] font-medium text-destructive">
                {error}
              </p>
            ) : null}
          </form>

          <section className="grid gap-2">
            <h3 className="text-sm font-semibold">{C.people}</h3>
            {sharing.data?.members.length === 0 ? <p className="text-sm text-muted-foreground">{C.noPeople}</p> : null}
            <ul className="grid gap-2" data-testid="share-members">
              {sharing.data?.members.map((m) => (
                <li key={m.userId} className="flex items-center gap-2">
                  <span className="min-w-0 flex-1 truncate text-sm">
                    {m.name} <span className="text-muted-foreground">@{m.username}</span>
                  </span>
                  <RoleSelect
                    value={m.role}
                    label={C.roleOf(m.name)}
                    onChange={(r) => setRoleOf.mutate({ userId: m.userId, role: r })}
                  />
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={C.removeLabel(m.name)}
                    onClick={() => setRemoving({ userId: m.userId, name: m.name, open: true })}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
          </section>

          {sharing.data ? <PendingInvitations blogId={blogId} invitations={sharing.data.invitations} /> : null}
          <ConfirmDialog
            open={removing?.open ?? false}
            onOpenChange={(next) => !next && closeRemoving()}
            copy={C.removeConfirm(removing?.name ?? '')}
            pending={remove.isPending}
            onConfirm={() => removing && remove.mutate(removing.userId)}
          />

          <section className="grid gap-2">
            <h3 className="text-sm font-semibold">{C.links}</h3>
            <p className="text-xs text-muted-foreground">{C.linkHint}</p>
            <div className="flex gap-2">
              <RoleSelect value={linkRole} onChange={setLinkRole} label={C.roleLabel} />
              <Button variant="outline" onClick={() => link.mutate()} disabled={link.isPending}>
                <Link2 aria-hidden="true" />
                {C.createLink}
              </Button>
            </div>
            {fresh ? (
              <div className="grid gap-1">
                <Label htmlFor={`${id}-link`}>{C.newLink}</Label>
                <div className="flex gap-2">
                  <Input id={`${id}-link`} readOnly value={fresh.url} onFocus={(e) => e.target.select()} />
                  <Button
                    variant="outline"
                    size="icon"
                    aria-label={C.copy}
                    onClick={() =>
                      void navigator.clipboard?.writeText(fresh.url).then(() => toast({ title: C.copied }))
                    }
                  >
                    <Copy aria-hidden="true" />
                  </Button>
                </div>
              </div>
            ) : null}
            <ul className="grid gap-1">
              {sharing.data?.links.map((l) => (
                <li key={l.id} className="flex items-center justify-between text-sm">
                  <span>
                    {C.roles[l.role]} · {new Date(l.createdAt).toLocaleString()}
                  </span>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={C.revokeLabel(C.roles[l.role])}
                    onClick={() => revoke.mutate(l.id)}
                  >
                    {C.revoke}
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        </DialogContent>
      </Dialog>
    </>
  );
}
