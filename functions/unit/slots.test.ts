import { describe, expect, it } from 'vitest';
import type { AvailabilityDto, IsoWeekday } from '@hr-portal/contract';
import { computeSlots, type PanelMember, workingIntervals } from '../src/flows/scheduling/slots.js';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();
const ALL_DAYS: IsoWeekday[] = [1, 2, 3, 4, 5, 6, 7];

function hours(timeZone: string, start: string, end: string, days: IsoWeekday[] = ALL_DAYS): AvailabilityDto {
  return {
    timeZone,
    weekly: days.map((day) => ({ day, ranges: [{ start, end }] })),
    bufferMinutes: 0,
    maxPerDay: 12,
    minNoticeHours: 0,
  };
}

const member = (uid: string, availability: AvailabilityDto, busy: [string, string][] = []): PanelMember => ({
  uid,
  availability,
  busy: busy.map(([start, end]) => ({ start: at(start), end: at(end) })),
});

/** The working intervals of one local day, as ISO instants. */
function workingOn(availability: AvailabilityDto, fromIso: string, toIso: string) {
  return workingIntervals(availability, at(fromIso), at(toIso))
    .filter((range) => range.start >= at(fromIso) && range.end <= at(toIso))
    .map((range) => [iso(range.start), iso(range.end)]);
}

describe('working hours across daylight-saving changes', () => {
  it('when Berlin skips 02:00-03:00 on 2027-03-28, then 01:00-05:00 local is three hours of UTC', () => {
    const berlin = hours('Europe/Berlin', '01:00', '05:00');
    expect(workingOn(berlin, '2027-03-27T23:00:00Z', '2027-03-28T22:00:00Z')).toEqual([
      ['2027-03-28T00:00:00.000Z', '2027-03-28T03:00:00.000Z'],
    ]);
  });

  it('when Berlin changes to summer time, then 09:00 local is 08:00Z before and 07:00Z after', () => {
    const berlin = hours('Europe/Berlin', '09:00', '17:00', [5, 1]);
    expect(workingOn(berlin, '2027-03-26T00:00:00Z', '2027-03-30T00:00:00Z')).toEqual([
      ['2027-03-26T08:00:00.000Z', '2027-03-26T16:00:00.000Z'],
      ['2027-03-29T07:00:00.000Z', '2027-03-29T15:00:00.000Z'],
    ]);
  });

  it('when New York skips 02:00-03:00 on 2027-03-14, then a range starting in the gap is read with winter time', () => {
    const newYork = hours('America/New_York', '02:30', '04:00');
    // 02:30 does not exist that day: read with the offset before the change it is 07:30Z (03:30 EDT).
    expect(workingOn(newYork, '2027-03-14T05:00:00Z', '2027-03-15T04:00:00Z')).toEqual([
      ['2027-03-14T07:30:00.000Z', '2027-03-14T08:00:00.000Z'],
    ]);
  });

  it('when New York repeats 01:00-02:00 on 2027-11-07, then 00:00-04:00 local is five hours of UTC', () => {
    const newYork = hours('America/New_York', '00:00', '04:00');
    expect(workingOn(newYork, '2027-11-07T04:00:00Z', '2027-11-08T05:00:00Z')).toEqual([
      ['2027-11-07T04:00:00.000Z', '2027-11-07T09:00:00.000Z'],
    ]);
  });

  it('when a range starts in the repeated hour, then it starts at the first of the two', () => {
    const newYork = hours('America/New_York', '01:30', '03:00');
    // 01:30 happens twice: 05:30Z (EDT) and 06:30Z (EST); 03:00 EST is 08:00Z.
    expect(workingOn(newYork, '2027-11-07T04:00:00Z', '2027-11-08T05:00:00Z')).toEqual([
      ['2027-11-07T05:30:00.000Z', '2027-11-07T08:00:00.000Z'],
    ]);
  });

  it('when New York leaves summer time, then 09:00 local is 13:00Z on Friday and 14:00Z on Monday', () => {
    const newYork = hours('America/New_York', '09:00', '17:00', [1, 5]);
    expect(workingOn(newYork, '2027-11-05T00:00:00Z', '2027-11-09T00:00:00Z')).toEqual([
      ['2027-11-05T13:00:00.000Z', '2027-11-05T21:00:00.000Z'],
      ['2027-11-08T14:00:00.000Z', '2027-11-08T22:00:00.000Z'],
    ]);
  });

  it('when slots span the Berlin change, then none starts in the skipped hour and each lasts its length', () => {
    const slots = computeSlots({
      panel: [member('a', hours('Europe/Berlin', '01:00', '05:00', [7]))],
      required: 'all',
      lengthMinutes: 60,
      now: at('2027-03-27T12:00:00Z'),
      days: 2,
    });
    // 00:00Z to 03:00Z of working time: one-hour slots start 00:00Z ... 02:00Z, every quarter hour.
    expect(slots.map((slot) => iso(slot.start))).toEqual(
      Array.from({ length: 9 }, (_, i) => iso(at('2027-03-28T00:00:00Z') + i * 15 * 60_000)),
    );
    expect(slots.every((slot) => slot.end - slot.start === 60 * 60_000)).toBe(true);
  });
});

describe('slots of a panel', () => {
  const monday = '2027-01-11';
  const now = at(`${monday}T00:00:00Z`);
  const berlin = hours('Europe/Berlin', '09:00', '17:00', [1]); // 08:00Z-16:00Z in winter
  const newYork = hours('America/New_York', '09:00', '17:00', [1]); // 14:00Z-22:00Z in winter

  it('when interviewers are in different zones and all must attend, then only their common hours are offered', () => {
    const slots = computeSlots({
      panel: [member('berlin', berlin), member('ny', newYork)],
      required: 'all',
      lengthMinutes: 60,
      now,
      days: 1,
    });
    expect(slots.map((slot) => iso(slot.start))).toEqual([
      `${monday}T14:00:00.000Z`,
      `${monday}T14:15:00.000Z`,
      `${monday}T14:30:00.000Z`,
      `${monday}T14:45:00.000Z`,
      `${monday}T15:00:00.000Z`,
    ]);
    expect(slots[0]!.free).toEqual(['berlin', 'ny']);
  });

  it('when one of two must attend, then either one’s hours are offered, naming who is free', () => {
    const slots = computeSlots({
      panel: [member('berlin', berlin), member('ny', newYork)],
      required: 1,
      lengthMinutes: 60,
      now,
      days: 1,
    });
    expect(iso(slots[0]!.start)).toBe(`${monday}T08:00:00.000Z`);
    expect(iso(slots.at(-1)!.start)).toBe(`${monday}T21:00:00.000Z`);
    expect(slots.find((slot) => iso(slot.start) === `${monday}T08:00:00.000Z`)!.free).toEqual(['berlin']);
    expect(slots.find((slot) => iso(slot.start) === `${monday}T20:00:00.000Z`)!.free).toEqual(['ny']);
  });

  it('when an interviewer has an interview, then the buffer keeps slots clear of it on both sides', () => {
    const buffered = { ...berlin, bufferMinutes: 15 };
    const slots = computeSlots({
      panel: [member('a', buffered, [[`${monday}T10:00:00Z`, `${monday}T11:00:00Z`]])],
      required: 'all',
      lengthMinutes: 30,
      now,
      days: 1,
    });
    const starts = slots.map((slot) => iso(slot.start));
    expect(starts).toContain(`${monday}T09:15:00.000Z`); // ends 09:45, 15 minutes before
    expect(starts).not.toContain(`${monday}T09:30:00.000Z`);
    expect(starts).not.toContain(`${monday}T10:45:00.000Z`);
    expect(starts).toContain(`${monday}T11:15:00.000Z`);
  });

  it('when an interviewer has reached their maximum for a local day, then that day offers nothing', () => {
    const busyDay = { ...hours('Europe/Berlin', '09:00', '17:00', [1, 2]), maxPerDay: 1 };
    const slots = computeSlots({
      panel: [member('a', busyDay, [[`${monday}T08:00:00Z`, `${monday}T09:00:00Z`]])],
      required: 'all',
      lengthMinutes: 60,
      now,
      days: 2,
    });
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.every((slot) => iso(slot.start).startsWith('2027-01-12'))).toBe(true);
  });

  it('when an interviewer asks for 24 hours notice, then the first slot is a day away', () => {
    const notice = { ...hours('UTC', '09:00', '17:00'), minNoticeHours: 24 };
    const slots = computeSlots({
      panel: [member('a', notice)],
      required: 'all',
      lengthMinutes: 30,
      now: at(`${monday}T10:07:00Z`),
      days: 3,
    });
    expect(iso(slots[0]!.start)).toBe('2027-01-12T10:15:00.000Z');
  });

  it('when fewer interviewers than needed are free, then no slot is offered', () => {
    const slots = computeSlots({
      panel: [member('berlin', berlin), member('off', hours('Europe/Berlin', '09:00', '17:00', [6]))],
      required: 2,
      lengthMinutes: 30,
      now,
      days: 1,
    });
    expect(slots).toEqual([]);
  });
});
