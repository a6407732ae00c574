import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { get, useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { PUBLISHING_COPY } from '@common/copy';
import { createConnectionSchema, type CreateConnection, type Platform } from '@common/publishing';
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
import { applyServerFieldErrors } from '@client/lib/form-errors';
import { cn } from '@client/lib/utils';
import { useCreateConnection } from './api';

const C = PUBLISHING_COPY.dialog;

interface Field {
  key: string;
  label: string;
  type?: 'password' | 'url' | 'text';
  placeholder?: string;
  hint?: string;
  optional?: boolean;
}

/** The per-platform fields (docs/product.md §2). `settings.*` keys go into settings. */
export function fieldsFor(platform: string, wpVariant: 'hosted' | 'self'): Field[] {
  switch (platform) {
    case 'wordpress':
      return wpVariant === 'hosted'
        ? [
            {
              key: 'accessToken',
              label: 'Access token',
              type: 'password',
              hint: 'An OAuth token for your WordPress.com site.',
            },
            { key: 'settings.siteId', label: 'Site ID', placeholder: 'example.wordpress.com or 123456789' },
          ]
        : [
            { key: 'settings.apiUrl', label: 'Site URL', type: 'url', placeholder: 'https://blog.example.com' },
            { key: 'username', label: 'Username' },
            {
              key: 'apiKey',
              label: 'Application password',
              type: 'password',
              hint: 'Users → Profile → Application Passwords (not your login password).',
            },
          ];
    case 'medium':
      return [
        { key: 'accessToken', label: 'Integration token', type: 'password' },
        { key: 'username', label: 'Username', optional: true },
      ];
    case 'devto':
      return [
        {
          key: 'apiKey',
          label: 'API key',
          type: 'password',
          hint: 'DEV → Settings → Extensions → DEV Community API Keys.',
        },
      ];
    case 'hashnode':
      return [
        { key: 'apiKey', label: 'Personal access token', type: 'password', hint: 'Hashnode → Settings → Developer.' },
        { key: 'username', label: 'Username', optional: true },
        { key: 'profileUrl', label: 'Publication domain', placeholder: 'yourblog.hashnode.dev' },
      ];
    case 'ghost':
      return [
        { key: 'settings.apiUrl', label: 'Admin URL', type: 'url', placeholder: 'https://yoursite.ghost.io' },
        { key: 'apiKey', label: 'Admin API key', type: 'password', placeholder: 'id:secret' },
      ];
    default:
      return [{ key: 'apiKey', label: 'API key', type: 'password' }];
  }
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
const visibleValues = (values: FieldValues, fields: Field[]) =>
  Object.fromEntries(fields.map((f) => [f.key, String(get(values, f.key) ?? '')]));

/**
 * The form is checked by the shared connection contract, on the payload it will send: a field's
 * message lands under that field (`settings.apiUrl` included), as the server's would.
 */
function connectResolver(platformId: number, fields: Field[]): Resolver<FieldValues, unknown, CreateConnection> {
  return zodResolver(
    z
      .record(z.string(), z.unknown())
      .transform((values) => toPayload(platformId, visibleValues(values, fields)))
      .pipe(createConnectionSchema),
  );
}

export function ConnectPlatformDialog({
  platform,
  open,
  onOpenChange,
}: {
  platform: Platform;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [wpVariant, setWpVariant] = useState<'hosted' | 'self'>('self');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-[500px]">
        <DialogHeader>
          <DialogTitle>{C.title(platform.displayName)}</DialogTitle>
          <DialogDescription>{C.description}</DialogDescription>
        </DialogHeader>
        {platform.name === 'wordpress' ? (
          <div role="radiogroup" aria-label="WordPress type" className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1">
            {(['self', 'hosted'] as const).map((v) => (
              <button
                key={v}
                type="button"
                role="radio"
                aria-checked={wpVariant === v}
                onClick={() => setWpVariant(v)}
                className={cn(
                  'rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
                  wpVariant === v ? 'bg-card text-foreground shadow-xs' : 'text-muted-foreground hover:text-foreground',
                )}
              >
                {v === 'hosted' ? C.hosted : C.selfHosted}
              </button>
            ))}
          </div>
        ) : null}
        {/* A fresh form for each variant (and each opening: the dialog unmounts its content when closed). */}
        <ConnectForm key={wpVariant} platform={platform} wpVariant={wpVariant} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ConnectForm({
  platform,
  wpVariant,
  onClose,
}: {
  platform: Platform;
  wpVariant: 'hosted' | 'self';
  onClose: () => void;
}) {
  const create = useCreateConnection();
  const fields = useMemo(() => fieldsFor(platform.name, wpVariant), [platform.name, wpVariant]);
  const resolver = useMemo(() => connectResolver(platform.id, fields), [platform.id, fields]);
  const form = useForm<FieldValues, unknown, CreateConnection>({ resolver });
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
      applyServerFieldErrors(
        error,
        fields.map((f) => f.key),
        form.setError,
      );
      form.setError('root.server', { message });
      toast({ variant: 'destructive', title: PUBLISHING_COPY.toasts.createFailed, description: message });
    }
  });

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      {fields.map((f) => (
        <TextField
          key={f.key}
          label={f.optional ? `${f.label} (optional)` : f.label}
          type={f.type ?? 'text'}
          autoComplete="off"
          spellCheck={false}
          placeholder={f.placeholder}
          hint={f.hint}
          error={(get(errors, f.key) as { message?: string } | undefined)?.message}
          {...form.register(f.key)}
        />
      ))}
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
