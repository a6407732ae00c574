import { PRODUCT_NAME } from './constants';

/**
 * UI copy from the product spec, in one place so that the client, tests and e2e specs agree.
 * Strings are exact; "the product" in the spec is written as PRODUCT_NAME.
 */
export const AUTH_COPY = {
  loginTab: 'Login',
  registerTab: 'Sign Up',
  login: {
    title: 'Welcome back',
    subtitle: 'Log in to your account to continue',
    submit: 'Log in',
    pending: 'Logging in...',
  },
  register: {
    title: 'Create an account',
    subtitle: 'Sign up to start creating blog posts from your Instagram content',
    submit: 'Create account',
    pending: 'Creating account...',
  },
  labels: {
    name: 'Full Name',
    username: 'Username',
    email: 'Email',
    password: 'Password',
  },
} as const;

export const AUTH_TOASTS = {
  loginSuccess: (username: string) => ({
    title: 'Welcome back!',
    description: `You're now logged in as ${username}.`,
  }),
  registerSuccess: (name: string) => ({
    title: 'Registration successful!',
    description: `Welcome to ${PRODUCT_NAME}, ${name}!`,
  }),
  logoutSuccess: { title: 'Logged out', description: 'You have been successfully logged out.' },
  logoutFailure: {
    title: 'Logout may not be complete',
    description: "There was an issue logging out, but we've cleared your local session.",
  },
  loginFailure: 'Login failed',
  registerFailure: 'Registration failed',
} as const;

export const NOT_FOUND_COPY = {
  title: '404 Page Not Found',
  hint: 'Did you forget to add the page to the router?',
} as const;

/** Headings of the signed-in pages (the placeholders and the real pages use the same ones). */
export const PAGE_HEADINGS = {
  home: `Welcome to ${PRODUCT_NAME}`,
  create: 'Create New Blog',
  myBlogs: 'My Blog Posts',
  editBlog: 'Edit Blog Post',
  connectInstagram: 'Connecting Instagram Account',
  platformConnections: 'Publishing Platforms',
  writingPrompts: 'Writing Prompts',
  collaborativeSessions: 'Collaborative Writing',
} as const;

export const HEADER_COPY = {
  accountMenuLabel: 'My Account',
  fallbackName: 'User',
  fallbackInitial: 'U',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  home: 'Home',
  navigation: 'Navigation',
  logout: 'Logout',
} as const;

/** Destinations of the user menu and the mobile Navigation list, in spec order. */
export const NAV_DESTINATIONS = [
  { href: '/create', label: 'Create New Blog' },
  { href: '/my-blogs', label: 'My Blogs' },
  { href: '/platform-connections', label: 'Publishing Platforms' },
  { href: '/writing-prompts', label: 'Writing Prompts' },
  { href: '/collaborative-sessions', label: 'Collaborative Writing' },
] as const;

/** Instagram screens: welcome, account selector, connect page, posts panel (spec §2, §8). */
export const INSTAGRAM_COPY = {
  welcomeText:
    'Turn your Instagram photos, reels and videos into polished, SEO-friendly blog posts with the help of AI.',
  loadingAccounts: 'Loading your Instagram accounts...',
  accountsError: 'Error loading Instagram accounts. Please try again later.',
  needAccount: 'You need to connect at least one Instagram account to create blog posts.',
  connectAccount: 'Connect Instagram Account',
  connecting: 'Connecting...',
  connectedAccounts: 'Connected accounts',
  connectNew: 'Connect new account',
  selectAccount: 'Select Account',
  sandbox: 'Sandbox',
  sandboxHint: 'Sample account from the built-in sandbox Instagram',
  needsReconnect: 'Reconnect needed',
  reconnect: 'Reconnect',
  reconnectTitle: 'Reconnect this Instagram account',
  reconnectText: (username: string) =>
    `Instagram no longer accepts Inkgram's access to @${username}. Your imported posts are kept; reconnect to import new ones.`,
  importing: 'Importing your posts from Instagram…',
  lastImportFailed: (reason: string) => `The last import did not finish: ${reason}`,
  syncNow: 'Try again',
  syncFailed: 'Import failed',
  disconnect: 'Disconnect',
  disconnectTitle: (username: string) => `Disconnect @${username}?`,
  disconnectText:
    'Its imported posts are removed from Inkgram. Blog posts you already created from them are kept, with their images.',
  disconnecting: 'Disconnecting...',
  disconnected: (username: string) => ({
    title: 'Account disconnected',
    description: `@${username} was disconnected.`,
  }),
  disconnectFailed: 'Disconnect failed',
  steps: [
    { title: 'Connect', text: 'Link your social accounts to reach your photos, reels and videos.' },
    { title: 'Select', text: 'Choose any post you want to turn into an article.' },
    { title: 'Create', text: 'The AI turns the post into a structured, SEO-friendly blog post.' },
  ],
  connectPage: {
    loadingTitle: 'Connecting Instagram Account',
    loadingText: 'Finishing the connection with Instagram. This takes a few seconds.',
    successTitle: 'Instagram Connected!',
    successText: 'Redirecting you to the content creation page...',
    errorTitle: 'Connection Failed',
    manual: 'Try Manual Connection',
    startOver: 'Start Over',
    missingCodeTitle: 'Authentication Code Missing',
    missingCodeText: 'No authentication code found in URL. Please try connecting again.',
    connectionError: (message: string) => `Connection error: ${message}`,
    manualFailed: (status: number, statusText: string) => `Manual connection failed: ${status} ${statusText}`,
  },
  toasts: {
    connected: (username: string) => ({
      title: 'Account Connected!',
      description: `Successfully connected @${username}`,
    }),
    connectFailed: 'Connection Failed',
    connectFallback: 'Failed to connect to Instagram. Please try again.',
    fetchPostsFailed: 'Failed to fetch posts',
  },
  posts: {
    title: 'Instagram Posts',
    tabs: { all: 'All', photo: 'Photos', reel: 'Reels' },
    loading: 'Loading Instagram posts...',
    empty: 'No posts found',
    emptyAll: 'Connect an Instagram account to see your posts',
    emptyType: (type: string) => `No ${type}s found in this account.`,
    noCaption: 'No caption',
    fetchError: 'Instagram posts could not be loaded. Please try again.',
    retry: 'Try again',
  },
  selected: {
    noneTitle: 'No post selected',
    noneText: 'Select an Instagram post from the left panel to generate a blog post',
    viewOnInstagram: 'View on Instagram',
  },
  createTabs: { create: 'Create New Blog', myBlogs: 'My Blogs' },
} as const;
