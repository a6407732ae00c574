import { describe, expect, it } from 'vitest';
import { PublishError } from '../../integrations/publishers/types';
import { classifyFailure, credentialName, describeFailure } from './outcome-messages';

const selfHosted = { platformName: 'wordpress' as const, settings: { apiUrl: 'https://myblog.example/' } };
const wpcom = { platformName: 'wordpress' as const, settings: { siteId: '123' } };
const devto = { platformName: 'devto' as const, settings: {} };
const hashnode = { platformName: 'hashnode' as const, settings: { publicationId: 'p1' } };

const count = (text: string, word: string) => text.split(word).length - 1;

describe('publishing outcomes in plain words', () => {
  it('says why it is retrying and which attempt comes next', () => {
    const err = new PublishError('unknown_outcome', 'WordPress: The server did not answer in time.');
    const w = describeFailure(err, selfHosted);
    expect(w.reason).toBe('no_answer');
    expect(w.retryable).toBe(true);
    expect(w.retrying(1, 5)).toBe('Retrying: the site did not answer (attempt 2 of 5)');
    expect(w.final).toBe(
      'The WordPress site did not answer after several attempts. Check that it is up, then publish again.',
    );
  });

  it('names a hosted platform instead of "the site"', () => {
    const err = new PublishError('unknown_outcome', 'DEV had a server error (HTTP 502).');
    expect(describeFailure(err, devto).retrying(3, 5)).toBe('Retrying: DEV did not answer (attempt 4 of 5)');
  });

  it('classifies a rejected credential as reconnect, naming the secret the form asks for', () => {
    const err = new PublishError(
      'auth_expired',
      'WordPress rejected the saved credentials: Sorry, you are not allowed to do that. Reconnect WordPress with a new application password (Users → Profile → Application Passwords).',
    );
    const w = describeFailure(err, selfHosted);
    expect(w.final).toBe('WordPress rejected the application password: reconnect');
    expect(w.needsReconnect).toBe(true);
    expect(w.retryable).toBe(false);
    expect(w.final).not.toMatch(/role/i);
    expect(credentialName(wpcom)).toBe('access token');
    expect(describeFailure(new PublishError('auth_expired', 'DEV rejected the saved credentials.'), devto).final).toBe(
      'DEV rejected the API key: reconnect',
    );
  });

  it('keeps role advice for a real permission problem, and plan advice for Hashnode', () => {
    const wp = describeFailure(new PublishError('forbidden', 'WordPress refused the request.'), selfHosted);
    expect(wp.reason).toBe('permission');
    expect(wp.needsReconnect).toBe(false);
    expect(wp.final).toBe(
      'WordPress refused to publish with this account: the account needs the Author role or higher.',
    );
    const hn = describeFailure(new PublishError('forbidden', 'Hashnode refused the request.'), hashnode);
    expect(hn.final).toMatch(/Pro plan/);
    expect(hn.final).not.toMatch(/role/i);
  });

  it('never says "try again" for a host that does not exist, and does not retry it', () => {
    const err = new PublishError('transient', 'WordPress: Could not find the host nosuchblog.example.');
    const w = describeFailure(err, { platformName: 'wordpress', settings: { apiUrl: 'https://nosuchblog.example' } });
    expect(w.reason).toBe('host_not_found');
    expect(w.retryable).toBe(false);
    expect(w.final).toBe(
      'No site answers at nosuchblog.example: check the site address and connect WordPress again with the right one.',
    );
    expect(w.final).not.toMatch(/try again|publish again/i);
  });

  it('names the platform once per message', () => {
    const errors = [
      new PublishError(
        'auth_expired',
        'WordPress rejected the saved credentials. Reconnect WordPress with a new application password.',
      ),
      new PublishError('forbidden', 'WordPress refused the request.'),
      new PublishError('invalid_content', 'WordPress refused the post: Invalid parameter(s): tags.'),
      new PublishError('rate_limited', 'WordPress is rate limiting requests.'),
      new PublishError('transient', 'WordPress: Could not connect to myblog.example.'),
      new PublishError('unknown_outcome', 'WordPress: The server did not answer in time.'),
    ];
    for (const err of errors) {
      const w = describeFailure(err, selfHosted);
      expect(count(w.final, 'WordPress'), w.final).toBe(1);
      expect(count(w.retrying(1, 5), 'WordPress'), w.retrying(1, 5)).toBeLessThanOrEqual(1);
    }
    expect(describeFailure(errors[2]!, selfHosted).final).toBe(
      'WordPress refused the post: Invalid parameter(s): tags. Edit the blog, then publish again.',
    );
  });

  it('classifies by the kind the adapter gave', () => {
    expect(classifyFailure(new PublishError('rate_limited', 'DEV is rate limiting requests.'))).toBe('rate_limited');
    expect(classifyFailure(new PublishError('transient', 'Ghost: Could not connect to ghost.example.'))).toBe(
      'refused_connection',
    );
    expect(classifyFailure(new PublishError('permanent', 'Medium cannot withdraw a post through its API.'))).toBe(
      'other',
    );
  });
});
