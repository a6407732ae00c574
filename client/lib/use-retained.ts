import { useState } from 'react';

/**
 * The value while it is set, and the last one while a dialog animates closed (so its title and body
 * do not change or collapse during the fade). `key` changes on every new value: use it to mount a
 * form afresh each time the dialog opens.
 */
export function useRetained<T extends object>(value: T | null): { value: T | null; key: number } {
  const [kept, setKept] = useState<{ value: T; key: number } | null>(null);
  if (value !== null && value !== kept?.value) setKept({ value, key: (kept?.key ?? 0) + 1 });
  return { value: value ?? kept?.value ?? null, key: kept?.key ?? 0 };
}
