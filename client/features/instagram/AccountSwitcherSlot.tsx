/**
 * Where the Instagram issue puts the connected-account switcher (spec "Account selector widget").
 * Both render nothing until then; the header already places them.
 */

/** Desktop header, left of the user menu. */
export function AccountSwitcherSlot() {
  return null;
}

/**
 * Mobile menu panel, under the user name: the "Connected accounts" list and the
 * connect-new-account button. Call `onNavigate` after a choice so the panel closes.
 */
export function MobileAccountsSlot(_props: { onNavigate: () => void }) {
  return null;
}
