import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediumPlatform } from '@common/platforms';
import { publisherFakes } from '../../../../test/fakes/publishers/all';
import { sampleInput } from '../../../../test/fakes/publishers/context';
import { failure, fakePublisher } from '../../../../test/fakes/publishers/harness';

const fakes = publisherFakes();
const { medium } = fakes;
beforeAll(() => fakes.start());
afterAll(() => fakes.close());

const med = (token = medium.token) => fakePublisher(fakes, 'medium', token, { authorId: 'author-1' }, 'mediumwriter');

describe('Medium', () => {
  it('sends a draft as publishStatus draft, never public', async () => {
    const draft = await med().publish(sampleInput({ title: 'Only a draft', mode: 'draft' }));
    expect(draft.status).toBe('draft');
    expect(medium.posts.at(-1)).toMatchObject({ title: 'Only a draft', publishStatus: 'draft' });
    const live = await med().publish(sampleInput({ title: 'Live one' }));
    expect(live.status).toBe('published');
    expect(medium.posts.at(-1)?.publishStatus).toBe('public');
  });

  it('refuses a mode it does not understand without sending anything', async () => {
    const before = medium.countOf('create');
    const err = await failure(med().publish({ ...sampleInput(), mode: 'unlisted' as 'draft' }));
    expect(err.kind).toBe('permanent');
    expect(medium.countOf('create')).toBe(before);
  });

  it('says up front that a post cannot be withdrawn, changed or looked up again', async () => {
    expect(mediumPlatform.capabilities).toMatchObject({ withdraw: false, update: false, canFindExisting: false });
    const post = await med().publish(sampleInput({ title: 'Forever' }));
    const withdraw = await failure(med().withdraw(post, 'draft'));
    expect(withdraw).toMatchObject({
      kind: 'permanent',
      message: 'Medium cannot unpublish or delete a post through its API.',
    });
    expect((await failure(med().update(post, sampleInput()))).kind).toBe('permanent');
    expect(await med().findExisting(sampleInput({ title: 'Forever' }))).toBeNull();
    // Medium itself has no route to list a user's posts.
    expect(medium.requests.filter((r) => r.method === 'GET' && r.url.pathname.includes('/posts'))).toHaveLength(0);
  });

  it('a refused token says reconnecting cannot help, naming Medium once', async () => {
    const err = await failure(med('revoked').publish(sampleInput({ title: 'Refused' })));
    expect(err.kind).toBe('auth_expired');
    expect(err.message).toMatch(/^Medium rejected the integration token: no new ones are issued/);
    expect(err.message.replace("'Copy to Medium'", '').match(/Medium/g)).toHaveLength(1);
  });
});
