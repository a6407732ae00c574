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

// ---- Writing prompts and collaborative writing (issue 6) ----

export const PROMPTS_COPY = {
  heading: 'Writing Prompts',
  createButton: 'Create New Prompt',
  tabs: { mine: 'My Prompts', instagram: 'From Instagram', community: 'Community Prompts' },
  empty: {
    mine: "You haven't created any writing prompts yet.",
    mineAction: 'Create Your First Prompt',
    noAccount: 'Connect an Instagram account to generate writing prompts from your posts.',
    instagram: 'No writing prompts generated from your Instagram posts yet.',
    instagramAction: 'Create Instagram-based Prompt',
    community: 'No public writing prompts available.',
    communityAction: 'Create Public Prompt',
  },
  card: {
    fromInstagram: 'Generated from Instagram post',
    custom: 'Custom prompt',
    public: 'Public',
    created: 'Created',
    view: 'View',
    newSession: 'New Session',
    edit: 'Edit',
    delete: 'Delete',
    tone: 'Tone',
    audience: 'Audience',
  },
  createTitle: 'Create New Writing Prompt',
  editTitle: 'Edit Writing Prompt',
  detail: {
    description: 'Description',
    tone: 'Tone',
    audience: 'Target Audience',
    keywords: 'Keywords',
    sessions: 'Collaborative Sessions',
    noSessions: 'No collaborative sessions yet.',
    startSession: 'Start New Session',
  },
  form: {
    title: 'Title',
    description: 'Description',
    type: 'Type',
    post: 'Instagram Post',
    tone: 'Tone',
    audience: 'Target Audience',
    keywords: 'Keywords (comma-separated)',
    isPublic: 'Make this prompt public',
    isPublicHint: 'Public prompts appear in Community Prompts for every Inkgram user.',
    choosePost: 'Choose a post…',
    prefilling: 'Filling in from the post…',
    prefilled: 'Filled in from the post. Edit anything before saving.',
    noPosts: 'No posts found in this account.',
    cancel: 'Cancel',
    create: 'Create Prompt',
    creating: 'Creating...',
    save: 'Save Changes',
    saving: 'Saving...',
  },
  deleteConfirm: 'Are you sure you want to delete this writing prompt?',
  deleteTitle: 'Delete Writing Prompt',
  deleting: 'Deleting...',
  typeLabels: {
    custom: 'Custom',
    instagram: 'Instagram',
    story: 'Story',
    poem: 'Poem',
    article: 'Article',
    inspiration: 'Inspiration',
  },
} as const;

export const COLLAB_COPY = {
  heading: 'Collaborative Writing',
  browsePrompts: 'Browse Prompts',
  tabs: { sessions: 'My Sessions', contributions: 'My Contributions' },
  empty: {
    sessions: "You haven't created or joined any collaborative writing sessions yet.",
    sessionsAction: 'Explore Writing Prompts',
    contributions: "You haven't made any contributions yet.",
    contributionsAction: 'Find Writing Prompts',
  },
  joinSession: 'Join Session',
  viewSession: 'View Session',
  contributionTo: (sessionId: number) => `Contribution to Session #${sessionId}`,
  createTitle: 'Create Collaborative Writing Session',
  form: {
    title: 'Session Title',
    description: 'Description (optional)',
    status: 'Status',
    cancel: 'Cancel',
    create: 'Create Session',
    creating: 'Creating...',
  },
  statusLabels: { active: 'Active', draft: 'Draft', closed: 'Closed' },
  dialog: {
    prompt: 'Writing Prompt',
    noPrompt: 'No prompt information available.',
    contributions: 'Contributions',
    noContributions: 'No contributions yet. Be the first to contribute!',
    you: 'You',
    fallbackName: (userId: number) => `User ${userId}`,
    add: 'Add Contribution',
    close: 'Close',
    status: 'Session status',
    viewers: (n: number) => (n === 1 ? '1 person viewing' : `${n} people viewing`),
    live: 'Live',
    reconnecting: 'Reconnecting…',
  },
  contribution: {
    title: 'Add Your Contribution',
    label: 'Your Contribution',
    note: 'Your contribution will be visible to all participants of this session.',
    cancel: 'Cancel',
    submit: 'Submit',
    submitting: 'Submitting...',
  },
} as const;

/** Spec §8: prompt and session notices (titles 'Success' / 'Error'). */
export const PROMPT_TOASTS = {
  success: 'Success',
  error: 'Error',
  promptCreated: 'Writing prompt created successfully',
  promptUpdated: 'Writing prompt updated successfully',
  promptDeleted: 'Writing prompt deleted successfully',
  sessionCreated: 'Collaborative writing session created successfully',
  contributionAdded: 'Contribution added successfully',
  createPromptFailed: (reason: string) => `Failed to create writing prompt: ${reason}`,
  updatePromptFailed: (reason: string) => `Failed to update writing prompt: ${reason}`,
  deletePromptFailed: (reason: string) => `Failed to delete writing prompt: ${reason}`,
  createSessionFailed: (reason: string) => `Failed to create collaborative session: ${reason}`,
  addContributionFailed: (reason: string) => `Failed to add contribution: ${reason}`,
  noSession: 'No session selected',
} as const;

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
