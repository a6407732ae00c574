/** Length limits shared by the client forms and the server validators. */
export const LIMITS = {
  usernameMin: 3,
  usernameMax: 40,
  passwordMin: 8,
  /** Argon2 input cap: long enough for passphrases (ASVS 6.2.9 asks for 64+), short enough to stop hash DoS. */
  passwordMax: 256,
  nameMax: 100,
  emailMax: 254,
  /** My Blogs' search box (common/blog-list.ts); here so that the list's first paint reads it without zod. */
  blogSearchMax: 200,
} as const;
