import { useId } from 'react';
import { EMAIL_MODES, NOTIFICATION_COPY as C, NOTIFICATION_TYPES, type EmailMode } from '@common/notifications';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { NativeSelect } from '@client/components/ui/native-select';
import { Spinner } from '@client/components/ui/spinner';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { useNotificationSettings, useUpdateNotificationSettings } from './api';

/** /settings: per notification type, email Off, Instant or in the Daily digest; saved on change. */
export function NotificationSettingsSection() {
  const id = useId();
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{C.settingsTitle}</CardTitle>
        <CardDescription>{C.settingsDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <Spinner className="size-5" />
        ) : settings.isError ? (
          <p className="text-sm text-destructive">{errorMessage(settings.error)}</p>
        ) : (
          <ul className="grid gap-3">
            {NOTIFICATION_TYPES.map((type) => (
              <li key={type} className="flex flex-wrap items-center justify-between gap-2">
                <label htmlFor={`${id}-${type}`} className="text-sm">
                  {C.types[type]}
                </label>
                <NativeSelect
                  id={`${id}-${type}`}
                  className="w-44"
                  value={settings.data.email[type]}
                  disabled={update.isPending}
                  onChange={(e) =>
                    update.mutate(
                      { [type]: e.target.value as EmailMode },
                      {
                        onSuccess: () => toast({ title: C.saved }),
                        onError: (err) => toast({ variant: 'destructive', title: errorMessage(err) }),
                      },
                    )
                  }
                >
                  {EMAIL_MODES.map((m) => (
                    <option key={m} value={m}>
                      {C.modes[m]}
                    </option>
                  ))}
                </NativeSelect>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
