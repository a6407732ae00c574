import type { UseFormRegisterReturn } from 'react-hook-form';
import type { ConnectionField } from '@common/platforms';

/**
 * A connection field with a few options, as radio buttons (the AT Protocol's 'What the network
 * shows': a document and a Bluesky post, or the document only; docs/decisions/046). The first
 * option is chosen until another is.
 */
export function ConnectChoiceField({
  field,
  registration,
  error,
}: {
  field: ConnectionField;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}) {
  return (
    <fieldset className="grid gap-2" aria-invalid={error ? true : undefined}>
      <legend className="mb-1 text-sm font-medium">{field.label}</legend>
      {field.options?.map((o, i) => (
        <label key={o.value} className="flex cursor-pointer items-center gap-2 text-sm">
          <input
            type="radio"
            className="size-4 accent-[var(--color-primary)]"
            value={o.value}
            defaultChecked={i === 0}
            {...registration}
          />
          {o.label}
        </label>
      ))}
      {error ? <p className="text-[0.8125rem] font-medium text-destructive">{error}</p> : null}
    </fieldset>
  );
}
