import {
  PEOPLE_LIMITS,
  type NoteDto,
  type SourcingDto,
  type PersonApplicationDto,
  type PersonProfileDto,
} from '@hr-portal/contract';
import type { Caller } from '../../lib/caller.js';
import { notFound } from '../../lib/errors.js';
import { integrationMaySee } from '../shared/integration-view.js';
import { isoOf } from '../../lib/timestamps.js';
import { listApplicationsOf } from '../../data/applications/of-person.js';
import type { ApplicationRecord } from '../../data/applications/record.js';
import { tagsOf } from '../../data/people/people.js';
import { notesOnEach } from '../applications/notes.js';
import { mailAboutApplicationsOf, mailEntry } from '../mail/mail.js';
import { sourcingOf, type SourcingRecord } from '../../data/users/sourced.js';
import { findUser } from '../../data/users/users.js';
import { mergedIntoOf } from '../../data/users/merges.js';
import { profileFor } from '../users/profile.js';
import { poolsOfPerson } from '../talent-pools/members.js';
import { invitationsOf } from '../../data/talent-pools/invitations.js';
import { possibleDuplicatesOf } from '../duplicates/pairs.js';
import { mergesOfPerson } from '../merges/view.js';

function applicationView(record: ApplicationRecord, notes: NoteDto[]): PersonApplicationDto {
  const { count, recommendationTotal } = record.scorecards;
  return {
    _id: record.id,
    jobId: record.jobId,
    jobTitle: record.jobSnapshot.title,
    stage: record.stage,
    status: record.status,
    source: record.source,
    appliedAt: isoOf(record.createdAt),
    stageEnteredAt: isoOf(record.stageEnteredAt),
    scorecards: { count, average: count > 0 ? recommendationTotal / count : null },
    notes,
    mergedIn: record.mergedFrom !== undefined,
    referral: record.referral && {
      byName: record.referral.byName,
      relationship: record.referral.relationship,
      note: record.referral.note,
    },
  };
}

/** A consent's end while it runs; null once it has ended (the person is out of the talent pool from then). */
const runningConsent = (until: string | null, now = Date.now()) => (until && Date.parse(until) > now ? until : null);

/**
 * One person across every job, for hr and admins: who they are, their talent-pool consent, tags, the newest
 * applications with notes and scorecard summaries, the documents staff may see, and what they were e-mailed
 * about their applications (never sign-in or security messages).
 */
export async function personProfile(caller: Caller, uid: string): Promise<PersonProfileDto> {
  const profile = await profileFor(caller, uid);
  if (caller.integration && !integrationMaySee(profile.role)) throw notFound();
  const [records, tags, sourced, mergedInto] = await Promise.all([
    listApplicationsOf(uid, PEOPLE_LIMITS.applicationsShown, null),
    tagsOf(uid),
    sourcingOf(uid),
    mergedIntoOf(uid),
  ]);
  const [notes, mail, pools, invitations, sourcing, duplicates, merges] = await Promise.all([
    notesOnEach(records.map((record) => record.id)),
    // No applications: no query (the in-filter groups are empty).
    mailAboutApplicationsOf(
      uid,
      records.map((record) => record.id),
    ),
    poolsOfPerson(uid),
    invitationsOf(uid, PEOPLE_LIMITS.invitationsShown),
    sourced && sourcingView(sourced),
    possibleDuplicatesOf(uid),
    mergesOfPerson(uid),
  ]);
  return {
    _id: profile._id,
    name: profile.name,
    email: profile.email,
    role: profile.role,
    location: profile.location ?? '',
    links: profile.links ?? [],
    talentPoolUntil: runningConsent(profile.consents?.talentPool?.expiresAt ?? null),
    tags,
    applications: records.map((record, i) => applicationView(record, notes[i]!)),
    documents: profile.documents,
    mail,
    pools,
    invitations,
    sourcing: sourcing ?? null,
    duplicates,
    merges,
    mergedInto,
  };
}

/**
 * What an integration reads of a person: their record, applications, tags and pools, but not their files (signed
 * links anyone holding them could open), the e-mails they were sent, or other people (duplicates, merges).
 */
export const integrationView = (profile: PersonProfileDto): PersonProfileDto => ({
  ...profile,
  documents: [],
  mail: [],
  duplicates: [],
  merges: [],
  sourcing: profile.sourcing && { ...profile.sourcing, notice: null },
});

/** How staff added the person: by whom (name, or '' once that staff member is gone) and the Article 14 e-mail. */
async function sourcingView(record: SourcingRecord): Promise<SourcingDto> {
  const [addedBy, notice] = await Promise.all([
    findUser(record.addedBy),
    record.noticeMailId ? mailEntry(record.noticeMailId) : null,
  ]);
  return {
    source: record.source,
    addedAt: record.addedAt?.toISOString() ?? null,
    addedBy: addedBy?.name ?? '',
    phone: record.phone,
    hasAccount: record.hasAccount,
    noticeQueuedAt: record.noticeQueuedAt?.toISOString() ?? null,
    notice,
  };
}
