import type { PublishedField, StoredFields } from '@common/published-fields';
import type { PublishInput } from './types';

/**
 * What a publisher says about each field it was given (docs/decisions/018-publishing-destinations-and-modes.md):
 * landed (with where or how much, when that is not obvious) or not, with the reason.
 */
export type FieldVerdict = { landed: true; note?: string } | { landed: false; reason: string };

export const landed = (note?: string): FieldVerdict => (note ? { landed: true, note } : { landed: true });
export const notLanded = (reason: string): FieldVerdict => ({ landed: false, reason });

/** The fields the creator gave this post a value for: only those are reported. */
export function wantedFields(input: PublishInput): PublishedField[] {
  const wanted: [PublishedField, boolean][] = [
    ['title', Boolean(input.title)],
    ['slug', Boolean(input.seo.slug)],
    ['metaDescription', Boolean(input.seo.description)],
    ['seoTitle', Boolean(input.seo.title)],
    ['canonicalUrl', Boolean(input.canonicalUrl)],
    ['tags', input.tags.length > 0],
    ['featuredImageAlt', Boolean(input.featuredImage && input.seo.imageAlt)],
  ];
  return wanted.filter(([, w]) => w).map(([f]) => f);
}

/**
 * The report of one publish or update: each wanted field with the publisher's verdict; a field it
 * gave none for has no place on `platform`.
 */
export function fieldReport(
  input: PublishInput,
  platform: string,
  verdicts: Partial<Record<PublishedField, FieldVerdict>>,
): StoredFields {
  const report: StoredFields = { landed: [], notLanded: [] };
  for (const field of wantedFields(input)) {
    const v = verdicts[field] ?? notLanded(`${platform} has no field for it`);
    if (v.landed) report.landed.push(v.note ? { field, note: v.note } : { field });
    else report.notLanded.push({ field, reason: v.reason });
  }
  return report;
}

/** Tags: all of them, some (the platform's limits say which), or none. */
export function tagsVerdict(asked: number, took: number, limits: string): FieldVerdict {
  if (took <= 0) return notLanded(`none of the tags fit: ${limits}`);
  return took < asked ? landed(`${took} of ${asked}: ${limits}`) : landed();
}

/** The slug: the one sent, or the address the platform chose instead (another post had it). */
export function slugVerdict(platform: string, sent: string, got: string | null | undefined): FieldVerdict {
  if (!got || got === sent) return landed();
  return notLanded(`${platform} gave the post the slug “${got}”, as another post there has “${sent}”`);
}
