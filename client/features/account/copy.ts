/** The settings page's words. */
export const SETTINGS_COPY = {
  title: 'Settings',
  description: 'Your profile, password, devices, connections and data.',
  profile: {
    title: 'Profile',
    name: 'Full Name',
    email: 'Email',
    username: 'Username',
    save: 'Save profile',
    saved: 'Profile saved',
  },
  timeZone: {
    title: 'Time zone',
    description:
      'Your calendar, the time you pick when scheduling, and every scheduled time are shown in this zone. Across a daylight-saving change, a post keeps the time of day you chose.',
    label: 'Time zone',
    placeholder: 'Search, e.g. Berlin or New York',
    now: (zone: string, offset: string, time: string) => `${zone} (${offset}): it is ${time} there now.`,
    device: (zone: string) => `Use this device's zone (${zone})`,
    noMatch: 'No time zone matches. Try a city, such as Tokyo.',
    save: 'Save time zone',
    saved: (zone: string) => `Time zone saved: ${zone}`,
  },
  password: {
    title: 'Password',
    description: 'Changing your password signs out every other device.',
    current: 'Current password',
    next: 'New password',
    save: 'Change password',
    saved: (n: number) =>
      n === 0
        ? 'Password changed.'
        : `Password changed. ${n} other ${n === 1 ? 'device was' : 'devices were'} signed out.`,
  },
  devices: {
    title: 'Signed-in devices',
    thisDevice: 'This device',
    signedIn: 'Signed in',
    lastSeen: 'Last active',
    signOut: 'Sign out',
    signOutEverywhere: 'Sign out everywhere else',
    signedOut: 'Device signed out',
    signedOutOthers: (n: number) => `${n} other ${n === 1 ? 'device' : 'devices'} signed out`,
  },
  connections: {
    title: 'Connections',
    instagram: 'Instagram accounts',
    platforms: 'Publishing platforms',
    noInstagram: 'No Instagram account connected.',
    noPlatforms: 'No publishing platform connected.',
    manageInstagram: 'Manage Instagram accounts',
    managePlatforms: 'Manage publishing platforms',
  },
  export: {
    title: 'Export your data',
    description:
      'A zip of everything you made: blogs as Markdown and HTML with their images, prompts, contributions and publication history. The download link works for 24 hours.',
    start: 'Export everything',
    preparing: 'Preparing your export…',
    ready: 'Your export is ready.',
    download: 'Download zip',
    failed: 'The export could not be completed. Please try again.',
  },
  delete: {
    title: 'Delete account',
    description: 'Deletes your account and everything in it. This cannot be undone.',
    open: 'Delete account…',
    dialogTitle: 'Delete your account?',
    willDelete: 'This will permanently delete:',
    password: 'Password',
    removeContributions: "Also remove my contributions in other people's sessions",
    keepNote: "Unless you tick this, your contributions stay in other people's sessions, shown as 'Deleted user'.",
    confirm: 'Delete my account',
    cancel: 'Cancel',
  },
  loadError: 'Could not load your account. Please try again.',
} as const;
