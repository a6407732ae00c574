import { RichTextEditor, type RichTextEditorProps } from '@client/components/editor';
import { ClaimsList, useDraftClaims } from '@client/features/source-pack';

/**
 * The /create editor with the article's claims checked against the post as the creator edits:
 * each claim the post does not support is marked in the text and listed under it as 'Not in your
 * post' with Keep, Edit and Remove; an article about something else as a whole is said above.
 */
export function DraftClaimsEditor({ postId, ...props }: RichTextEditorProps & { postId: number }) {
  const claims = useDraftClaims(postId, props.value);
  return (
    <>
      <ClaimsList claims={claims.whole} />
      <RichTextEditor {...props} claims={claims.editor} />
    </>
  );
}
