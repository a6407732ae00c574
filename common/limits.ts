/** Length limits shared by the client forms and the server validators. */
export const LIMITS = {
  usernameMin: 3,
  usernameMax: 40,
  passwordMin: 8,
  /** Argon2 input cap: long enough for passphrases (ASVS 6.2.9 asks for 64+), short enough to stop hash DoS. */
  passwordMax: 256,
  nameMax: 100,
  emailMax: 254,
} as const;
