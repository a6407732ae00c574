import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

export interface ReactHost {
  /** The test's root, rendered into `host`. */
  readonly root: Root;
  /** A fresh element of document.body for each test. */
  readonly host: HTMLElement;
}

/**
 * A component test's React root (happy-dom): made before each test in a fresh element of the page,
 * unmounted and removed after it, with React's act() environment on.
 */
export function reactRoot(): ReactHost {
  const current = {} as { root: Root; host: HTMLElement };
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    current.host = document.createElement('div');
    document.body.append(current.host);
    current.root = createRoot(current.host);
  });
  afterEach(async () => {
    await act(async () => current.root.unmount());
    current.host.remove();
  });
  return current;
}

/** Types `value` into a text input as the browser does (the native setter, then an input event). */
export async function typeInto(field: HTMLInputElement, value: string): Promise<void> {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
  await act(async () => void field.dispatchEvent(new Event('input', { bubbles: true })));
}
