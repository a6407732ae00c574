import { PRODUCT_NAME } from './constants';

/**
 * UI copy of the product (docs/product.md), in one place so that the client, tests and e2e specs agree.
 * Strings are exact; the product's name is written as PRODUCT_NAME.
 */
export const AUTH_COPY = {
  loginTab: 'Login',
  registerTab: 'Sign Up',
  login: {
    title: 'Welcome back',
    subtitle: 'Log in to your account to continue',
    submit: 'Log in',
    pending: 'Logging in...',
    /** The link to the reset pages (here, not in copy-password-reset.ts: that module stays off /auth's first load). */
    forgotLink: 'Forgot password?',
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

/** Destinations of the user menu and the mobile Navigation list, in the order of docs/product.md §2. */
export const NAV_DESTINATIONS = [
  { href: '/create', label: 'Create New Blog' },
  { href: '/my-blogs', label: 'My Blogs' },
  { href: '/platform-connections', label: 'Publishing Platforms' },
  { href: '/writing-prompts', label: 'Writing Prompts' },
  { href: '/collaborative-sessions', label: 'Collaborative Writing' },
  // Not a screen of the product spec: the publishing calendar (docs/decisions/042-publishing-calendar.md).
  { href: '/calendar', label: 'Publishing Calendar' },
] as const;

// Feature copy lives beside this file, one module per feature; re-exported so callers keep one import.
export * from './copy-blogs';
export * from './copy-attention';
export * from './copy-collaborative-sessions';
export * from './copy-instagram';
export * from './copy-publishing';
export * from './copy-publish-overrides';
export * from './copy-source-pack';
