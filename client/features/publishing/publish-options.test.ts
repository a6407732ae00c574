import { describe, expect, it } from 'vitest';
import { withdrawExplanation, withdrawWays } from './PublicationActions';
import { droppedTags } from './PublishOptions';

describe('the Publish dialog reads each platform’s descriptor', () => {
  it('names the tags DEV will leave out (it takes 4), and none for a platform that takes them all', () => {
    const tags = ['one', 'two', 'three', 'four', 'five', 'six'];
    expect(droppedTags(['devto', 'wordpress', 'devto'], tags)).toEqual([
      { platform: 'DEV', limit: 4, dropped: ['five', 'six'] },
    ]);
    expect(droppedTags(['devto'], tags.slice(0, 4))).toEqual([]);
  });

  it('offers draft or trash where the platform has both, one way where it has one, none on Medium', () => {
    expect(withdrawWays('wordpress')).toEqual(['draft', 'trash']);
    expect(withdrawWays('ghost')).toEqual(['draft', 'trash']);
    expect(withdrawWays('devto')).toEqual(['draft']);
    expect(withdrawWays('hashnode')).toEqual(['trash']);
    expect(withdrawWays('medium')).toEqual([]);
    expect(withdrawWays(null)).toEqual([]);
  });

  it('says before confirming that a withdrawn Hashnode post is removed and comes back as a new post; elsewhere the same post', () => {
    expect(withdrawExplanation('hashnode')).toBe(
      'The post is removed from Hashnode and its link stops working. Publishing again later makes a new Hashnode post.',
    );
    expect(withdrawExplanation('wordpress')).toMatch(/^The post is taken off the platform\./);
    expect(withdrawExplanation('devto')).toMatch(/^The post is taken off the platform\./);
  });
});
