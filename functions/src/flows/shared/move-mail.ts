import {
  candidateWordingOf,
  REJECTED_STAGE,
  WITHDRAWN_STAGE,
  type ApplicationStatus,
  type MailEvent,
  type RejectionReason,
  type StageDto,
} from '@hr-portal/contract';
import type { OutboxMail } from '../../lib/mail.js';
import { rejectionReasons } from './settings.js';
import { composeMail, portalLink } from './compose-mail.js';
import { loadTemplates } from '../../data/mail/templates.js';
import { languageOf } from '../../data/users/users.js';

/** What a move's e-mail needs to know of the application before it moved. */
export interface MovedApplication {
  id: string;
  candidate: string;
  candidateEmail: string;
  candidateName: string;
  status: ApplicationStatus;
  jobSnapshot: { title: string };
}

/**
 * The e-mail a move sends, if any; called inside the move's transaction so both commit together. `offerWithdrawn`
 * is the candidate's e-mail when closing the application takes back an offer they had been sent.
 */
export interface MoveMailer {
  (before: MovedApplication, stage: StageDto, reason: string | null): Promise<OutboxMail | null>;
  offerWithdrawn(before: MovedApplication): Promise<OutboxMail | null>;
}

/** Candidates hear of what they can see: shortlisted, rejected (with the reason's wording), selected, withdrawn. */
function eventOfMove(before: MovedApplication, stage: StageDto): MailEvent | null {
  if (stage.id === WITHDRAWN_STAGE.id) return 'application_withdrawn';
  if (stage.id === REJECTED_STAGE.id) return 'stage_rejected';
  if (stage.status === before.status) return null;
  if (stage.status === 'shortlisted') return 'stage_shortlisted';
  if (stage.status === 'selected') return 'stage_selected';
  return null;
}

/** A mailer for one request: the templates are read once, the rejection reasons only if someone is rejected. */
export async function moveMailer(): Promise<MoveMailer> {
  const templates = await loadTemplates();
  let reasons: Promise<RejectionReason[]> | undefined;
  const mailer = async (before: MovedApplication, stage: StageDto, reason: string | null) => {
    const event = eventOfMove(before, stage);
    if (!event) return null;
    const wording =
      event === 'stage_rejected'
        ? candidateWordingOf((await (reasons ??= rejectionReasons())).find((option) => option.id === reason))
        : '';
    // Written in the candidate's language: one read of their chosen language, only when an e-mail goes out.
    const language = await languageOf(before.candidate);
    return composeMail(
      templates,
      event,
      before.candidateEmail,
      {
        candidateName: before.candidateName || before.candidateEmail,
        jobTitle: before.jobSnapshot.title,
        stageName: stage.name,
        reason: wording,
        portalUrl: portalLink('/login'),
      },
      { applicationId: before.id, recipientUid: before.candidate },
      language,
    );
  };
  const offerWithdrawn = async (before: MovedApplication) =>
    composeMail(
      templates,
      'offer_withdrawn',
      before.candidateEmail,
      {
        candidateName: before.candidateName || before.candidateEmail,
        jobTitle: before.jobSnapshot.title,
        portalUrl: portalLink('/candidate/applications'),
      },
      { applicationId: before.id, recipientUid: before.candidate },
      await languageOf(before.candidate),
    );
  return Object.assign(mailer, { offerWithdrawn });
}
