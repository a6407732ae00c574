import { describe, expect, it } from 'vitest';
import { mentionedUsernames, notificationText } from './notifications';

describe('mentions in a comment', () => {
  it('finds each @username once, any letter case, with dots, dashes and underscores inside', () => {
    expect(mentionedUsernames('@Ana_B and @ana_b, ask @jo.doe-2 (or @kim)')).toEqual(['ana_b', 'jo.doe-2', 'kim']);
  });

  it('leaves email addresses, a closing dot and names too short alone', () => {
    expect(mentionedUsernames('mail ana@example.com or write to @carla.')).toEqual(['carla']);
    expect(mentionedUsernames('@ab is too short; @@double; x@y')).toEqual([]);
  });
});

describe('what a notification says', () => {
  const payload = { actorName: 'Carla', subject: 'Lisbon', href: '/edit-blog/1' };
  it('names who did what on which blog', () => {
    expect(notificationText('mention', payload)).toBe('Carla mentioned you on “Lisbon”');
    expect(notificationText('publication_failed', { ...payload, actorName: null })).toBe(
      'Publishing “Lisbon” needs you',
    );
    expect(notificationText('reply', { ...payload, actorName: null })).toBe('Someone replied to a comment on “Lisbon”');
  });
});
