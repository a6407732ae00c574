import { measured, publicationDuration, publications } from '../../lib/metrics';
import { PublishError, type PlatformName, type Publisher } from './types';

const kindOf = (err: unknown) => (err instanceof PublishError ? err.kind : 'error');

/**
 * The publisher with its writes counted and timed by platform, operation and outcome
 * (docs/operations.md, Metrics). Reads (validate, findExisting) pass through unmeasured.
 */
export function instrumentedPublisher(platform: PlatformName, publisher: Publisher): Publisher {
  const timed = <T>(operation: string, work: () => Promise<T>) =>
    measured(
      work,
      (outcome, seconds) => {
        publications.inc({ platform, operation, outcome });
        publicationDuration.observe({ platform, operation }, seconds);
      },
      kindOf,
    );
  return Object.assign(Object.create(publisher) as Publisher, {
    publish: (input: Parameters<Publisher['publish']>[0]) => timed('publish', () => publisher.publish(input)),
    update: (...args: Parameters<Publisher['update']>) => timed('update', () => publisher.update(...args)),
    withdraw: (...args: Parameters<Publisher['withdraw']>) => timed('withdraw', () => publisher.withdraw(...args)),
  });
}
