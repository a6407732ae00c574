import { describe, expect, it } from 'vitest';
import { aiLabelOf, locationOf, parseMentions, videoSourceOf } from './caption';

describe('what the caption and Instagram say', () => {
  it('keeps dotted and underscored handles intact, without a sentence’s full stop, once each', () => {
    expect(
      parseMentions('Brunch with @sunny.kitchen. and @maya_bakes! cc @sunny.kitchen, mail me at chef@example.com'),
    ).toEqual(['@sunny.kitchen', '@maya_bakes']);
    expect(parseMentions('No handles here')).toEqual([]);
  });

  it('reads the location, the AI label and the video link only when Instagram gave them', () => {
    expect(locationOf({ location: { name: 'Alfama, Lisbon' } })).toBe('Alfama, Lisbon');
    expect(locationOf({ instagram: { location: 'Porto' } })).toBe('Porto');
    expect(locationOf({})).toBeNull();
    expect(aiLabelOf({ instagram: { isAiGenerated: true } })).toBe(true);
    expect(aiLabelOf({ instagram: {} })).toBeNull();
    expect(videoSourceOf({ instagram: { mediaUrl: 'https://x.cdninstagram.com/v.mp4', hasMediaUrl: true } })).toEqual({
      url: 'https://x.cdninstagram.com/v.mp4',
      withheld: false,
    });
    expect(videoSourceOf({ instagram: { hasMediaUrl: false } })).toEqual({ url: null, withheld: true });
  });
});
