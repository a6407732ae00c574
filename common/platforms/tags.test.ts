import { describe, expect, it } from 'vitest';
import { devtoPlatform, ghostPlatform, mediumPlatform } from './index';
import { tagsBeyondLimit } from './tags';

describe('tagsBeyondLimit', () => {
  it('names the tags a platform will drop, after duplicates and # are set aside', () => {
    const tags = ['#Travel', 'travel', 'hiking', 'sunrise', 'bay area', 'outdoors', ' '];
    expect(tagsBeyondLimit(devtoPlatform.capabilities, tags)).toEqual(['outdoors']);
    expect(tagsBeyondLimit(mediumPlatform.capabilities, tags)).toEqual(['bay area', 'outdoors']);
    expect(tagsBeyondLimit(ghostPlatform.capabilities, tags)).toEqual([]);
  });
});
