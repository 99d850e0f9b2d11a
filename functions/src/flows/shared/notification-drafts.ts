import type { Role } from '@hr-portal/contract';
import type { Caller } from '../../lib/caller.js';
import type { NotificationDraft } from '../../data/notifications/notifications.js';
import { findUsers } from '../../data/users/users.js';
import { isSafeId } from '../../lib/ids.js';
import { interviewPath, pipelinePath } from './record-links.js';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// What each event tells whom: the flows that cause them write these in their own transaction (notifyIn).

/** The application a notification is about, as its flow read it. */
export interface NotifiedApplication {
  id: string;
  candidate: string;
  candidateName: string;
  jobTitle: string;
}

/** Who acted: a person (by their address) or an integration (by its key's name). */
type Actor = Pick<Caller, 'uid' | 'email' | 'integration'>;

/** Who acted, as people read it. */
export const actorOf = (actor: Actor) => actor.integration?.name ?? actor.email;

const area = (role: string) => (role === 'admin' || role === 'hr' ? `/${role}` : '/employee');
const about = (application: NotifiedApplication) => `${application.candidateName} · ${application.jobTitle}`;
const interviewOf = (role: string, applicationId: string) => interviewPath(area(role), applicationId);

/** Put on an application's panel (never told of one's own doing). */
export function panelSeat(application: NotifiedApplication, member: { _id: string; role: string }, actor: Actor) {
  if (member._id === actor.uid) return [];
  return [
    {
      to: member._id,
      kind: 'panel_seat',
      event: application.id,
      subject: about(application),
      actor: actorOf(actor),
      href: interviewOf(member.role, application.id),
      about: [application.candidate, actor.uid],
    } satisfies NotificationDraft,
  ];
}

/**
 * The staff a note mentions: of the uids its editor sent, the hr and admins whose @name or @address stands in
 * the text (one getAll; a uid of anyone else, or not named in the text, is ignored).
 */
export async function mentionedStaff(text: string, uids: string[]): Promise<{ uid: string; role: Role }[]> {
  if (uids.length === 0) return [];
  const lower = text.toLowerCase();
  // "@Ann" names Ann, not Anna: the name ends where a letter or digit does not follow.
  const named = (value: string) =>
    value.length >= 2 && new RegExp(`@${escapeRegExp(value.toLowerCase())}(?![\\p{L}\\p{N}])`, 'u').test(lower);
  return [...(await findUsers(uids.filter(isSafeId))).values()]
    .filter(
      (person) => (person.role === 'hr' || person.role === 'admin') && (named(person.name) || named(person.email)),
    )
    .map((person) => ({ uid: person._id, role: person.role }));
}

/** Staff named with @ in a note on an application (each once; never the note's author). */
export function mentioned(
  application: NotifiedApplication & { jobId: string },
  noteId: string,
  staff: { uid: string; role: Role }[],
  author: Actor,
): NotificationDraft[] {
  return staff
    .filter((person) => person.uid !== author.uid)
    .map((person) => ({
      to: person.uid,
      kind: 'mentioned',
      event: noteId,
      subject: about(application),
      actor: actorOf(author),
      href:
        person.role === 'employee'
          ? interviewOf(person.role, application.id)
          : pipelinePath(area(person.role), application.jobId, application.id),
      about: [application.candidate, author.uid],
    }));
}

/** An offer sent for approval: every admin but its sender. `event` tells this sending from a later one. */
export function offerToApprove(
  application: NotifiedApplication & { jobId: string },
  offerId: string,
  event: string,
  admins: string[],
  sender: Actor,
): NotificationDraft[] {
  return admins
    .filter((uid) => uid !== sender.uid)
    .map((uid) => ({
      to: uid,
      kind: 'offer_to_approve',
      event: `${offerId}__${event}`,
      subject: about(application),
      actor: actorOf(sender),
      href: pipelinePath('/admin', application.jobId, application.id),
      about: [application.candidate, sender.uid],
    }));
}

/** A candidate booked their interview: each of the panel and who sent the link (each once). */
export function interviewBooked(
  application: NotifiedApplication,
  bookingId: string,
  staff: { uid: string; role: string }[],
): NotificationDraft[] {
  const seen = new Set<string>();
  return staff
    .filter((person) => !seen.has(person.uid) && seen.add(person.uid) && person.uid !== application.candidate)
    .map((person) => ({
      to: person.uid,
      kind: 'interview_booked',
      event: bookingId,
      subject: about(application),
      actor: application.candidateName,
      href: interviewOf(person.role, application.id),
      about: [application.candidate],
    }));
}

/** An onboarding task given to someone (not to oneself). `event` is the task and when it was given. */
export function onboardingTask(
  task: { id: string; title: string; owner: string; ownerRole: string; hire: string },
  event: string,
  actor: Actor,
): NotificationDraft[] {
  if (task.owner === actor.uid) return [];
  return [
    {
      to: task.owner,
      kind: 'onboarding_task',
      event: `${task.id}__${event}`,
      subject: task.title,
      actor: actorOf(actor),
      href: `${task.ownerRole === 'candidate' ? '/candidate' : area(task.ownerRole)}/onboarding`,
      about: [task.hire, actor.uid],
    },
  ];
}
