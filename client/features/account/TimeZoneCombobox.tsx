import { Check, ChevronsUpDown } from 'lucide-react';
import { useEffect, useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import { Input } from '@client/components/ui/input';
import { timeZoneChoices } from '@client/lib/time-zone';
import { cn } from '@client/lib/utils';

/** 'new york' finds America/New_York; every word typed must appear. */
export function matchZones(zones: readonly string[], query: string): string[] {
  const words = query.toLowerCase().replace(/[_/]/g, ' ').split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...zones];
  return zones.filter((zone) => {
    const name = zone.toLowerCase().replace(/[_/]/g, ' ');
    return words.every((w) => name.includes(w));
  });
}

/**
 * A text box that searches the IANA time zones and a list to pick one from (the ARIA combobox
 * pattern): type to narrow, ↓/↑ to move, Enter to choose, Escape to close. The value is the text
 * in the box, so a name typed without picking is what the form checks.
 */
export function TimeZoneCombobox({
  id,
  value,
  onChange,
  onBlur,
  placeholder,
  noMatch,
  inputRef,
  ...aria
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  noMatch: string;
  inputRef?: Ref<HTMLInputElement>;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  const [open, setOpen] = useState(false);
  // What the list is narrowed by: the text typed since it opened (all zones when just opened).
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const all = useMemo(() => timeZoneChoices(value), [value]);
  const matches = useMemo(() => matchZones(all, query), [all, query]);
  const listId = `${id}-zones`;
  const optionId = (i: number) => `${id}-zone-${i}`;

  useEffect(() => {
    if (open) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
    // optionId depends on id only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, active]);

  const show = (narrowBy: string) => {
    const found = matchZones(all, narrowBy);
    setQuery(narrowBy);
    setActive(Math.max(0, found.indexOf(value)));
    setOpen(true);
  };
  const choose = (zone: string) => {
    onChange(zone);
    setOpen(false);
  };

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return show('');
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => Math.min(Math.max(i + step, 0), Math.max(matches.length - 1, 0)));
    } else if (event.key === 'Enter' && open && matches[active]) {
      event.preventDefault();
      choose(matches[active]);
    } else if (event.key === 'Enter') {
      // Nothing to choose: the form is sent with what was typed (and says if it is no zone).
      setOpen(false);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  }

  return (
    <div className="relative">
      <Input
        id={id}
        ref={inputRef}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && matches[active] ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          setQuery(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onClick={() => (open ? setOpen(false) : show(''))}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          onBlur?.();
        }}
        className="pr-9"
        {...aria}
      />
      <ChevronsUpDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Time zones"
        hidden={!open}
        className="absolute z-30 mt-1 max-h-64 w-full overflow-auto rounded-lg border border-border bg-card p-1 shadow-pop"
      >
        {open && matches.length === 0 ? (
          <li className="px-3 py-2 text-sm text-muted-foreground" role="presentation">
            {noMatch}
          </li>
        ) : null}
        {open
          ? matches.map((zone, i) => (
              <li
                key={zone}
                id={optionId(i)}
                role="option"
                aria-selected={zone === value}
                // Keep the focus in the box: the choice is made on the press.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(zone)}
                onMouseMove={() => setActive(i)}
                className={cn(
                  'flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm',
                  i === active && 'bg-accent text-accent-foreground',
                )}
              >
                <Check
                  className={cn('size-4 shrink-0', zone === value ? 'opacity-100' : 'opacity-0')}
                  aria-hidden="true"
                />
                {zone.replace(/_/g, ' ')}
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}
