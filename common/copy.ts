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

/** Blogs, the AI writer and the assistant (spec §2 Create / My Blogs / Edit, §5, §8). */
export const BLOGS_COPY = {
  tabs: { create: 'Create New Blog', myBlogs: 'My Blogs' },
  composer: {
    noPostTitle: 'No post selected',
    noPostText: 'Select an Instagram post from the left panel to generate a blog post',
    noBlogTitle: 'No blog generated yet',
    noBlogText: 'Select a post and click "Generate Blog Post" to create content',
    generate: 'Generate Blog Post',
    regenerate: 'Regenerate',
    save: 'Save Blog',
    titleLabel: 'Blog Title',
    contentLabel: 'Content',
    tagsLabel: 'Tags (comma-separated)',
    categoryLabel: 'Category',
    categoryPlaceholder: 'Select a category',
    stop: 'Stop',
    builtinNote: 'Written by the built-in writer. Configure an AI provider for richer writing.',
    aiNote: (label: string) => `Written by ${label}.`,
  },
  overlay: {
    generating: 'Generating Blog Post',
    saving: 'Saving Blog Post',
    loading: 'Loading...',
    wait: 'Please wait...',
  },
  toasts: {
    noPost: { title: 'No Post Selected', description: 'Please select an Instagram post first.' },
    noBlog: { title: 'No Blog Content', description: 'Please generate a blog post first.' },
    generated: {
      title: 'Blog Generated!',
      description: 'Your blog post has been created. You can now edit and save it.',
    },
    generationFailed: { title: 'Generation Failed', description: 'Failed to generate blog post. Please try again.' },
    generationStopped: {
      title: 'Generation stopped',
      description: 'Nothing was saved. Generate again when you are ready.',
    },
    saved: { title: 'Blog Saved!', description: 'Your blog post has been saved successfully.' },
    saveFailed: { title: 'Save Failed', description: 'Failed to save blog post. Please try again.' },
    updated: { title: 'Blog Updated' },
    updateFailed: { title: 'Update Failed', description: 'Failed to update blog post. Please try again.' },
    deleted: { title: 'Blog Deleted' },
    deleteFailed: { title: 'Delete Failed', description: 'Failed to delete blog post. Please try again.' },
    enhanced: { title: 'Content enhanced', description: 'AI has successfully improved your content' },
    enhanceFailed: 'Error enhancing content',
    applied: { title: 'Changes applied' },
    published: {
      title: 'Cannot Edit Published Blog',
      description: 'This blog has already been published and cannot be edited.',
    },
  },
  myBlogs: {
    heading: 'My Blog Posts',
    create: 'Create New Blog',
    loading: 'Loading your blogs...',
    errorTitle: 'Error',
    errorText: 'Failed to load your blogs. Please try again later.',
    emptyTitle: 'No blogs yet',
    emptyText: "You haven't created any blogs yet. Start by generating a blog from your Instagram content.",
    emptyAction: 'Create Your First Blog',
    uncategorized: 'Uncategorized',
    unknownDate: 'Unknown date',
    published: 'Published',
    edit: 'Edit',
    delete: 'Delete',
    editLocked: 'Published blogs cannot be edited',
    deleteLocked: 'Published blogs cannot be deleted',
    moreTags: (n: number) => `+${n} more`,
  },
  deleteDialog: {
    title: 'Delete Blog Post',
    text: 'Are you sure you want to delete this blog post? This action cannot be undone.',
    cancel: 'Cancel',
    confirm: 'Delete',
    pending: 'Deleting...',
  },
  edit: {
    back: 'Back to My Blogs',
    contentCard: 'Blog Content',
    heroCaption: 'Instagram image used as hero image',
    title: 'Title',
    content: 'Content',
    category: 'Category',
    tags: 'Tags (comma separated)',
    save: 'Save Changes',
    saving: 'Saving...',
    notFound: 'This blog post could not be found.',
    loadError: 'Failed to load this blog post. Please try again later.',
    unsaved: 'You have unsaved changes. Leave this page anyway?',
  },
  assistant: {
    title: 'AI Writing Assistant',
    description: 'Improve your post with a preset or your own instruction.',
    expand: 'Open assistant',
    collapse: 'Close assistant',
    presets: 'Presets',
    customLabel: 'Custom instruction',
    customPlaceholder: 'e.g. Add a short section with three practical tips',
    customHint: 'A custom instruction overrides the selected preset.',
    enhance: 'Enhance Content',
    enhancing: 'Enhancing...',
    result: 'Suggested changes',
    apply: 'Apply',
    reset: 'Reset',
    emptyContent: 'Content is required. Please add some content to enhance.',
    noTextChanges: 'The wording is unchanged; see Preview for changes to structure or formatting.',
    legendAdded: 'Added',
    legendRemoved: 'Removed',
    builtinNote:
      'The built-in writer applies the presets as text transformations. Configure an AI provider for free-form instructions and richer rewrites.',
  },
  editor: {
    placeholder: 'Write something...',
    linkLabel: 'Link URL',
    imageLabel: 'Image URL',
    add: 'Add',
    removeLink: 'Remove Link',
    loading: 'Loading editor...',
  },
} as const;
