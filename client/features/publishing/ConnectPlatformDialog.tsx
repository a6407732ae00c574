import { useState, type FormEvent } from 'react';
import { PUBLISHING_COPY } from '@common/copy';
import type { CreateConnection, Platform } from '@common/publishing';
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
import { errorMessage, isApiError } from '@client/lib/api';
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
  const [values, setValues] = useState<Record<string, string>>({});
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateConnection();
  const fields = fieldsFor(platform.name, wpVariant);

  const reset = () => {
    setValues({});
    setFieldErrors({});
    setFormError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setFieldErrors({});
    const visible = Object.fromEntries(fields.map((f) => [f.key, values[f.key] ?? '']));
    try {
      const connection = await create.mutateAsync(toPayload(platform.id, visible));
      toast({
        title: PUBLISHING_COPY.toasts.created,
        description: PUBLISHING_COPY.toasts.createdDescription(connection.username ?? platform.displayName),
      });
      reset();
      onOpenChange(false);
    } catch (error) {
      const message = errorMessage(error);
      const details = isApiError(error)
        ? (error.details as { fieldErrors?: Record<string, string[]> } | undefined)
        : undefined;
      setFieldErrors(details?.fieldErrors ?? {});
      setFormError(message);
      toast({ variant: 'destructive', title: PUBLISHING_COPY.toasts.createFailed, description: message });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <DialogContent className="sm:max-w-[500px]">
        <DialogHeader>
          <DialogTitle>{C.title(platform.displayName)}</DialogTitle>
          <DialogDescription>{C.description}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          {platform.name === 'wordpress' ? (
            <div
              role="radiogroup"
              aria-label="WordPress type"
              className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1"
            >
              {(['self', 'hosted'] as const).map((v) => (
                <button
                  key={v}
                  type="button"
                  role="radio"
                  aria-checked={wpVariant === v}
                  onClick={() => {
                    setWpVariant(v);
                    reset();
                  }}
                  className={cn(
                    'rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
                    wpVariant === v
                      ? 'bg-card text-foreground shadow-xs'
                      : 'text-muted-foreground hover:text-foreground',
                  )}
                >
                  {v === 'hosted' ? C.hosted : C.selfHosted}
                </button>
              ))}
            </div>
          ) : null}
          {fields.map((f) => (
            <TextField
              key={`${wpVariant}-${f.key}`}
              label={f.optional ? `${f.label} (optional)` : f.label}
              type={f.type ?? 'text'}
              autoComplete="off"
              spellCheck={false}
              placeholder={f.placeholder}
              hint={f.hint}
              error={fieldErrors[f.key]?.[0]}
              value={values[f.key] ?? ''}
              onChange={(e) => setValues((prev) => ({ ...prev, [f.key]: e.target.value }))}
            />
          ))}
          {formError ? (
            <Alert variant="destructive">
              <AlertDescription>{formError}</AlertDescription>
            </Alert>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {C.cancel}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? C.connecting : C.connect}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
