import { useState } from 'react';
import { Download } from 'lucide-react';
import { Alert, AlertDescription } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { useExport, useStartExport } from './api';
import { SETTINGS_COPY } from './copy';

const C = SETTINGS_COPY.export;

/** Starts the background export, shows its progress, then the download link. */
export function ExportSection() {
  const [id, setId] = useState<string>();
  const start = useStartExport();
  const current = useExport(id);
  const row = current.data;
  const running = row?.status === 'queued' || row?.status === 'running';

  return (
    <Card>
      <CardHeader>
        <CardTitle>{C.title}</CardTitle>
        <CardDescription>{C.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div>
          <Button
            variant="outline"
            disabled={start.isPending || running}
            onClick={() =>
              start.mutate(undefined, {
                onSuccess: (r) => setId(r.id),
                onError: (err) => toast({ title: errorMessage(err), variant: 'destructive' }),
              })
            }
          >
            {C.start}
          </Button>
        </div>
        <div aria-live="polite">
          {running ? (
            <div className="grid max-w-md gap-2">
              <p className="text-sm">{C.preparing}</p>
              <div
                role="progressbar"
                aria-label={C.preparing}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={row.progress}
                className="h-2 overflow-hidden rounded-full bg-secondary"
              >
                <div className="h-full bg-primary transition-all" style={{ width: `${row.progress}%` }} />
              </div>
            </div>
          ) : row?.status === 'ready' && row.downloadUrl ? (
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-sm">{C.ready}</p>
              <Button asChild>
                <a href={row.downloadUrl} download>
                  <Download aria-hidden="true" />
                  {C.download}
                </a>
              </Button>
            </div>
          ) : row?.status === 'failed' ? (
            <Alert variant="destructive">
              <AlertDescription>{row.error ?? C.failed}</AlertDescription>
            </Alert>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
