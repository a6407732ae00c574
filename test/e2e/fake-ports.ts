/** Ports of the e2e platform fakes: next to the e2e server's port, so checkouts can run side by side. */
export const e2eFakePorts = (e2ePort: number) => ({
  devto: e2ePort + 1,
  wordpress: e2ePort + 2,
  // The local AT Protocol network (a PDS and a PLC directory) that atproto-sign-in.spec.ts starts.
  pds: e2ePort + 3,
  plc: e2ePort + 4,
  // The two Inkgram instances fediverse-follow.spec.ts starts (test/e2e/fediverse-instance.ts).
  fediverseA: e2ePort + 5,
  fediverseB: e2ePort + 6,
  ghost: e2ePort + 7,
});

/** Credentials the fakes accept (see test/fakes/publishers). */
export const FAKE_DEVTO_KEY = 'dev-key-1234567890';
export const FAKE_WP = { username: 'admin', appPassword: 'abcd efgh ijkl mnop qrst uvwx' };
/** FakeGhost's Admin API key (`keyId:secret`, as Ghost shows a custom integration's key). */
export const FAKE_GHOST_KEY = `6489a1b2c3d4e5f6a7b8c9d0:${'a'.repeat(16)}${'b'.repeat(16)}${'c'.repeat(16)}0123456789abcdef`;
