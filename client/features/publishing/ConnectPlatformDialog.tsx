import { useMemo, useState } from 'react';
import { get, type FieldValues, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { PUBLISHING_COPY } from '@common/copy';
import {
  findPlatform,
  findVariant,
  parseConnection,
  type ConnectionField,
  type ConnectionFormValues,
  type PlatformDescriptor,
} from '@common/platforms';
import type { Connection, CreateConnection, Platform } from '@common/publishing';
import { Alert, AlertDescription } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { TextField } from '@client/components/ui/text-field';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { useZodForm, zodFormResolver } from '@client/lib/use-zod-form';
import { cn } from '@client/lib/utils';
import { useCreateConnection } from './api';
import { SignInChoice } from './AtprotoSignIn';
import { ConnectChoiceField } from './ConnectChoiceField';

const C = PUBLISHING_COPY.dialog;

/**
 * The fields the dialog shows: the platform descriptor's (common/platforms), for the chosen way
 * of connecting (WordPress: `self` or `hosted`; others have one). `settings.*` keys go into settings.
 */
export function fieldsFor(platform: string, variant?: string): readonly ConnectionField[] {
  const descriptor = findPlatform(platform);
  return descriptor ? findVariant(descriptor, variant).fields : [];
}

/** Builds the connection form payload; empty values (and WordPress's empty siteId/apiUrl) are left out. */
export function toPayload(platformId: number, values: Record<string, string>): CreateConnection {
  const payload: CreateConnection = { platformId };
  const settings: Record<string, string> = {};
  for (const [key, raw] of Object.entries(values)) {
    const value = raw.trim();
    if (!value) continue;
    if (key.startsWith('settings.')) settings[key.slice('settings.'.length)] = value;
    else (payload as Record<string, unknown>)[key] = value;
  }
  if (Object.keys(settings).length) payload.settings = settings;
  return payload;
}

/** The visible fields' values as the flat `key → text` record toPayload takes (`settings.x` keys included). */
const visibleValues = (values: FieldValues, fields: readonly ConnectionField[]) =>
  Object.fromEntries(fields.map((f) => [f.key, String(get(values, f.key) ?? '')]));

/**
 * The form is checked by the platform's descriptor, as the server checks it: a field's message
 * (a missing field, a malformed key or address) lands under that field before anything is sent.
 */
export function connectSchema(
  platformId: number,
  descriptor: PlatformDescriptor | undefined,
  variant: string,
  fields: readonly ConnectionField[],
): z.ZodType<CreateConnection, FieldValues> {
  return z
    .record(z.string(), z.unknown())
    .transform((values) => visibleValues(values, fields))
    .superRefine((values, ctx) => {
      if (!descriptor) return;
      const checked = parseConnection(descriptor, values as ConnectionFormValues, variant);
      if (checked.ok) return;
      for (const [key, messages] of Object.entries(checked.fieldErrors)) {
        for (const message of messages ?? []) ctx.addIssue({ code: 'custom', message, path: [key] });
      }
    })
    .transform((values) => toPayload(platformId, values));
}

/** The form's resolver: connectSchema as useZodForm checks it. */
export const connectResolver = (
  ...args: Parameters<typeof connectSchema>
): Resolver<FieldValues, unknown, CreateConnection> => zodFormResolver(connectSchema(...args));

/**
 * The values a reconnect form starts with: the connection's non-secret details (the site, the
 * username), so that only the new secret is typed; the variant is the one whose settings it has.
 */
export function reconnectDefaults(
  descriptor: PlatformDescriptor | undefined,
  connection: Connection,
): { variant: string | undefined; values: Record<string, unknown> } {
  const settings: Record<string, string | undefined> = connection.settings;
  const has = (key: string) => key.startsWith('settings.') && Boolean(settings[key.slice('settings.'.length)]);
  const variant = descriptor?.variants.find((v) => v.fields.some((f) => has(f.key))) ?? descriptor?.variants[0];
  const values: Record<string, unknown> = {};
  if (connection.username) values.username = connection.username;
  if (connection.profileUrl) values.profileUrl = connection.profileUrl;
  if (settings.apiUrl || settings.siteId || settings.post)
    values.settings = { apiUrl: settings.apiUrl, siteId: settings.siteId, post: settings.post };
  return { variant: variant?.id, values };
}

export function ConnectPlatformDialog({
  platform,
  open,
  onOpenChange,
  reconnect,
}: {
  platform: Platform;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Reconnect' on a card whose credentials were rejected: the form for that destination, prefilled. */
  reconnect?: Connection;
}) {
  const descriptor = findPlatform(platform.name);
  const variants = descriptor?.variants ?? [];
  const prefill = reconnect ? reconnectDefaults(descriptor, reconnect) : undefined;
  const [variant, setVariant] = useState(prefill?.variant ?? variants[0]?.id ?? '');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-[500px]">
        <DialogHeader>
          <DialogTitle>
            {reconnect
              ? PUBLISHING_COPY.connection.reconnectTitle(platform.displayName)
              : C.title(platform.displayName)}
          </DialogTitle>
          <DialogDescription>
            {reconnect ? PUBLISHING_COPY.connection.reconnectDescription : C.description}
          </DialogDescription>
        </DialogHeader>
        {variants.length > 1 && !reconnect ? (
          <div
            role="radiogroup"
            aria-label={`${platform.displayName} type`}
            className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1"
          >
            {variants.map((v) => (
              <button
                key={v.id}
                type="button"
                role="radio"
                aria-checked={variant === v.id}
                onClick={() => setVariant(v.id)}
                className={cn(
                  'rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
                  variant === v.id
                    ? 'bg-card text-foreground shadow-xs'
                    : 'text-muted-foreground hover:text-foreground',
                )}
              >
                {v.label}
              </button>
            ))}
          </div>
        ) : null}
        {/* A fresh form for each variant (and each opening: the dialog unmounts its content when closed). */}
        <SignInChoice platform={platform} reconnect={reconnect} onClose={() => onOpenChange(false)}>
          <ConnectForm
            key={variant}
            platform={platform}
            variant={variant}
            defaultValues={prefill?.variant === variant ? prefill.values : undefined}
            onClose={() => onOpenChange(false)}
          />
        </SignInChoice>
      </DialogContent>
    </Dialog>
  );
}

/** The descriptor's fields of one variant, checked on submit, then verified and saved by the server. */
export function ConnectForm({
  platform,
  variant,
  defaultValues,
  onClose,
}: {
  platform: Platform;
  variant: string;
  /** Prefilled values (reconnecting a destination): everything but the secret. */
  defaultValues?: Record<string, unknown>;
  onClose: () => void;
}) {
  const create = useCreateConnection();
  const fields = useMemo(() => fieldsFor(platform.name, variant), [platform.name, variant]);
  const schema = useMemo(
    () => connectSchema(platform.id, findPlatform(platform.name), variant, fields),
    [platform.id, platform.name, variant, fields],
  );
  const form = useZodForm(schema, { defaultValues });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (payload) => {
    try {
      const connection = await create.mutateAsync(payload);
      toast({
        title: PUBLISHING_COPY.toasts.created,
        description: PUBLISHING_COPY.toasts.createdDescription(connection.username ?? platform.displayName),
      });
      onClose();
    } catch (error) {
      const message = errorMessage(error);
      form.setServerErrors(
        error,
        fields.map((f) => f.key),
      );
      form.setError('root.server', { message });
      toast({ variant: 'destructive', title: PUBLISHING_COPY.toasts.createFailed, description: message });
    }
  });

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      {fields.map((f) =>
        f.input === 'choice' ? (
          <ConnectChoiceField
            key={f.key}
            field={f}
            registration={form.register(f.key)}
            error={(get(errors, f.key) as { message?: string } | undefined)?.message}
          />
        ) : (
          <TextField
            key={f.key}
            label={f.required ? f.label : `${f.label} (optional)`}
            type={f.input}
            autoComplete="off"
            spellCheck={false}
            placeholder={f.placeholder}
            hint={f.hint}
            error={(get(errors, f.key) as { message?: string } | undefined)?.message}
            {...form.register(f.key)}
          />
        ),
      )}
      {errors.root?.server ? (
        <Alert variant="destructive">
          <AlertDescription>{errors.root.server.message}</AlertDescription>
        </Alert>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          {C.cancel}
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? C.connecting : C.connect}
        </Button>
      </DialogFooter>
    </form>
  );
}
