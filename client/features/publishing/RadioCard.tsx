import { cn } from '@client/lib/utils';

/** One option of the Publish dialog's radio groups (how to publish, the home): a card with a label and a hint. */
export function RadioCard({
  name,
  value,
  label,
  hint,
  checked,
  disabled,
  onChoose,
}: {
  name: string;
  value: string;
  label: string;
  hint?: string;
  checked: boolean;
  disabled?: boolean;
  onChoose: () => void;
}) {
  return (
    <label
      className={cn(
        'flex cursor-pointer gap-2 rounded-xl border p-2.5 text-sm has-focus-visible:ring-2 has-focus-visible:ring-ring has-disabled:cursor-default has-disabled:opacity-70',
        checked ? 'border-primary bg-accent/50' : 'border-border',
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        className="mt-0.5 size-4 shrink-0 accent-[var(--color-primary)]"
        checked={checked}
        disabled={disabled}
        onChange={onChoose}
      />
      <span className="min-w-0">
        <span className="block font-medium wrap-anywhere">{label}</span>
        {hint ? <span className="block text-xs wrap-anywhere text-muted-foreground">{hint}</span> : null}
      </span>
    </label>
  );
}
