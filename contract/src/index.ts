// Constants, messages and types only: no runtime dependencies, so the web bundle stays small.
// Request schemas (zod) live in '@hr-portal/contract/schemas'.
export * from './roles.js';
export * from './domain.js';
export * from './messages.js';
export * from './documents.js';
export type * from './auth-types.js';
export { SIGN_IN_LINK_INVALID, SIGN_IN_LINK_SENT, USER_MESSAGES } from './auth-types.js';
export * from './profile.js';
export * from './jobs-types.js';
export * from './audit.js';
export * from './pipeline.js';
export * from './events.js';
export * from './privacy.js';
export * from './insights.js';
export * from './interviews.js';
export * from './mail.js';
export * from './careers.js';
export * from './mail-templates.js';
export * from './scheduling.js';
export * from './offers.js';
export * from './people.js';
export * from './talent-pools.js';
export * from './sourcing.js';
export * from './duplicates.js';
export * from './questions.js';
export * from './survey.js';
export * from './slug.js';
export * from './referrals.js';
