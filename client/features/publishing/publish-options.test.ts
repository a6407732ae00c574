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

  it('says that a withdrawn Hashnode post keeps its link (Hashnode delists), and that elsewhere it is taken off', () => {
    expect(withdrawExplanation('hashnode')).toMatch(
      /hidden from your Hashnode blog's pages and feeds, but its link still opens it/,
    );
    expect(withdrawExplanation('wordpress')).toMatch(/^The post is taken off the platform\./);
    expect(withdrawExplanation('devto')).toMatch(/^The post is taken off the platform\./);
  });
});
