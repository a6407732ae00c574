// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '@common/auth';
import { SIGNED_IN_USER_ELEMENT_ID } from '@common/constants';
import { pageWithDataBlock } from '../../../test/helpers/data-block';
import { json, mockFetch } from '../../../test/helpers/fetch-mock';

// The sign-in state the server writes into the page it serves (docs/decisions/049-signed-in-first-frame.md).
const ada: PublicUser = {
  id: 1,
  username: 'ada',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  emailVerified: false,
};

/** A fresh store module (it checks once per page) with `text` as the page's data block, if any. */
async function pageWith(text: string | undefined) {
  vi.resetModules();
  pageWithDataBlock(SIGNED_IN_USER_ELEMENT_ID, text);
  return import('./user-store');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the sign-in state written into the page', () => {
  it('is the state of the first frame, with no request, and the block is read once', async () => {
    const fetch = mockFetch(json(500, { message: 'should not be asked' }));
    const { checkSignIn, signInStore } = await pageWith(JSON.stringify(ada));
    const check = checkSignIn();
    // Synchronously: the first render already knows who is signed in.
    expect(signInStore.get()).toEqual({ user: ada, isLoading: false, error: null });
    await expect(check).resolves.toEqual(ada);
    expect(fetch).not.toHaveBeenCalled();
    expect(document.getElementById(SIGNED_IN_USER_ELEMENT_ID)).toBeNull();
    expect(checkSignIn()).toBe(check);
  });

  it('asks GET /api/user when the block does not hold a user', async () => {
    for (const text of ['{"id":"1"}', 'not json', JSON.stringify({ ...ada, email: 42 })]) {
      const fetch = mockFetch(json(200, { ...ada, emailVerified: true }));
      const { checkSignIn, signInStore } = await pageWith(text);
      const check = checkSignIn();
      expect(signInStore.get().isLoading).toBe(true);
      await expect(check).resolves.toEqual({ ...ada, emailVerified: true });
      expect(fetch).toHaveBeenCalledOnce();
    }
  });

  it('asks GET /api/user when the block passes a first look but not the contract', async () => {
    const fetch = mockFetch(json(401, { message: 'Not signed in' }));
    const { checkSignIn, signInStore } = await pageWith(JSON.stringify({ ...ada, username: 7 }));
    const check = checkSignIn();
    await expect(check).resolves.toBeNull();
    expect(fetch).toHaveBeenCalledOnce();
    expect(signInStore.get()).toEqual({ user: null, isLoading: false, error: null });
  });

  it('without a block, the page asks GET /api/user as before', async () => {
    const fetch = mockFetch(json(200, ada));
    const { checkSignIn, signInStore } = await pageWith(undefined);
    const check = checkSignIn();
    expect(signInStore.get().isLoading).toBe(true);
    await expect(check).resolves.toEqual(ada);
    expect(fetch).toHaveBeenCalledOnce();
  });
});
