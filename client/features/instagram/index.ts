/** The Instagram feature's public face: what other features and the layout may use. */
export { postsQueryOptions } from './api';
export { AccountSelector } from './AccountSelector';
export { AccountSwitcherSlot, MobileAccountsSlot } from './AccountSwitcherSlot';
export { CreatePageHeader } from './CreatePageHeader';
export { PostsPanel } from './PostsPanel';
export { SelectedPostCard } from './SelectedPostCard';
export { useConnectInstagram } from './use-connect-instagram';
export { useSelectedAccount } from './use-selected-account';
export { accountsQueryOptions } from './api';
