import { ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { SHARING_COPY } from '@common/copy-public-page';
import { MEDIUM_IMPORT_URL, recordMediumSchema, type PublicPage } from '@common/public-pages';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { useZodForm } from '@client/lib/use-zod-form';
import { useRecordMedium } from './api';

const C = SHARING_COPY.medium;
/** The address pasted back: the record contract's check, a text field (never null here). */
const mediumFormSchema = z.object({ url: recordMediumSchema.shape.url.unwrap() });

/**
 * 'Copy to Medium' without a token: the public link goes to the clipboard, Medium's 'Import a story'
 * opens (Medium fetches the page and sets the canonical link itself), and the creator pastes back the
 * address Medium gave the story, which is recorded.
 */
export function MediumSection({ blogId, page }: { blogId: number; page: PublicPage }) {
  const record = useRecordMedium(blogId);
  // A message stays until the next try.
  const form = useZodForm(mediumFormSchema, {
    defaultValues: { url: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const value = useWatch({ control: form.control, name: 'url' });
  const error = form.formState.errors.url?.message;
  const inputId = useId();
  const errorId = useId();

  const openImport = async () => {
    if (page.url) await navigator.clipboard.writeText(page.url).catch(() => undefined);
    window.open(MEDIUM_IMPORT_URL, '_blank', 'noopener,noreferrer');
  };

  const save = form.handleSubmit((input) =>
    record.mutate(input, {
      onSuccess: () => {
        form.reset();
        toast({ title: C.saved });
      },
      onError: (e) => form.setError('url', { type: 'server', message: errorMessage(e, SHARING_COPY.error) }),
    }),
  );

  return (
    <section aria-labelledby={`${inputId}-h`} className="grid gap-3 border-t border-border pt-5">
      <h3 id={`${inputId}-h`} className="text-sm font-semibold text-foreground">
        {C.heading}
      </h3>
      <p className="text-xs text-muted-foreground">{page.isPublic ? C.explain : C.needsPublic}</p>
      {page.mediumUrl ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-muted-foreground">{C.recorded}</span>
          <a
            href={page.mediumUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="break-all text-primary underline-offset-4 hover:underline"
            data-testid="medium-url"
          >
            {page.mediumUrl}
          </a>
          <Button size="sm" variant="ghost" onClick={() => record.mutate({ url: null })}>
            {C.clear}
          </Button>
        </p>
      ) : null}
      {page.isPublic ? (
        <>
          <div>
            <Button size="sm" variant="outline" onClick={() => void openImport()}>
              <ExternalLink aria-hidden="true" />
              {C.open}
            </Button>
          </div>
          <form onSubmit={save} className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end" noValidate>
            <div className="grid gap-1.5">
              <label htmlFor={inputId} className="text-sm font-medium">
                {C.urlLabel}
              </label>
              <Input
                id={inputId}
                type="url"
                inputMode="url"
                placeholder={C.urlPlaceholder}
                {...form.register('url')}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
              />
            </div>
            <Button type="submit" size="default" disabled={record.isPending || !value.trim()}>
              {C.save}
            </Button>
            {error ? (
              <p id={errorId} role="alert" className="text-sm text-destructive sm:col-span-2">
                {error}
              </p>
            ) : null}
          </form>
        </>
      ) : null}
    </section>
  );
}
