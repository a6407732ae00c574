import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserZone, displayZone, resetDisplayZone, setDisplayZone } from './time-zone';

afterEach(() => {
  resetDisplayZone();
  vi.restoreAllMocks();
});

describe('the zone times are shown in', () => {
  it("is the account's once set, checked only when a time is first shown", () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    setDisplayZone('Pacific/Chatham');
    // Setting it makes no formatter: a page that shows no time pays nothing for the zone.
    expect(made).not.toHaveBeenCalled();
    expect(displayZone()).toBe('Pacific/Chatham');
    expect(made).toHaveBeenCalled();
  });

  it("is the device's for a zone this browser does not know, or none", () => {
    setDisplayZone('Mars/Olympus_Mons');
    expect(displayZone()).toBe(browserZone());
    setDisplayZone(null);
    expect(displayZone()).toBe(browserZone());
    setDisplayZone('Asia/Kolkata');
    expect(displayZone()).toBe('Asia/Kolkata');
  });
});
