import * as Y from 'yjs';
import { COMMENT_MESSAGES, type CommentAnchor } from '@common/comments';
import { badRequest } from '../../lib/errors';

/** Whether `base64` is one encoded Yjs relative position: it decodes, and encodes back to the same bytes. */
export function isRelativePosition(base64: string): boolean {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0 || bytes.toString('base64') !== base64) return false;
  try {
    const pos = Y.decodeRelativePosition(bytes);
    const again = Buffer.from(Y.encodeRelativePosition(pos));
    return (pos.item !== null || pos.type !== null || pos.tname !== null) && again.equals(bytes);
  } catch {
    return false;
  }
}

/** A thread's anchor must be two positions in a Y document: anything else is a 400 on `anchor`. */
export function checkAnchor(anchor: CommentAnchor): CommentAnchor {
  if (isRelativePosition(anchor.from) && isRelativePosition(anchor.to)) return anchor;
  throw badRequest(COMMENT_MESSAGES.anchorInvalid, { fieldErrors: { anchor: [COMMENT_MESSAGES.anchorInvalid] } });
}
