import type { MailEvent } from './mail-events.js';
import type { MailTemplate } from './mail.js';

/** What each event sends until admins or hr edit it. */
const sign = '\n\nThe HR team';
const link = (label: string) => `<p><a href="{{portalUrl}}">${label}</a></p><p>The HR team</p>`;
export const DEFAULT_MAIL_TEMPLATES: Record<MailEvent, MailTemplate> = {
  interview_offered: {
    subject: 'Book your interview for {{jobTitle}}',
    text: 'Hello {{candidateName}},\n\nPlease choose a time for your interview for {{jobTitle}}: {{portalUrl}}' + sign,
    html:
      '<p>Hello {{candidateName}},</p><p>Please choose a time for your interview for <strong>{{jobTitle}}</strong>.</p>' +
      link('Book your interview'),
    enabled: true,
  },
  interview_invite: {
    subject: 'Interview: {{candidateName}} for {{jobTitle}}, {{interviewTime}}',
    text:
      'The interview with {{candidateName}} for {{jobTitle}} is on {{interviewTime}}. The calendar invite is attached.\n\nDetails: {{portalUrl}}' +
      sign,
    html:
      '<p>The interview with {{candidateName}} for <strong>{{jobTitle}}</strong> is on <strong>{{interviewTime}}</strong>. The calendar invite is attached.</p>' +
      link('Open the portal'),
    enabled: true,
  },
  interview_cancelled: {
    subject: 'Cancelled: interview with {{candidateName}} for {{jobTitle}}',
    text:
      'The interview with {{candidateName}} for {{jobTitle}} on {{interviewTime}} is cancelled.\n\n{{portalUrl}}' +
      sign,
    html:
      '<p>The interview with {{candidateName}} for <strong>{{jobTitle}}</strong> on {{interviewTime}} is cancelled.</p>' +
      link('Open the portal'),
    enabled: true,
  },
  interview_reminder: {
    subject: 'Tomorrow: interview with {{candidateName}} for {{jobTitle}}',
    text:
      'A reminder: the interview with {{candidateName}} for {{jobTitle}} is on {{interviewTime}}.\n\n{{portalUrl}}' +
      sign,
    html:
      '<p>A reminder: the interview with {{candidateName}} for <strong>{{jobTitle}}</strong> is on <strong>{{interviewTime}}</strong>.</p>' +
      link('Open the portal'),
    enabled: true,
  },
  application_received: {
    subject: 'We received your application for {{jobTitle}}',
    text:
      'Hello {{candidateName}},\n\nThank you for applying for {{jobTitle}}. We will be in touch.\n\nFollow your application: {{portalUrl}}' +
      sign,
    html:
      '<p>Hello {{candidateName}},</p><p>Thank you for applying for <strong>{{jobTitle}}</strong>. We will be in touch.</p>' +
      link('Follow your application'),
    enabled: true,
  },
  stage_shortlisted: {
    subject: 'Good news about your application for {{jobTitle}}',
    text:
      'Hello {{candidateName}},\n\nYou have been shortlisted for {{jobTitle}}: your application is now at {{stageName}}.\n\n{{portalUrl}}' +
      sign,
    html:
      '<p>Hello {{candidateName}},</p><p>You have been shortlisted for <strong>{{jobTitle}}</strong>: your application is now at {{stageName}}.</p>' +
      link('See your applications'),
    enabled: true,
  },
  stage_rejected: {
    subject: 'Your application for {{jobTitle}}',
    text:
      'Hello {{candidateName}},\n\nThank you for your interest in {{jobTitle}}. We have decided not to go ahead with your application: {{reason}}.\n\nWe wish you every success.' +
      sign,
    html: '<p>Hello {{candidateName}},</p><p>Thank you for your interest in <strong>{{jobTitle}}</strong>. We have decided not to go ahead with your application: {{reason}}.</p><p>We wish you every success.</p><p>The HR team</p>',
    enabled: true,
  },
  stage_selected: {
    subject: 'Congratulations: {{jobTitle}}',
    text:
      'Hello {{candidateName}},\n\nWe are delighted to tell you that you have been selected for {{jobTitle}}.\n\n{{portalUrl}}' +
      sign,
    html:
      '<p>Hello {{candidateName}},</p><p>We are delighted to tell you that you have been selected for <strong>{{jobTitle}}</strong>.</p>' +
      link('Open the portal'),
    enabled: true,
  },
  application_withdrawn: {
    subject: 'You withdrew your application for {{jobTitle}}',
    text: 'Hello {{candidateName}},\n\nThis confirms that you withdrew your application for {{jobTitle}}.' + sign,
    html: '<p>Hello {{candidateName}},</p><p>This confirms that you withdrew your application for <strong>{{jobTitle}}</strong>.</p><p>The HR team</p>',
    enabled: true,
  },
  interviewer_assigned: {
    subject: 'Please interview {{candidateName}} for {{jobTitle}}',
    text:
      'You are on the interview panel for {{candidateName}} ({{jobTitle}}). The interview kit and the scorecard are here: {{portalUrl}}' +
      sign,
    html:
      '<p>You are on the interview panel for {{candidateName}} (<strong>{{jobTitle}}</strong>).</p>' +
      link('Open the interview kit'),
    enabled: true,
  },
  scorecard_overdue: {
    subject: 'Reminder: your scorecard for {{candidateName}}',
    text:
      'You were asked to interview {{candidateName}} for {{jobTitle}} a day ago and have not submitted a scorecard yet: {{portalUrl}}' +
      sign,
    html:
      '<p>You were asked to interview {{candidateName}} for <strong>{{jobTitle}}</strong> a day ago and have not submitted a scorecard yet.</p>' +
      link('Submit your scorecard'),
    enabled: true,
  },
  address_verification: {
    subject: 'Verify your HR Portal e-mail address',
    text:
      'Hello {{candidateName}},\n\nOpen this link to confirm this address is yours (it works for three days): {{portalUrl}}\n\nOpened on a device not signed in to the account, it signs you in and removes every other way into the account (such as a password someone else set). If you did not sign up, you can ignore this e-mail.' +
      sign,
    html: '<p>Hello {{candidateName}},</p><p>Confirm this address is yours (the link works for three days):</p><p><a href="{{portalUrl}}">Verify my e-mail address</a></p><p>Opened on a device not signed in to the account, it signs you in and removes every other way into the account (such as a password someone else set). If you did not sign up, you can ignore this e-mail.</p><p>The HR team</p>',
    enabled: true,
  },
  email_changed: {
    subject: 'Your HR Portal e-mail address was changed',
    text:
      'Hello {{candidateName}},\n\nThe e-mail address of your HR Portal account was changed to {{newEmail}}. If this was not you, contact your HR team at once.' +
      sign,
    html: '<p>Hello {{candidateName}},</p><p>The e-mail address of your HR Portal account was changed to {{newEmail}}. If this was not you, contact your HR team at once.</p><p>The HR team</p>',
    enabled: true,
  },
  data_exported: {
    subject: 'A copy of your HR Portal data was downloaded',
    text:
      'Hello {{candidateName}},\n\nA copy of your personal data was just downloaded from your HR Portal account ({{portalUrl}}). If this was not you, change your password and contact your HR team at once.' +
      sign,
    html: '<p>Hello {{candidateName}},</p><p>A copy of your personal data was just downloaded from your <a href="{{portalUrl}}">HR Portal account</a>. If this was not you, change your password and contact your HR team at once.</p><p>The HR team</p>',
    enabled: true,
  },
  person_sourced: {
    subject: 'We hold your details: here is what and why',
    text:
      'Hello {{candidateName}},\n\nWe got your name and contact details from {{source}} and keep them to consider you for roles with us. What we do with them and your rights are in our privacy notice: {{privacyUrl}}\n\nCreate your account to see and correct what we hold, and to apply: {{portalUrl}}\n\nIf you would rather we did not keep your data, this link removes it at once (no sign-in needed): {{removeUrl}}' +
      sign,
    html:
      '<p>Hello {{candidateName}},</p><p>We got your name and contact details from {{source}} and keep them to consider you for roles with us. What we do with them and your rights are in our <a href="{{privacyUrl}}">privacy notice</a>.</p>' +
      '<p><a href="{{portalUrl}}">Create my account</a>: see and correct what we hold, and apply.</p>' +
      '<p>If you would rather we did not keep your data: <a href="{{removeUrl}}">Remove my data</a> (at once, no sign-in needed).</p><p>The HR team</p>',
    enabled: true,
  },
  retention_notice: {
    subject: 'We will soon anonymise your HR Portal data',
    text:
      'Hello {{candidateName}},\n\nYour applications with us have closed. On {{keepUntil}} we will delete your account and documents and keep only anonymous statistics. If you would like us to keep your data and keep you in mind for future roles, follow this link: {{portalUrl}}' +
      sign,
    html: '<p>Hello {{candidateName}},</p><p>Your applications with us have closed. On {{keepUntil}} we will delete your account and documents and keep only anonymous statistics.</p><p>If you would like us to keep your data and keep you in mind for future roles: <a href="{{portalUrl}}">keep my data</a>.</p><p>The HR team</p>',
    enabled: true,
  },
  offer_sent: {
    subject: 'Your offer for {{jobTitle}}',
    text:
      'Hello {{candidateName}},\n\nWe are delighted to offer you the position of {{jobTitle}}. Review the offer and accept or decline it by {{expiresOn}}: {{portalUrl}}' +
      sign,
    html:
      '<p>Hello {{candidateName}},</p><p>We are delighted to offer you the position of <strong>{{jobTitle}}</strong>. Review the offer and accept or decline it by {{expiresOn}}.</p>' +
      link('Review your offer'),
    enabled: true,
  },
  offer_accepted: {
    subject: '{{candidateName}} accepted the offer for {{jobTitle}}',
    text:
      '{{candidateName}} accepted and signed the offer for {{jobTitle}}, starting on {{startDate}}: {{portalUrl}}' +
      sign,
    html:
      '<p>{{candidateName}} accepted and signed the offer for <strong>{{jobTitle}}</strong>, starting on {{startDate}}.</p>' +
      link('Open the application'),
    enabled: true,
  },
  offer_declined: {
    subject: '{{candidateName}} declined the offer for {{jobTitle}}',
    text:
      '{{candidateName}} declined the offer for {{jobTitle}}.\n\n' +
      "Their reason, in the candidate's own words (not the HR Portal's; links in it are disabled):\n" +
      '"{{reason}}"\n\n{{portalUrl}}' +
      sign,
    html:
      '<p>{{candidateName}} declined the offer for <strong>{{jobTitle}}</strong>.</p>' +
      "<p>Their reason, in the candidate's own words (links in it are disabled):</p><blockquote>{{reason}}</blockquote>" +
      link('Open the application'),
    enabled: true,
  },
  offer_withdrawn: {
    subject: 'Your offer for {{jobTitle}} was withdrawn',
    text: 'Hello {{candidateName}},\n\nThe offer for {{jobTitle}} has been withdrawn: {{portalUrl}}' + sign,
    html:
      '<p>Hello {{candidateName}},</p><p>The offer for <strong>{{jobTitle}}</strong> has been withdrawn.</p>' +
      link('See your applications'),
    enabled: true,
  },
  talent_pool_invitation: {
    subject: 'A role you may like: {{jobTitle}}',
    text:
      'Hello {{candidateName}},\n\nYou told us to keep you in mind for future roles. We think {{jobTitle}} could suit you: {{portalUrl}}\n\nIf it does, apply there; if not, there is nothing to do.' +
      sign,
    html:
      '<p>Hello {{candidateName}},</p><p>You told us to keep you in mind for future roles. We think <strong>{{jobTitle}}</strong> could suit you.</p><p>If it does, apply there; if not, there is nothing to do.</p>' +
      link('See the role'),
    enabled: true,
  },
  person_referred: {
    subject: '{{referrerName}} referred you for {{jobTitle}}',
    text:
      'Hello {{candidateName}},\n\n{{referrerName}} thinks you would be great for {{jobTitle}} with us and gave us your name and contact details. We keep them to consider you for this role. What we do with them and your rights are in our privacy notice: {{privacyUrl}}\n\nSee the role and what we hold, and add to it: {{portalUrl}}\n\nIf you would rather we did not keep your data: {{removeUrl}}' +
      sign,
    html:
      '<p>Hello {{candidateName}},</p><p>{{referrerName}} thinks you would be great for <strong>{{jobTitle}}</strong> with us and gave us your name and contact details. We keep them to consider you for this role. What we do with them and your rights are in our <a href="{{privacyUrl}}">privacy notice</a>.</p>' +
      '<p><a href="{{portalUrl}}">Create my account</a>: see the role and what we hold, and add to it.</p>' +
      '<p>If you would rather we did not keep your data: <a href="{{removeUrl}}">Remove my data</a>.</p><p>The HR team</p>',
    enabled: true,
  },
  referral_hired: {
    subject: 'Your referral was hired: {{jobTitle}}',
    text:
      'Hello,\n\nGood news: {{candidateName}}, whom you referred for {{jobTitle}}, has been hired. Thank you! Your referrals: {{portalUrl}}' +
      sign,
    html:
      '<p>Hello,</p><p>Good news: {{candidateName}}, whom you referred for <strong>{{jobTitle}}</strong>, has been hired. Thank you!</p>' +
      link('My referrals'),
    enabled: true,
  },
  referral_closed: {
    subject: 'Your referral for {{jobTitle}}',
    text:
      'Hello,\n\n{{candidateName}}, whom you referred for {{jobTitle}}, is not moving forward for this role. Thank you for the referral. Your referrals: {{portalUrl}}' +
      sign,
    html:
      '<p>Hello,</p><p>{{candidateName}}, whom you referred for <strong>{{jobTitle}}</strong>, is not moving forward for this role. Thank you for the referral.</p>' +
      link('My referrals'),
    enabled: true,
  },
  onboarding_welcome: {
    subject: 'Welcome aboard: your first days as {{jobTitle}}',
    text:
      'Hello {{candidateName}},\n\nWelcome! You start as {{jobTitle}} on {{startDate}}. Here is what we ask of you before and after your first day:\n\n{{taskList}}\n\nYour onboarding, with each task: {{portalUrl}}' +
      sign,
    html:
      '<p>Hello {{candidateName}},</p><p>Welcome! You start as <strong>{{jobTitle}}</strong> on {{startDate}}. Here is what we ask of you before and after your first day:</p><p style="white-space:pre-line">{{taskList}}</p>' +
      link('Open my onboarding'),
    enabled: true,
  },
  onboarding_digest: {
    subject: 'Onboarding tasks due today or overdue',
    text:
      'Hello {{candidateName}},\n\nThese onboarding tasks are due or overdue:\n\n{{taskList}}\n\nSee them: {{portalUrl}}' +
      sign,
    html:
      '<p>Hello {{candidateName}},</p><p>These onboarding tasks are due or overdue:</p><p style="white-space:pre-line">{{taskList}}</p>' +
      link('See them'),
    enabled: true,
  },
  onboarding_completed: {
    subject: 'Onboarding complete: {{candidateName}}',
    text:
      'Hello,\n\n{{candidateName}} ({{jobTitle}}, started {{startDate}}) has finished every onboarding task. The plan: {{portalUrl}}' +
      sign,
    html:
      '<p>Hello,</p><p>{{candidateName}} ({{jobTitle}}, started {{startDate}}) has finished every onboarding task.</p>' +
      link('See the plan'),
    enabled: true,
  },
  webhook_disabled: {
    subject: 'Webhook endpoint switched off: {{webhookUrl}}',
    text:
      'Hello,\n\nEvery delivery to {{webhookUrl}} failed for 24 hours, so it was switched off. The last answer: {{reason}}\n\nFix the receiver, then switch the endpoint on and send the failed deliveries again: {{portalUrl}}' +
      sign,
    html:
      '<p>Hello,</p><p>Every delivery to {{webhookUrl}} failed for 24 hours, so it was switched off. The last answer: {{reason}}</p><p>Fix the receiver, then switch the endpoint on and send the failed deliveries again.</p>' +
      link('Open Integrations'),
    enabled: true,
  },
};
