import {
  BLOG_MESSAGES,
  MERGED_BLOG_FIELDS,
  normalizeTags,
  type BlogFieldsBase,
  type BlogFieldsChanged,
  type MergedBlogField,
} from '@common/blogs';
import { ERROR_CODES } from '@common/error-codes';
import { slugify } from '@common/slug';
import { AppError } from '../../lib/errors';
import type { BlogRow } from './blogs.repository';

type FieldValue = string | string[] | null;

/** A field's value as compared: trimmed text, '' as null, normalised tags and slug. */
function comparable(field: MergedBlogField, value: unknown): string {
  if (field === 'tags') return JSON.stringify(normalizeTags((value as string | string[] | null) ?? []));
  if (field === 'seoKeywords') return JSON.stringify(((value as string[] | null) ?? []).map((k) => k.trim()));
  const text = typeof value === 'string' ? value.trim() : '';
  if (field === 'slug') return text ? slugify(text, Infinity) : '';
  return text;
}

/**
 * The fields of `base` whose stored value is no longer the one the saver started from, with their
 * stored value (docs/decisions/032-blog-fields-merge.md). Empty when the save may go ahead.
 */
export function changedUnder(row: BlogRow, base: BlogFieldsBase): BlogFieldsChanged['fields'] {
  const out: Record<string, FieldValue> = {};
  for (const field of MERGED_BLOG_FIELDS) {
    if (base[field] === undefined) continue;
    const stored = row[field] as FieldValue;
    if (comparable(field, stored) !== comparable(field, base[field])) out[field] = stored;
  }
  return out;
}

/** 409 `blog_fields_changed` with the other writer's values: nothing was written. */
export const fieldsChanged = (fields: BlogFieldsChanged['fields']) =>
  new AppError(409, ERROR_CODES.blogFieldsChanged, BLOG_MESSAGES.fieldsChanged, { fields } satisfies BlogFieldsChanged);
