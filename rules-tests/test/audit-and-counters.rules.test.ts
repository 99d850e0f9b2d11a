import { doc, setDoc } from 'firebase/firestore';
import { describe } from 'vitest';
import { useRulesEnvironment } from './environment';
import { ruleMatrix } from './matrix';

const env = useRulesEnvironment(async (db) => {
  await setDoc(doc(db, 'auditLog/entry'), {
    action: 'user.role_changed',
    actor: { uid: 'admin-uid', email: 'admin@example.com', role: 'admin' },
    target: { type: 'user', id: 'owner-uid', label: 'owner@example.com' },
    before: { role: 'candidate' },
    after: { role: 'employee' },
  });
  await setDoc(doc(db, 'rateLimits/login_ip_127.0.0.1'), { count: 3 });
  await setDoc(doc(db, 'mail/notice'), { to: 'owner@example.com', message: { subject: 'Changed', text: 'x' } });
});

const NO_WRITES = { create: [], update: [], delete: [] };

describe('auditLog: append-only, written by the API alone, read by admins', () => {
  ruleMatrix(env, {
    path: 'auditLog/entry',
    collection: 'auditLog',
    allowed: { get: ['admin'], list: ['admin'], ...NO_WRITES },
  });
});

describe('rateLimits: counters no client may read or change', () => {
  ruleMatrix(env, {
    path: 'rateLimits/login_ip_127.0.0.1',
    collection: 'rateLimits',
    allowed: { get: [], list: [], create: [], update: [], delete: [] },
  });
});

describe('mail: the outbox is written by the API and read by the mail extension, never by clients', () => {
  ruleMatrix(env, {
    path: 'mail/notice',
    collection: 'mail',
    allowed: { get: [], list: [], create: [], update: [], delete: [] },
  });
});
