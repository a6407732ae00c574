import { describe, expect, it } from 'vitest';
import type * as Y from 'yjs';
import { presenceColor } from '@common/co-editing';
import { useCoeditApp } from '../../../test/helpers/co-editing-app';
import type { CoeditClient } from '../../../test/helpers/co-editing-client';
import { shareByEmail } from '../../../test/helpers/share';

/**
 * Suggest mode (docs/decisions/037-suggest-mode.md): a shared blog whose document holds an editor's
 * pending suggestions saves, through co-editing's store, the text without them: suggested insertions
 * left out, suggested deletions kept, no suggestion span; once accepted, the blog has the accepted text.
 */
const { app, person, connect } = useCoeditApp();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function savedContent(
  agent: { get: (url: string) => Promise<{ json: () => unknown }> },
  id: number,
  done: (c: string) => boolean,
) {
  let content = '';
  for (let i = 0; i < 60 && !done(content); i++) {
    await sleep(300);
    content = ((await agent.get(`/api/blogs/${id}`)).json() as { content: string }).content;
  }
  return content;
}

/** The first paragraph's text, as the editor's Yjs binding keeps it. */
const textOf = (c: CoeditClient) => (c.doc.getXmlFragment('default').get(0) as Y.XmlElement).get(0) as Y.XmlText;

describe('a shared blog with pending suggestions', () => {
  it('saves HTML without them, and with the accepted text once one is accepted and another rejected', async () => {
    const owner = await person('Olive Owner');
    const created = await owner.agent.post('/api/blogs', { title: 'Suggested', content: '<p>The cat sat.</p>' });
    const id = (created.json() as { id: number }).id;
    const editor = await person('Eddie Editor');
    await shareByEmail(app(), owner.agent, id, editor, 'editor');
    const e = await connect(editor.cookie, id);
    const o = await connect(owner.cookie, id);
    await e.waitFor((t) => t === 'The cat sat.');

    const by = (sid: string) => ({
      sid,
      authorId: editor.user.id,
      authorName: 'Eddie Editor',
      authorColor: presenceColor(editor.user.id),
    });
    // 'The black cat sat on the mat.' suggested: ' black' and ' on the mat' inserted; 'The ' suggested for deletion.
    e.doc.transact(() => {
      const text = textOf(e);
      text.format(0, 4, { suggestionDelete: by('d1') });
      text.insert(7, ' on the mat', { suggestionInsert: by('i2') });
      text.insert(3, ' black', { suggestionInsert: by('i1') });
    });
    await o.waitFor((t) => t.includes('on the mat'));
    // Everyone sees the marks with the author.
    expect(textOf(o).toDelta()).toContainEqual({ insert: ' black', attributes: { suggestionInsert: by('i1') } });

    // A save with an unrelated change: the stored HTML has no pending suggestion.
    e.type('!');
    const pending = await savedContent(owner.agent, id, (c) => c.includes('!'));
    expect(pending).toBe('<p>The cat sat.!</p>');

    // The owner accepts ' black' (its mark goes) and rejects the deletion of 'The ' (its mark goes).
    o.doc.transact(() => {
      const text = textOf(o);
      text.format(0, 4, { suggestionDelete: null });
      text.format(3, 6, { suggestionInsert: null });
    });
    const resolved = await savedContent(owner.agent, id, (c) => c.includes('black'));
    expect(resolved).toBe('<p>The black cat sat.!</p>');
    expect(resolved).not.toContain('data-suggestion');
  });

  it('refuses a suggestion mark with attributes the editor never writes (4400), nothing saved', async () => {
    const owner = await person('Pia Owner');
    const created = await owner.agent.post('/api/blogs', { title: 'Guarded', content: '<p>Safe.</p>' });
    const id = (created.json() as { id: number }).id;
    const c = await connect(owner.cookie, id);
    await c.waitFor((t) => t === 'Safe.');
    const closed = new Promise<number>((r) =>
      (
        c.provider.configuration.websocketProvider.webSocket as unknown as {
          once: (e: string, f: (code: number) => void) => void;
        }
      ).once('close', r),
    );
    c.doc.transact(() => textOf(c).insert(0, 'EVIL ', { suggestionInsert: { sid: 'x', authorColor: 'red; x' } }));
    expect(await closed).toBe(4400);
    const other = await connect(owner.cookie, id);
    expect(other.text()).toBe('Safe.');
  });
});
