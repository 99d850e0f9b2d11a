/* eslint-disable max-lines -- a table, not code: every API operation's summary, body and answer for the OpenAPI description, in route order. */
import type { z } from 'zod';
import {
  providerSessionSchema,
  signInSettingsSchema,
  staffCreateSchema,
  userAccessSchema,
  apiKeyCreateSchema,
  apiKeyListResponseSchema,
  applicationListQuerySchema,
  applicationListResponseSchema,
  applicationSchema,
  inboxResponseSchema,
  markedReadResponseSchema,
  markNotificationsReadSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
  quickSearchQuerySchema,
  quickSearchResponseSchema,
  applyRequestSchema,
  auditListQuerySchema,
  availabilitySchema,
  bonusRunSchema,
  bookSlotSchema,
  bookingLinkSchema,
  bulkStageSchema,
  createdApiKeySchema,
  createdWebhookEndpointSchema,
  deliveryListQuerySchema,
  digestRunSchema,
  documentListQuerySchema,
  duplicatePairsQuerySchema,
  eventListQuerySchema,
  eventListResponseSchema,
  insightsQuerySchema,
  interviewerAssignSchema,
  invitationSchema,
  jobApplicationsQuerySchema,
  jobInputSchema,
  jobListQuerySchema,
  jobListResponseSchema,
  jobResponseSchema,
  jobUpdateSchema,
  joinRequestSchema,
  kitSchema,
  libraryQuestionSchema,
  linkSignInRequestSchema,
  addressProofLinkSchema,
  setPasswordSchema,
  loginRequestSchema,
  mailPreviewSchema,
  mailTemplateSchema,
  mergeSchema,
  mailboxQuerySchema,
  myApplicationsMailQuerySchema,
  myReferralsQuerySchema,
  noteListResponseSchema,
  noteResponseSchema,
  noteSchema,
  offerAcceptSchema,
  offerCommentSchema,
  offerDeclineSchema,
  offerTemplateSchema,
  offerTermsSchema,
  onboardingTemplateSchema,
  ownListQuerySchema,
  peopleSearchQuerySchema,
  peopleSearchResponseSchema,
  personLinkSchema,
  personProfileSchema,
  personTagsSchema,
  planChangeSchema,
  planTaskSchema,
  plansQuerySchema,
  privacyNoticeSchema,
  privacyRequestListQuerySchema,
  profileUpdateSchema,
  referralBonusQuerySchema,
  referralBonusSchema,
  referralSchema,
  registerRequestSchema,
  rejectionReasonsSchema,
  removedEndpointSchema,
  retentionSettingsSchema,
  revokedKeySchema,
  roleUpdateSchema,
  scorecardSchema,
  signInLinkRequestSchema,
  sourcePersonSchema,
  staffJobSchema,
  stageMoveResultSchema,
  stageMoveSchema,
  statusUpdateSchema,
  surveyAnswerSchema,
  surveySettingsSchema,
  talentPoolCreateSchema,
  talentPoolMemberSchema,
  talentPoolMembersQuerySchema,
  talentPoolNoteSchema,
  talentPoolUpdateSchema,
  talentPoolsQuerySchema,
  taskAcceptSchema,
  taskAskAgainSchema,
  taskAssignSchema,
  taskSignSchema,
  userListQuerySchema,
  webhookCreateSchema,
  webhookDeliveryListResponseSchema,
  webhookDeliverySchema,
  webhookEndpointListResponseSchema,
  webhookEndpointSchema,
  webhookUpdateSchema,
  stageRulesSchema,
  bulkRequestSchema,
} from '@hr-portal/contract/schemas';

/** What the OpenAPI document says of one route beyond what its router declares (path, method, who may call it). */
export interface Operation {
  summary: string;
  /** The JSON body it parses (multipart routes parse their fields with it too). */
  body?: z.ZodType;
  /** The query string it parses. */
  query?: z.ZodType;
  /** The success body's shape, where the contract states it (the API tests validate answers against it). */
  response?: z.ZodType;
  /** The success status, when not 200. */
  status?: number;
  /** A multipart/form-data upload (field `file`). */
  upload?: boolean;
  /** A file, not JSON. */
  produces?: 'pdf' | 'csv' | 'zip';
  /** Mounted only under the emulators (run-now paths of schedules, the local mailbox). */
  emulatorOnly?: boolean;
}

/**
 * Every route of the API, by `METHOD /api/path` as the routers declare it. A test fails when a mounted route is
 * missing here or a route here is not mounted, so the document (openapi/document.ts) cannot leave one out.
 */
export const OPERATIONS: Record<string, Operation> = {
  'GET /api/health': { summary: 'Health check: { status: ok }' },
  'POST /api/auth/register': {
    summary: 'Sign up (rate-limited per client address and per e-mail)',
    body: registerRequestSchema,
    status: 201,
  },
  'GET /api/auth/join': {
    summary: 'Whom a "Create my account" link is for; 400 bad link, 410 spent',
    query: personLinkSchema,
  },
  'POST /api/auth/join': {
    summary: 'Creates the verified candidate account from the join link; answers a session',
    body: joinRequestSchema,
    status: 201,
  },
  'POST /api/auth/login': {
    summary: 'Sign in with e-mail and password; failed attempts are counted',
    body: loginRequestSchema,
  },
  'POST /api/auth/sign-in-link': {
    summary: "E-mails a sign-in link (offered while the account's failure budget is spent)",
    body: signInLinkRequestSchema,
  },
  'POST /api/auth/link-sign-in': {
    summary: "Redeems the sign-in link's one-time code for a session",
    body: linkSignInRequestSchema,
  },
  'POST /api/auth/verify-email': {
    summary:
      "Redeems the verification e-mail's link without the account's session: the address is proven, every earlier way in ends, and a session comes back",
    body: addressProofLinkSchema,
  },
  'GET /api/auth/sign-in-options': {
    summary: "What the sign-in page offers: Google, Microsoft and the company's SSO (public)",
  },
  'POST /api/auth/provider-session': {
    summary:
      'Turns a Google, Microsoft or company-SSO sign-in (its Firebase ID token) into a session; 409 link_required when an account uses the address',
    body: providerSessionSchema,
  },
  'POST /api/auth/live-session': {
    summary: "A custom token for the browser's Firebase SDK, for the board's live Firestore reads (hr, admin)",
  },
  'POST /api/auth/logout': { summary: 'Sign-out acknowledgement (sessions live in the browser: ID and refresh token)' },
  'POST /api/document/upload': { summary: 'Uploads a PDF (multipart field `file`)', upload: true, status: 201 },
  'GET /api/document/my': { summary: "The caller's documents, newest first, paged", query: ownListQuerySchema },
  'GET /api/document': {
    summary: 'Every document with its owner, newest first, paged (admin)',
    query: documentListQuerySchema,
  },
  'DELETE /api/document/:id': { summary: 'Deletes a document (its owner or an admin)' },
  'GET /api/document/:id/file': { summary: 'Opens the PDF by its signed link (?expires=&signature=)', produces: 'pdf' },
  'GET /api/job': {
    summary: "Jobs in the caller's view (staff and keys: all), paged; next cursor in X-Next-Cursor",
    query: jobListQuerySchema,
    response: jobListResponseSchema,
  },
  'GET /api/job/facets': { summary: 'Departments and locations of the newest open jobs (board filter menus)' },
  'GET /api/job/:id/suggestions': { summary: 'Talent-pool people whose resumes match the job, best first' },
  'GET /api/job/:id': {
    summary: "One job in the caller's view (staff and keys: the staff view)",
    response: jobResponseSchema,
  },
  'POST /api/job': { summary: 'Creates a job', body: jobInputSchema, status: 201, response: staffJobSchema },
  'PATCH /api/job/:id': { summary: 'Changes a job', body: jobUpdateSchema, response: staffJobSchema },
  'PUT /api/job/:id/kit': {
    summary: "Replaces the job's interview kit alone",
    body: kitSchema,
    response: staffJobSchema,
  },
  'DELETE /api/job/:id': { summary: 'Deletes a job; applications keep their job snapshot' },
  'GET /api/job/:id/stage-rules': {
    summary: "The job's stage rules: what the portal does on entering or staying in a stage",
  },
  'PUT /api/job/:id/stage-rules': {
    summary: "Replaces the job's stage rules (audited); a rule never rejects, moves or hires anyone",
    body: stageRulesSchema,
  },
  'POST /api/application/:id/interviewers': {
    summary: "Puts someone on the application's interview panel",
    body: interviewerAssignSchema,
    status: 201,
  },
  'DELETE /api/application/:id/interviewers/:uid': { summary: 'Removes an interviewer from the panel' },
  'PUT /api/application/:id/scorecard': {
    summary: "Submits the caller's scorecard (assigned interviewer)",
    body: scorecardSchema,
  },
  'GET /api/application/:id/scorecards': {
    summary: 'Scorecards of an application (blind until the interviewer submitted)',
  },
  'GET /api/application/my': {
    summary: "The caller's applications with the job, newest first, paged",
    query: ownListQuerySchema,
  },
  'GET /api/application/job/:jobId': {
    summary: 'Applications for one job, newest first, paged',
    query: jobApplicationsQuerySchema,
    response: applicationListResponseSchema,
  },
  'GET /api/application': {
    summary: 'All applications; ?job=, ?status=, ?meets=true; cursor paging',
    query: applicationListQuerySchema,
    response: applicationListResponseSchema,
  },
  'POST /api/application/bulk-stage': {
    summary: 'Moves many applications to one stage: { moved, failed }',
    body: bulkStageSchema,
  },
  'POST /api/application/:jobId': {
    summary: "Applies to a job with one of the caller's documents",
    body: applyRequestSchema,
    status: 201,
  },
  'PATCH /api/application/:id/status': {
    summary: 'Moves to the first stage showing that status',
    body: statusUpdateSchema,
  },
  'GET /api/application/:id/events': {
    summary: 'Event log, paged: staff and keys get the timeline, the candidate the status history',
    query: eventListQuerySchema,
    response: eventListResponseSchema,
  },
  'GET /api/application/:id': { summary: 'One application as staff see it', response: applicationSchema },
  'PATCH /api/application/:id/stage': {
    summary: 'Moves an application to a stage of its job',
    body: stageMoveSchema,
    response: stageMoveResultSchema,
  },
  'POST /api/application/:id/withdraw': {
    summary: 'The candidate withdraws their own open application',
    response: stageMoveResultSchema,
  },
  'POST /api/application/:id/hire': { summary: 'Hires from an application (admin any; hr only via an accepted offer)' },
  'GET /api/application/:id/notes': {
    summary: 'Private staff notes on an application',
    response: noteListResponseSchema,
  },
  'POST /api/application/:id/notes': {
    summary: 'Adds a private note to an application',
    body: noteSchema,
    status: 201,
    response: noteResponseSchema,
  },
  'GET /api/application/:id/mail': { summary: 'Every message about an application (the staff timeline)' },
  'GET /api/application/:id/resume': { summary: 'The resume as applied with, by its signed link', produces: 'pdf' },
  'GET /api/application/:id/answers/:questionId/file': {
    summary: 'A file answer, by its signed link from the staff view',
    produces: 'pdf',
  },
  'POST /api/application/:id/schedule': {
    summary: 'Sends the candidate a booking link: { bookingId, url }',
    body: bookingLinkSchema,
    status: 201,
  },
  'POST /api/application/bulk': {
    summary:
      'Starts a bulk action (move, reject with a reason, tag) over ids or a filter: 202 { id }; with preview, the counts',
    body: bulkRequestSchema,
    status: 202,
  },
  'GET /api/application/bulk/:id': { summary: "A bulk action's progress and each application's outcome (its starter)" },
  'POST /api/application/bulk/:id/undo': {
    summary: 'Undoes a bulk action within its window: stages and tags restored, held rejection e-mails never sent',
  },
  'POST /api/application/bulk/sweep/run': {
    summary: 'Runs the bulk sweep now: held e-mails due, jobs a crash left (emulators only)',
    emulatorOnly: true,
  },
  'GET /api/application/:id/pending-actions': {
    summary: "The delayed e-mails of the application's stage rules: pending, sent or cancelled",
  },
  'POST /api/application/:id/pending-actions/:actionId/cancel': {
    summary: 'Cancels a pending delayed e-mail of a stage rule (audited); 409 once it is no longer pending',
  },
  'POST /api/application/:id/offer': {
    summary: 'Drafts an offer on the application',
    body: offerTermsSchema,
    status: 201,
  },
  'GET /api/application/:id/offer': { summary: "The application's current offer: { offer } (null when none)" },
  'GET /api/booking/interviewing': { summary: 'Booked interviews the caller attends, soonest first' },
  'GET /api/booking/my': { summary: "The caller's open and booked interviews (as a candidate)" },
  'GET /api/booking/:id': { summary: "One booking link's state, for its candidate and staff" },
  'GET /api/booking/:id/slots': { summary: 'Free slots of a booking link, [{ start, end }] in UTC' },
  'POST /api/booking/:id': {
    summary: 'Books a slot; 409 with `slots` when the time was just taken',
    body: bookSlotSchema,
    status: 201,
  },
  'PUT /api/booking/:id': { summary: 'Reschedules the booked interview', body: bookSlotSchema },
  'DELETE /api/booking/:id': { summary: 'Cancels the booking and frees the time; the link is closed' },
  'GET /api/offer/my': { summary: "The caller's offers that were sent to them" },
  'GET /api/offer/:id': { summary: "The candidate's own sent offer, or the staff view" },
  'PUT /api/offer/:id': {
    summary: 'New terms and letter; after submitting, back to draft (approval void)',
    body: offerTermsSchema,
  },
  'POST /api/offer/:id/submit': { summary: 'Submits a draft offer to the admins for approval' },
  'POST /api/offer/:id/approve': { summary: 'Approves the offer, sending the letter to the candidate' },
  'POST /api/offer/:id/send-back': {
    summary: 'Sends the offer back to draft with a comment',
    body: offerCommentSchema,
  },
  'POST /api/offer/:id/withdraw': { summary: 'Staff withdraw an offer not yet answered' },
  'POST /api/offer/:id/hire': { summary: "Completes an accepted offer's hire when it was interrupted" },
  'POST /api/offer/:id/accept': {
    summary: 'The candidate signs the offer; address and browser are recorded',
    body: offerAcceptSchema,
  },
  'POST /api/offer/:id/decline': {
    summary: 'The candidate declines the offer, with a reason',
    body: offerDeclineSchema,
  },
  'GET /api/offer/:id/file': { summary: 'A letter version or the signed letter, by its signed link', produces: 'pdf' },
  'GET /api/mail/my': { summary: "The caller's own messages, newest first, paged", query: ownListQuerySchema },
  'GET /api/mail/my/applications': {
    summary: "The caller's messages about the applications named (?ids=a,b,c)",
    query: myApplicationsMailQuerySchema,
  },
  'POST /api/mail/:id/retry': { summary: 'Retries a failed message' },
  'GET /api/interview/my': {
    summary: "The caller's interview assignments, newest first, paged",
    query: ownListQuerySchema,
  },
  'GET /api/interview/:applicationId': { summary: "One interview of the caller's (the kit page)" },
  'DELETE /api/user/:id': { summary: 'An admin erases a person everywhere the registry knows' },
  'GET /api/user': {
    summary: 'Users (admin full rows, hr reduced); ?role=, ?q=, cursor paging',
    query: userListQuerySchema,
  },
  'POST /api/user/me/verification-email': { summary: "Sends the caller the portal's verification e-mail" },
  'POST /api/user/me/verify-email': {
    summary: "Redeems the verification e-mail's link with the account's own session (the password stays)",
    body: addressProofLinkSchema,
  },
  'POST /api/user/me/password': {
    summary: 'Sets the caller a password (needs a sign-in within 5 minutes)',
    body: setPasswordSchema,
  },
  'POST /api/user/me/sign-out-everywhere': { summary: 'Ends every session of the caller' },
  'GET /api/user/:id': { summary: 'A profile (name, email, role, emailVerified, lastLogin, documents)' },
  'PATCH /api/user/:id': {
    summary: 'Edits a profile: name, email, location, links, language',
    body: profileUpdateSchema,
  },
  'PATCH /api/user/:id/role': { summary: "Changes a user's role", body: roleUpdateSchema },
  'POST /api/user': {
    summary: 'Adds a staff account (admin, hr or employee), signed in to by SSO or a sign-in link',
    body: staffCreateSchema,
    status: 201,
  },
  'PATCH /api/user/:id/access': {
    summary: 'Disables an account (its sessions end at once) or enables it again',
    body: userAccessSchema,
  },
  'GET /api/me': { summary: 'Who am I: { uid, email, role } as the server sees the caller' },
  'GET /api/me/survey': { summary: "The caller's own diversity survey answers" },
  'DELETE /api/me/survey': { summary: 'Withdraws survey consent; every survey answer of the caller is deleted' },
  'GET /api/me/availability': { summary: "The caller's interview hours" },
  'PUT /api/me/availability': { summary: "Replaces the caller's interview hours", body: availabilitySchema },
  'GET /api/me/export': { summary: "Downloads the caller's own data as a ZIP", produces: 'zip' },
  'DELETE /api/me/consents/talent-pool': { summary: "Withdraws the caller's talent-pool consent" },
  'DELETE /api/me': { summary: "Erases the caller's account (204), or files an erasure request (202)", status: 204 },
  'GET /api/inbox': {
    summary: 'What waits for the caller ("Needs you"): the first items of each kind of their role, and the counts',
    response: inboxResponseSchema,
  },
  'GET /api/notifications': {
    summary: "A page of the caller's notifications, newest first, and their unread count; next cursor in X-Next-Cursor",
    query: notificationsQuerySchema,
    response: notificationsResponseSchema,
  },
  'POST /api/notifications/read': {
    summary: "Marks the caller's notifications read: the ids given (others' are skipped), or every unread one",
    body: markNotificationsReadSchema,
    response: markedReadResponseSchema,
  },
  'POST /api/notifications/sweep/run': {
    summary: 'Runs the daily notification retention sweep now (emulators only)',
    emulatorOnly: true,
  },
  'GET /api/search': {
    summary: 'The shell search: people (staff only) and jobs (open ones for candidates and employees), 5 of each',
    query: quickSearchQuerySchema,
    response: quickSearchResponseSchema,
  },
  'GET /api/people': {
    summary: 'People search; next cursor in X-Next-Cursor',
    query: peopleSearchQuerySchema,
    response: peopleSearchResponseSchema,
  },
  'POST /api/people': {
    summary: 'Adds a person who did not apply (JSON, or multipart with a resume)',
    body: sourcePersonSchema,
    upload: true,
    status: 201,
  },
  'GET /api/people/duplicates': {
    summary: "Open duplicate pairs, newest first, paged; ?person= for one person's",
    query: duplicatePairsQuerySchema,
  },
  'POST /api/people/duplicates/:id/dismiss': { summary: 'Dismisses a duplicate pair: they are different people' },
  'POST /api/people/merges/:mergeId/undo': { summary: 'Undoes a merge within 30 days' },
  'POST /api/people/:uid/merge': { summary: 'Merges the other person into this one (the survivor)', body: mergeSchema },
  'GET /api/people/:uid': { summary: 'One person across every job', response: personProfileSchema },
  'PUT /api/people/:uid/tags': { summary: "Replaces a person's tags: { tags } (audited)", body: personTagsSchema },
  'POST /api/people/:uid/invitations': {
    summary: "E-mails a talent-pool person a job's link",
    body: invitationSchema,
    status: 201,
  },
  'GET /api/talent-pools': { summary: 'Talent pools, newest first, paged (?archived=)', query: talentPoolsQuerySchema },
  'POST /api/talent-pools': {
    summary: 'Creates a talent pool; 409 when another pool has the name',
    body: talentPoolCreateSchema,
    status: 201,
  },
  'GET /api/talent-pools/:id': { summary: 'One talent pool' },
  'PATCH /api/talent-pools/:id': { summary: 'Renames, archives or restores a pool', body: talentPoolUpdateSchema },
  'GET /api/talent-pools/:id/members': {
    summary: 'Members of a pool, newest first, paged',
    query: talentPoolMembersQuerySchema,
  },
  'POST /api/talent-pools/:id/members': {
    summary: 'Adds a person to a pool: { poolId, uid }',
    body: talentPoolMemberSchema,
    status: 201,
  },
  'DELETE /api/talent-pools/:id/members/:uid': { summary: 'Removes a person from a pool', status: 204 },
  'PUT /api/talent-pools/:id/members/:uid/note': {
    summary: "Sets the pool's note about a member: { note }",
    body: talentPoolNoteSchema,
  },
  'GET /api/privacy/requests': {
    summary: 'The register of privacy requests, paged (?status=)',
    query: privacyRequestListQuerySchema,
  },
  'GET /api/privacy/requests.csv': { summary: 'The privacy register as CSV (newest 5000 rows)', produces: 'csv' },
  'POST /api/privacy/requests/:id/erase': { summary: 'Answers an erasure request by erasing the person' },
  'POST /api/privacy/requests/:id/answer': { summary: 'Marks a request answered without erasing' },
  'GET /api/privacy/requests/:id/export': { summary: "Downloads the requester's data as a ZIP", produces: 'zip' },
  'GET /api/audit': { summary: 'Audit trail, newest first, filtered and paged', query: auditListQuerySchema },
  'GET /api/insights': { summary: 'Hiring insights for ?jobId=&from=&to=', query: insightsQuerySchema },
  'GET /api/insights/knockouts': { summary: 'Applicants flagged per knockout rule for ?jobId=' },
  'GET /api/insights/survey': { summary: 'Diversity survey counts per stage for ?jobId=; counts under 5 are null' },
  'GET /api/insights/referrals': { summary: 'Referrals and hires per job and per referrer' },
  'GET /api/insights/:file': {
    summary: 'An insights table as CSV ({table}.csv), audited',
    query: insightsQuerySchema,
    produces: 'csv',
  },
  'GET /api/settings/sign-in': { summary: "The company's SSO and whether staff may sign in with a password" },
  'PUT /api/settings/sign-in': {
    summary: 'Sets up company SSO (provider id, domains) and staff password sign-in (audited)',
    body: signInSettingsSchema,
  },
  'GET /api/settings/rejection-reasons': { summary: 'The rejection reasons: { reasons }' },
  'PUT /api/settings/rejection-reasons': {
    summary: 'Replaces the whole list of rejection reasons (audited)',
    body: rejectionReasonsSchema,
  },
  'GET /api/settings/survey': { summary: 'Diversity survey settings' },
  'PUT /api/settings/survey': { summary: 'Replaces the whole diversity survey (audited)', body: surveySettingsSchema },
  'GET /api/settings/stage-rules': { summary: 'The stage rules new jobs start with' },
  'PUT /api/settings/stage-rules': {
    summary: 'Replaces the stage rules new jobs start with (admins; audited)',
    body: stageRulesSchema,
  },
  'POST /api/stage-rules/sweep/run': {
    summary: "Runs the stage rules' sweep now: due delayed e-mails, unfinished runs, stay reminders (emulators only)",
    emulatorOnly: true,
  },
  'GET /api/settings/referral-bonus': { summary: 'Referral bonus settings' },
  'PUT /api/settings/referral-bonus': {
    summary: 'Sets the referral bonus settings (audited)',
    body: referralBonusSchema,
  },
  'GET /api/settings/retention': { summary: 'Retention settings' },
  'PUT /api/settings/retention': {
    summary: 'Sets all three retention settings (audited)',
    body: retentionSettingsSchema,
  },
  'GET /api/settings/privacy-notice': { summary: 'The privacy notice in force and its latest versions' },
  'PUT /api/settings/privacy-notice': {
    summary: 'Publishes the next privacy notice version (audited)',
    body: privacyNoticeSchema,
  },
  'GET /api/settings/email-templates': { summary: 'E-mail templates the caller may edit (admin all, hr hiring ones)' },
  'PUT /api/settings/email-templates/:event': {
    summary: "Saves one event's e-mail template",
    body: mailTemplateSchema,
  },
  'PUT /api/settings/email-templates/:event/:language': {
    summary: "Saves a candidate e-mail's translation (de, fr, es)",
    body: mailPreviewSchema,
  },
  'POST /api/settings/email-templates/:event/preview': {
    summary: 'The edited template filled with sample data; not saved',
    body: mailPreviewSchema,
  },
  'GET /api/settings/offer-template': { summary: 'The offer letter template (hr reads, admins change)' },
  'PUT /api/settings/offer-template': { summary: 'Saves the offer letter template', body: offerTemplateSchema },
  'GET /api/questions': { summary: 'The question library, newest first (at most 200)' },
  'POST /api/questions': {
    summary: 'Adds a question to the library (audited)',
    body: libraryQuestionSchema,
    status: 201,
  },
  'DELETE /api/questions/:id': { summary: 'Removes a library question; jobs that use a copy keep it' },
  'GET /api/survey': { summary: 'The diversity survey offer for ?application=' },
  'POST /api/survey/:applicationId': {
    summary: "Stores the applicant's survey answers, once per application",
    body: surveyAnswerSchema,
    status: 201,
  },
  'POST /api/referrals': {
    summary: 'Refers someone for a job (JSON, or multipart with a resume); 200 when already considered',
    body: referralSchema,
    upload: true,
    status: 201,
  },
  'GET /api/referrals/my': { summary: "The caller's referrals, newest first, paged", query: myReferralsQuerySchema },
  'GET /api/referrals/bonuses': {
    summary: 'Referral bonuses, newest hire first (?state=); CSV with ?format=csv',
    query: referralBonusQuerySchema,
  },
  'POST /api/referrals/:id/bonus/paid': { summary: 'Marks a due referral bonus paid' },
  'GET /api/onboarding/my': { summary: "The caller's own onboarding plan and tasks they do for others' plans" },
  'GET /api/onboarding/templates': { summary: 'Onboarding templates, by name (at most 100)' },
  'POST /api/onboarding/templates': {
    summary: 'Creates an onboarding template',
    body: onboardingTemplateSchema,
    status: 201,
  },
  'GET /api/onboarding/templates/:id': { summary: 'One onboarding template' },
  'PUT /api/onboarding/templates/:id': {
    summary: 'Replaces an onboarding template whole (audited)',
    body: onboardingTemplateSchema,
  },
  'DELETE /api/onboarding/templates/:id': {
    summary: 'Deletes an onboarding template; plans made from it keep their tasks',
  },
  'POST /api/onboarding/tasks/:id/complete': { summary: 'Marks a to-do task done, by whoever does it (once)' },
  'PATCH /api/onboarding/tasks/:id': { summary: 'Assigns the colleague for a task', body: taskAssignSchema },
  'GET /api/onboarding': {
    summary: 'Onboarding plans, paged (as GET /api/onboarding/plans); CSV with ?format=csv',
    query: plansQuerySchema,
  },
  'GET /api/onboarding/plans': {
    summary: 'Onboarding plans, ?status=open|completed|all, paged; CSV with ?format=csv',
    query: plansQuerySchema,
  },
  'GET /api/onboarding/plans/:id': { summary: 'One onboarding plan with its tasks' },
  'PATCH /api/onboarding/plans/:id': {
    summary: "Moves a plan's start date; every due date moves with it",
    body: planChangeSchema,
  },
  'POST /api/onboarding/plans/:id/tasks': { summary: 'Adds a task to a plan', body: planTaskSchema, status: 201 },
  'DELETE /api/onboarding/plans/:id/tasks/:taskId': { summary: 'Removes a task from a plan' },
  'GET /api/onboarding/policies': { summary: 'Onboarding policies, by title' },
  'POST /api/onboarding/policies': {
    summary: 'Uploads a policy PDF (multipart `title`, `file`)',
    upload: true,
    status: 201,
  },
  'PUT /api/onboarding/policies/:id': {
    summary: 'Uploads a new version of a policy (multipart `file`, `title?`)',
    upload: true,
  },
  'GET /api/onboarding/policies/:id/file': { summary: 'A policy version, by its signed link', produces: 'pdf' },
  'POST /api/onboarding/tasks/:id/document': {
    summary: "The new hire uploads a task's PDF (multipart `file`)",
    upload: true,
  },
  'POST /api/onboarding/tasks/:id/accept': {
    summary: "Accepts a task's submitted document; task done",
    body: taskAcceptSchema,
  },
  'POST /api/onboarding/tasks/:id/ask-again': {
    summary: 'Reopens a document task with a comment',
    body: taskAskAgainSchema,
  },
  'POST /api/onboarding/tasks/:id/sign': {
    summary: 'Signs a policy task; the signed copy is filed',
    body: taskSignSchema,
  },
  'GET /api/integrations/keys': {
    summary: 'API keys, newest first (never the keys themselves)',
    response: apiKeyListResponseSchema,
  },
  'POST /api/integrations/keys': {
    summary: 'Creates an API key, answered this once',
    body: apiKeyCreateSchema,
    status: 201,
    response: createdApiKeySchema,
  },
  'DELETE /api/integrations/keys/:id': {
    summary: 'Revokes an API key at once: { revoked }',
    response: revokedKeySchema,
  },
  'GET /api/integrations/webhooks': {
    summary: 'Webhook endpoints (never their secrets)',
    response: webhookEndpointListResponseSchema,
  },
  'POST /api/integrations/webhooks': {
    summary: 'Registers a webhook endpoint; its signing secret is answered this once',
    body: webhookCreateSchema,
    status: 201,
    response: createdWebhookEndpointSchema,
  },
  'PATCH /api/integrations/webhooks/:id': {
    summary: 'Changes an endpoint, or switches it on (its failures forgotten) or off',
    body: webhookUpdateSchema,
    response: webhookEndpointSchema,
  },
  'DELETE /api/integrations/webhooks/:id': {
    summary: 'Removes an endpoint: { removed }',
    response: removedEndpointSchema,
  },
  'GET /api/integrations/webhooks/:id/deliveries': {
    summary: "An endpoint's deliveries with every attempt, newest first, paged",
    query: deliveryListQuerySchema,
    response: webhookDeliveryListResponseSchema,
  },
  'POST /api/integrations/webhooks/:id/deliveries/:deliveryId/redeliver': {
    summary: 'Sends a delivery again now, with the same webhook-id',
    response: webhookDeliverySchema,
  },
  'GET /api/openapi.json': { summary: 'This document: the API described in OpenAPI 3.1' },
  'POST /api/booking/reminders/run': {
    summary: 'Runs the hourly interview reminder now (emulators only)',
    emulatorOnly: true,
  },
  'GET /api/mail/mailbox': {
    summary: 'The newest e-mails the local SMTP catcher received, by recipient or subject (emulators only)',
    query: mailboxQuerySchema,
    emulatorOnly: true,
  },
  'POST /api/interview/reminders/run': {
    summary: 'Runs the hourly scorecard reminder now (emulators only)',
    emulatorOnly: true,
  },
  'POST /api/talent-pools/sweep/run': {
    summary: 'Runs the hourly talent-pool expiry sweep now (emulators only)',
    emulatorOnly: true,
  },
  'POST /api/privacy/retention/run': {
    summary: 'Runs the daily retention job now (emulators only)',
    emulatorOnly: true,
  },
  'POST /api/insights/rebuild': { summary: 'Rebuilds insights (emulators only)', emulatorOnly: true },
  'POST /api/referrals/bonuses/run': {
    summary: 'Runs the daily bonus sweep at an optional test clock (emulators only)',
    body: bonusRunSchema,
    emulatorOnly: true,
  },
  'POST /api/onboarding/digest/run': {
    summary: 'Runs the daily onboarding digest at an optional test clock (emulators only)',
    body: digestRunSchema,
    emulatorOnly: true,
  },
  'POST /api/integrations/webhooks/run': {
    summary: "Runs the minute's webhook sweep now, at an optional test clock (emulators only)",
    emulatorOnly: true,
  },
};
