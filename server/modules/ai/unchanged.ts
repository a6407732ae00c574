import type { EnhanceBlogInput } from '@common/blogs';
import { ENHANCEMENT_PRESETS } from '@common/constants';
import { sanitizeBlogHtml } from '../../lib/html/sanitize';

/** Markup compared as stored: sanitized, whitespace between and inside tags evened out. */
const normal = (html: string) => sanitizeBlogHtml(html).replace(/>\s+</g, '><').replace(/\s+/g, ' ').trim();

/** Whether an assistant's answer is the text it was given (nothing to suggest). */
export const sameHtml = (a: string, b: string) => normal(a) === normal(b);

/** The request is a preset as offered (not a custom instruction). */
export const isPresetInstruction = (input: EnhanceBlogInput) =>
  ENHANCEMENT_PRESETS.some((p) => p.id === input.preset && p.instruction === input.instruction.trim());
