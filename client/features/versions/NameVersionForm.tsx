import { useId, useRef, useState, type FormEvent } from 'react';
import { VERSIONS_COPY } from '@common/copy-versions';
import { versionNameSchema, type VersionSummary } from '@common/versions';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/text-field';
import { errorMessage } from '@client/lib/api';
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
  const [value, setValue] = useState(initial ?? '');
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const name = useNameVersion(blogId);
  const id = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = versionNameSchema.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      input.current?.focus();
      return;
    }
    setError(undefined);
    name.mutate(
      { versionId, name: parsed.data },
      {
        // The name shows in the list and above the diff at once, and focus returns to Rename.
        onSuccess: (v) => onDone(v),
        onError: (err) => {
          setError(errorMessage(err));
          input.current?.focus();
        },
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-2 rounded-lg border border-border p-3"
      data-testid="name-version"
    >
      <TextField
        ref={input}
        id={`version-name-${id}`}
        label={C.nameLabel}
        placeholder={C.namePlaceholder}
        value={value}
        onChange={(e) => setValue(e.target.value)}
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
