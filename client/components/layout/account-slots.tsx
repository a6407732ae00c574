import { lazySlot } from '@client/lib/lazy-slot';

// The Instagram feature (its account selector, dialogs, dropdown and zod contracts) loads beside
// the page instead of before it: the header renders at once and the slots fill in, as they would
// once the accounts query answers anyway.
const loadInstagram = () => import('@client/features/instagram');

/** Desktop header, left of the user menu: the Instagram account switcher, loaded on its own. */
export const AccountSwitcherSlot = lazySlot(loadInstagram, (m) => m.AccountSwitcherSlot);

/** Mobile menu panel: the connected accounts, loaded on its own. */
export const MobileAccountsSlot = lazySlot(loadInstagram, (m) => m.MobileAccountsSlot);
