import { describe, expect, it } from 'vitest';
import type { InstagramAccount } from '@common/instagram';
import { resolveSelectedAccount } from './use-selected-account';

const account = (id: number): InstagramAccount => ({
  id,
  userId: 1,
  username: `acct${id}`,
  displayName: null,
  profilePicture: null,
  isConnected: true,
  needsReconnect: false,
  isSandbox: true,
  lastSyncedAt: null,
  abilities: { sync: true, delete: true },
});

describe('resolveSelectedAccount', () => {
  it('restores the stored account when it is still connected', () => {
    expect(resolveSelectedAccount([account(1), account(2)], 2)?.id).toBe(2);
  });
  it('falls back to the first account', () => {
    expect(resolveSelectedAccount([account(1), account(2)], 9)?.id).toBe(1);
    expect(resolveSelectedAccount([account(3)], null)?.id).toBe(3);
  });
  it('is null without accounts', () => {
    expect(resolveSelectedAccount([], 1)).toBeNull();
  });
});
