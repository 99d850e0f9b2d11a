import { Timestamp } from 'firebase-admin/firestore';
import {
  APPLICATION_MESSAGES,
  CLOSING_STAGE_IDS,
  INTERVIEW_MESSAGES,
  KIT_LIMITS,
  type ScorecardInput,
} from '@hr-portal/contract';
import type { Caller } from '../../lib/caller.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { appendEvent } from '../../lib/event-log.js';
import { queueMail, type OutboxMail } from '../../lib/mail.js';
import { runTransaction, type OnceGuard } from '../../lib/transactions.js';
import {
  findScorecard,
  isSeatedIn,
  panelUidsIn,
  scorecardIn,
  seatIn,
  storeScorecardIn,
  unseatIn,
  type PanelMember,
} from '../../data/applications/panel.js';
import type { ScorecardRecord } from '../../data/applications/panel-record.js';
import { storedApplicationIn } from '../../data/applications/applications.js';
import { notifyIn, withdrawNotificationIn } from '../../data/notifications/notifications.js';
import { panelSeat } from '../shared/notification-drafts.js';

/** What the e-mail to a new interviewer says of the application. */
export type PanelNotice = (application: { candidateName: string; jobTitle: string }) => OutboxMail | null;

/**
 * Why a person cannot take a seat on the panel, or null when they can: never on an application that is gone
 * (404), nor their own (400), nor on a closed application, twice, or past the panel's size (409).
 */
export function seatRefusal(
  application: { exists: boolean; candidate?: string; stage: string },
  panel: string[],
  uid: string,
): AppError | null {
  if (!application.exists) return notFound(APPLICATION_MESSAGES.notFound);
  if (application.candidate === uid) return badRequest(INTERVIEW_MESSAGES.ownApplication);
  if (CLOSING_STAGE_IDS.includes(application.stage)) return conflict(INTERVIEW_MESSAGES.applicationClosed);
  if (panel.includes(uid)) return conflict(INTERVIEW_MESSAGES.alreadyAssigned);
  if (panel.length >= KIT_LIMITS.panel) return conflict(INTERVIEW_MESSAGES.panelFull);
  return null;
}

/**
 * Puts a person on an application's panel, with a timeline event and their e-mail, in one transaction: never the
 * application's own candidate (400), nor on a closed application, twice, or past the panel's size (409).
 */
export async function addInterviewer(
  applicationId: string,
  person: PanelMember,
  actor: Caller,
  notice: PanelNotice,
  guard?: OnceGuard,
): Promise<void> {
  await runTransaction(async (transaction) => {
    if (guard && !(await guard.open(transaction))) return;
    const application = await storedApplicationIn(transaction, applicationId);
    const panel = application.exists ? await panelUidsIn(transaction, applicationId, KIT_LIMITS.panel + 1) : [];
    const refusal = seatRefusal(application, panel, person._id);
    if (refusal) throw refusal;
    seatIn(transaction, applicationId, person, actor.uid);
    const mail = notice({ candidateName: application.candidateName, jobTitle: application.jobTitle });
    const mailId = mail ? queueMail(transaction, mail) : null;
    const change = { type: 'interviewer_assigned', interviewerUid: person._id, mailId } as const;
    appendEvent(transaction, application.subject, change, actor.uid);
    notifyIn(transaction, panelSeat({ ...application, id: applicationId }, person, actor));
    guard?.close(transaction);
  });
}

/** Takes a person off the panel (404 when not on it); a scorecard they submitted stays in the grid. */
export async function removeInterviewer(applicationId: string, uid: string, actor: Caller): Promise<void> {
  await runTransaction(async (transaction) => {
    const [application, seated] = await Promise.all([
      storedApplicationIn(transaction, applicationId),
      isSeatedIn(transaction, applicationId, uid),
    ]);
    if (!seated) throw notFound(INTERVIEW_MESSAGES.notAssigned);
    unseatIn(transaction, applicationId, uid);
    // Off the panel, the notice of the seat (with the candidate's name) goes too.
    withdrawNotificationIn(transaction, uid, 'panel_seat', applicationId);
    appendEvent(transaction, application.subject, { type: 'interviewer_removed', interviewerUid: uid }, actor.uid);
  });
}

/**
 * Writes an interviewer's scorecard (403 for anyone not on the panel), with the application's running totals
 * and a timeline event, in one transaction.
 */
export async function saveScorecard(
  applicationId: string,
  interviewer: Caller,
  input: Required<ScorecardInput>,
): Promise<ScorecardRecord> {
  await runTransaction(async (transaction) => {
    const [application, seated, previous] = await Promise.all([
      storedApplicationIn(transaction, applicationId),
      isSeatedIn(transaction, applicationId, interviewer.uid),
      scorecardIn(transaction, applicationId, interviewer.uid),
    ]);
    if (!seated) throw forbidden(INTERVIEW_MESSAGES.notInterviewer);
    const now = Timestamp.now();
    storeScorecardIn(transaction, applicationId, interviewer.uid, input, previous, now);
    const type = previous ? 'scorecard_updated' : 'scorecard_submitted';
    appendEvent(transaction, application.subject, { type, interviewerUid: interviewer.uid }, interviewer.uid, now);
  });
  return (await findScorecard(applicationId, interviewer.uid))!;
}
