import { useCallback, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { InstagramAccount } from '@common/instagram';
import { accountsQueryOptions } from './api';

/** docs/product.md §3: the last selected account id is kept in local storage under this key. */
const SELECTED_ACCOUNT_STORAGE_KEY = 'selectedAccountId';

const listeners = new Set<() => void>();

function readStoredId(): number | null {
  try {
    const raw = window.localStorage.getItem(SELECTED_ACCOUNT_STORAGE_KEY);
    const id = raw === null ? NaN : Number(raw);
    return Number.isInteger(id) ? id : null;
  } catch {
    return null; // storage disabled: selection lives for the page only
  }
}

let memoryId: number | null = null;

function setStoredId(id: number) {
  memoryId = id;
  try {
    window.localStorage.setItem(SELECTED_ACCOUNT_STORAGE_KEY, String(id));
  } catch {
    /* storage disabled */
  }
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === SELECTED_ACCOUNT_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const getSnapshot = () => readStoredId() ?? memoryId;

/** The stored id if it is one of `accounts`, else the first account (docs/product.md §4 "Account selection on load"). */
export function resolveSelectedAccount(accounts: InstagramAccount[], storedId: number | null): InstagramAccount | null {
  return accounts.find((a) => a.id === storedId) ?? accounts[0] ?? null;
}

/**
 * The connected accounts and the selected one, shared by every component that shows a selector
 * (header, /create, prompts, sessions) and restored from local storage.
 */
export function useSelectedAccount() {
  const accountsQuery = useQuery(accountsQueryOptions);
  const storedId = useSyncExternalStore(subscribe, getSnapshot, () => null);
  const accounts = accountsQuery.data ?? [];
  const selectAccount = useCallback((id: number) => setStoredId(id), []);
  return {
    accounts,
    selectedAccount: resolveSelectedAccount(accounts, storedId),
    selectAccount,
    isLoading: accountsQuery.isLoading,
    error: accountsQuery.error,
  };
}
