export * from './roles.js';
export * from './domain.js';
export * from './messages.js';
export * from './auth.js';
