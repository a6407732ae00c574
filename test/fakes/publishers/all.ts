import { FakeDevto } from './fake-devto';
import { FakeGhost } from './fake-ghost';
import { FakeHashnode } from './fake-hashnode';
import { FakeMedium } from './fake-medium';
import { FakeWordPress } from './fake-wordpress';

/**
 * One fake of every publishing platform (a self-hosted WordPress and WordPress.com share the fake),
 * started and closed together. `hostPorts()` is what a test allowlists to reach all of them.
 */
export function publisherFakes() {
  const fakes = {
    devto: new FakeDevto(),
    wp: new FakeWordPress(),
    wpcom: new FakeWordPress('wpcom'),
    hashnode: new FakeHashnode(),
    medium: new FakeMedium(),
    ghost: new FakeGhost(),
  };
  const all = Object.values(fakes);
  return {
    ...fakes,
    hostPorts: () => all.map((f) => f.hostPort),
    start: async () => {
      await Promise.all(all.map((f) => f.start()));
    },
    close: async () => {
      await Promise.all(all.map((f) => f.close()));
    },
  };
}
