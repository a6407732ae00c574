import type { Editor } from '@tiptap/react';
import { BubbleMenu } from '@tiptap/react/menus';
import { MessageSquarePlus } from 'lucide-react';
import { COMMENTS_COPY } from '@common/copy-comments';
import { Button } from '@client/components/ui/button';
import { COMMENT_SHORTCUT, isMac } from './comments-contract';

/** 'Comment' beside a selection (the shortcut does the same). */
export function CommentBubble({ editor, onComment }: { editor: Editor; onComment: () => void }) {
  return (
    <BubbleMenu editor={editor} options={{ placement: 'top' }} className="z-20">
      <Button
        type="button"
        size="sm"
        className="shadow-md"
        title={`${COMMENTS_COPY.comment} (${COMMENT_SHORTCUT})`}
        aria-keyshortcuts={isMac ? 'Meta+Alt+M' : 'Control+Alt+M'}
        onMouseDown={(e) => e.preventDefault()} // keep the selection
        onClick={onComment}
        data-testid="comment-bubble"
      >
        <MessageSquarePlus aria-hidden="true" />
        {COMMENTS_COPY.comment}
      </Button>
    </BubbleMenu>
  );
}
