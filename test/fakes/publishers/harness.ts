import { createPublisher } from '../../../server/integrations/publishers/registry';
import { PublishError, type PlatformName, type Publisher } from '../../../server/integrations/publishers/types';
import type { publisherFakes } from './all';
import { testPublisherContext } from './context';

/** Test support: a publisher of `platform` whose HTTP reaches the fakes (each API URL pointed at its fake). */
export function fakePublisher(
  fakes: ReturnType<typeof publisherFakes>,
  platform: PlatformName,
  secret: string,
  settings: Record<string, string> = {},
  username: string | null = null,
  profileUrl: string | null = null,
): Publisher {
  const ctx = testPublisherContext(fakes.hostPorts(), {
    devto: fakes.devto.apiUrl,
    hashnode: fakes.hashnode.url,
    medium: fakes.medium.apiUrl,
    wpcom: fakes.wpcom.url,
  });
  return createPublisher(ctx, platform, { secret, settings, username, profileUrl });
}

/** The PublishError a call ends with (any other outcome fails the test). */
export async function failure(p: Promise<unknown>): Promise<PublishError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof PublishError) return err;
    throw err;
  }
  throw new Error('expected a PublishError');
}

/** A time `minutes` from now. */
export const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);
