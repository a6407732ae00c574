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

/** Publishing Platforms page, Connect dialog, Publish dialog (issue 5). */
export const PUBLISHING_COPY = {
  page: {
    description: 'Connect your blogs to various publishing platforms to expand your reach.',
    back: 'Back to My Blogs',
    loading: 'Loading platform data...',
    loadError: 'Failed to load publishing platforms. Please try again later.',
    defaultDescription: (displayName: string) => `Share with the ${displayName} community`,
    status: 'Status',
    connected: 'Connected',
    username: 'Username',
    profile: 'Profile',
    disconnect: 'Disconnect',
    disconnecting: 'Disconnecting...',
    confirmDisconnect: 'Are you sure you want to delete this connection?',
    visitSite: 'Visit site',
    connect: 'Connect',
  },
  notices: {
    medium:
      'Medium no longer issues integration tokens and is closed to new integrations. If you still have a token, you can connect with it.',
    hashnode: "Hashnode's API moved in 2026 and now only accepts posts for publications with an active Pro plan.",
    ghost: 'Works with self-hosted Ghost and Ghost(Pro): create a custom integration and paste its Admin API key.',
    wordpress: 'Connect a WordPress.com site with an access token, or your own WordPress with an application password.',
  },
  dialog: {
    title: (displayName: string) => `Connect ${displayName}`,
    description: 'Inkgram checks these details with the platform before saving them. Keys are stored encrypted.',
    cancel: 'Cancel',
    connect: 'Connect',
    connecting: 'Connecting...',
    hosted: 'WordPress.com',
    selfHosted: 'Self-hosted',
  },
  toasts: {
    created: 'Connection created',
    createdDescription: (name: string) => `${name} is ready for publishing.`,
    createFailed: 'Connection failed',
    deleted: 'Connection deleted',
    deleteFailed: 'Failed to delete',
  },
  publish: {
    button: 'Publish',
    published: 'Published',
    dialogTitle: (title: string) => `Publish "${title}"`,
    tabPublish: 'Publish',
    tabHistory: 'Publication History',
    cancel: 'Cancel',
    submit: 'Publish',
    submitting: 'Publishing...',
    noConnections: "You don't have any publishing platforms connected yet.",
    connectPlatforms: 'Connect Platforms',
    retryFailed: 'Select to try again',
    noHistory: 'No publications found for this blog.',
    viewPost: 'View published post',
    notAvailable: 'N/A',
    connection: (id: number | null) => (id === null ? 'Removed connection' : `Connection #${id}`),
  },
  publishToasts: {
    queued: {
      title: 'Blog published',
      description: 'Your blog has been queued for publishing to the selected platforms',
    },
    noneSelected: { title: 'No platforms selected', description: 'Please select at least one platform to publish to' },
    failed: 'Publishing failed',
  },
  statuses: {
    pending: 'Pending',
    published: 'Published',
    failed: 'Failed',
    scheduled: 'Scheduled',
    draft: 'Draft',
  } as Record<string, string>,
} as const;
