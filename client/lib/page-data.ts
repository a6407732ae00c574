import { PAGE_DATA_ELEMENT_ID } from '@common/constants';

/**
 * What the server wrote into the page for its first view (docs/decisions/050-first-view-data-in-the-page.md):
 * answers of the API calls the page opened at would make first, keyed by name (`blog`, `sharing`
 * on the editor), for the address it was served at. Read once, then the block is removed.
 */
let block: Record<string, unknown> | undefined;
let read = false;

function pageBlock(): Record<string, unknown> | undefined {
  if (read) return block;
  read = true;
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element) return undefined;
  element.remove();
  try {
    const value = JSON.parse(element.textContent ?? '') as unknown;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) block = value as Record<string, unknown>;
  } catch {
    block = undefined;
  }
  return block;
}

/**
 * The server's answer `key` for the page at `pathname`, unchecked (callers parse it with the call's
 * contract), or undefined when the page was served for another address or without it.
 */
export function pageData(key: string, pathname: string): unknown {
  const data = pageBlock();
  const here = typeof window === 'undefined' ? undefined : window.location.pathname;
  return data?.path === pathname && here === pathname ? data[key] : undefined;
}

/** Whether the server sent answers with the page at `pathname`. */
export const hasPageData = (pathname: string) => pageBlock()?.path === pathname;

const taken = new Set<string>();

/**
 * As pageData, once, for the query that would have asked for it: a later one (the page opened
 * again after its cache entry went) asks the server. The page shell may still draw from it
 * meanwhile (pageData), so it never falls back to its spinner while the page takes over.
 */
export function takePageData(key: string, pathname: string): unknown {
  if (taken.has(key)) return undefined;
  const value = pageData(key, pathname);
  if (value !== undefined) taken.add(key);
  return value;
}
