import { useQuery } from '@tanstack/react-query';
import { Globe } from 'lucide-react';
import { cn } from '@client/lib/utils';
import { fediverseSettingsQuery } from './api';
import { FEDIVERSE_COPY as C } from './copy';

/**
 * In the Publish dialog, for a creator who shares on the fediverse (docs/decisions/044-fediverse-with-fedify.md):
 * what the network shows (an Article sent to their followers while the public page is on) and where
 * readers find it. Nothing while the fediverse is off or the settings have not loaded.
 */
export function FediverseNotice({ className }: { className?: string }) {
  const settings = useQuery(fediverseSettingsQuery).data;
  if (!settings?.enabled) return null;
  return (
    <p
      role="note"
      data-testid="fediverse-publish-note"
      className={cn('flex items-start gap-2 rounded-lg bg-muted px-3 py-2 text-sm text-muted-foreground', className)}
    >
      <Globe className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span className="min-w-0 break-words">{C.publishNote(settings.handle, settings.followers)}</span>
    </p>
  );
}
