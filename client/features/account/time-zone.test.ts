import { describe, expect, it } from 'vitest';
import { gmtOffset, timeZoneChoices } from '@client/lib/time-zone';
import { matchZones } from './TimeZoneCombobox';

/** The settings' time-zone list: what a search finds, and the offsets shown beside a zone. */
describe('the time-zone list', () => {
  const zones = timeZoneChoices();

  it('holds every IANA zone the runtime knows, UTC too, from A to Z', () => {
    expect(zones).toEqual(expect.arrayContaining(['Europe/Berlin', 'America/New_York', 'Asia/Tokyo', 'UTC']));
    expect(zones).toEqual([...zones].sort((a, b) => a.localeCompare(b)));
    expect(new Set(zones).size).toBe(zones.length);
  });

  it('finds a zone by the words of its city, in any case, with or without the underscore', () => {
    expect(matchZones(zones, 'new york')).toEqual(['America/New_York']);
    expect(matchZones(zones, 'New_York')).toEqual(['America/New_York']);
    expect(matchZones(zones, 'BERLIN')).toEqual(['Europe/Berlin']);
    expect(matchZones(zones, 'europe ber')).toEqual(['Europe/Berlin']);
    expect(matchZones(zones, 'Mars')).toEqual([]);
    expect(matchZones(zones, '  ')).toHaveLength(zones.length);
  });

  it('names the offset of the day: Berlin +1 in winter, +2 in summer; Kolkata +5:30', () => {
    expect(gmtOffset('Europe/Berlin', new Date('2027-01-10T12:00:00Z'))).toBe('GMT+1');
    expect(gmtOffset('Europe/Berlin', new Date('2027-07-10T12:00:00Z'))).toBe('GMT+2');
    expect(gmtOffset('America/New_York', new Date('2027-07-10T12:00:00Z'))).toBe('GMT-4');
    expect(gmtOffset('Asia/Kolkata', new Date('2027-07-10T12:00:00Z'))).toBe('GMT+5:30');
    expect(gmtOffset('UTC')).toBe('GMT');
  });
});
