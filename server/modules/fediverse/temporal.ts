import { Temporal } from '@js-temporal/polyfill';
import type { Article } from '@fedify/vocab';

/** The instant type Fedify's vocabulary takes (the polyfill's; Node 24 has no Temporal of its own). */
type Instant = NonNullable<NonNullable<ConstructorParameters<typeof Article>[0]>['published']>;

export const toInstant = (d: Date): Instant =>
  Temporal.Instant.fromEpochMilliseconds(d.getTime()) as unknown as Instant;
