// Demo accounts and jobs for the emulators. Never runs against a real project.
export const DEMO_PASSWORD = 'demo-password';

export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.test', name: 'Ada Admin', role: 'admin' },
  { email: 'hr@demo.test', name: 'Harper Reyes', role: 'hr' },
  { email: 'employee@demo.test', name: 'Emil Novak', role: 'employee' },
  { email: 'candidate@demo.test', name: 'Cara Diaz', role: 'candidate' },
];

export { DEMO_JOBS } from './demo-jobs.mjs';
