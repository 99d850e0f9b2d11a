import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { eventDocument, eventId } from '../src/lib/event-log.js';

const subject = { applicationId: 'job_ann', jobId: 'job', candidate: 'ann' };

describe('event ids', () => {
  it('when events are written one after another, then their ids sort in the order they happened', () => {
    const times = [5, 5, 5, 1_700_000_000_000, 1_700_000_000_001, 2 * 10 ** 12].map((ms) => Timestamp.fromMillis(ms));
    const ids = times.map(eventId);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('event documents', () => {
  const at = Timestamp.fromMillis(0);

  it('when a move changes the status, then the document says so; a move within a status does not', () => {
    const moved = eventDocument(subject, { type: 'moved', fromStatus: 'applied', toStatus: 'shortlisted' }, 'hr', at);
    const kept = eventDocument(subject, { type: 'moved', fromStatus: 'applied', toStatus: 'applied' }, 'hr', at);
    expect(moved.statusChanged).toBe(true);
    expect(kept.statusChanged).toBe(false);
  });

  it('when an event concerns no stage, then every standard field is null and only the ids given are stored', () => {
    expect(eventDocument(subject, { type: 'interviewer_removed', interviewerUid: 'eve' }, 'hr', at)).toEqual({
      type: 'interviewer_removed',
      at,
      actor: 'hr',
      ...subject,
      fromStage: null,
      toStage: null,
      fromStatus: null,
      toStatus: null,
      statusChanged: false,
      reasonId: null,
      source: null,
      interviewerUid: 'eve',
    });
  });

  it('when the queued e-mail is null, then no mailId field is stored', () => {
    expect(
      eventDocument(subject, { type: 'applied', toStatus: 'applied', mailId: null }, 'ann', at),
    ).not.toHaveProperty('mailId');
  });
});
