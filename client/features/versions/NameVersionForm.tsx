import { useId } from 'react';
import { VERSIONS_COPY } from '@common/copy-versions';
import { nameCurrentVersionSchema, type VersionSummary } from '@common/versions';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/text-field';
import { errorMessage } from '@client/lib/api';
import { useZodForm } from '@client/lib/use-zod-form';
import { useNameVersion } from './api';

const C = VERSIONS_COPY;

/**
 * Names or renames a version ('current': the blog as saved now), checked like the server does
 * (versionNameSchema: trimmed, 1–80 characters), the server's refusal shown under the field.
 */
export function NameVersionForm({
  blogId,
  versionId,
  initial,
  hint,
  onDone,
  onCancel,
}: {
  blogId: number;
  versionId: number | 'current';
  initial?: string | null;
  hint?: string;
  onDone: (version: VersionSummary) => void;
  onCancel: () => void;
}) {
  // The server's contract for a name; a message stays until the next try, the field gets the focus.
  const form = useZodForm(nameCurrentVersionSchema, {
    defaultValues: { name: initial ?? '' },
    reValidateMode: 'onSubmit',
  });
  const error = form.formState.errors.name?.message;
  const name = useNameVersion(blogId);
  const id = useId();

  const submit = form.handleSubmit((values) =>
    name.mutate(
      { versionId, name: values.name },
      {
        // The name shows in the list and above the diff at once, and focus returns to Rename.
        onSuccess: (v) => onDone(v),
        onError: (err) => form.setError('name', { message: errorMessage(err) }, { shouldFocus: true }),
      },
    ),
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-2 rounded-lg border border-border p-3"
      data-testid="name-version"
    >
      <TextField
        id={`version-name-${id}`}
        label={C.nameLabel}
        placeholder={C.namePlaceholder}
        {...form.register('name')}
        error={error}
        hint={hint}
        autoFocus
        autoComplete="off"
      />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel} disabled={name.isPending}>
          {C.cancel}
        </Button>
        <Button type="submit" disabled={name.isPending}>
          {name.isPending ? C.savingName : C.saveName}
        </Button>
      </div>
    </form>
  );
}
