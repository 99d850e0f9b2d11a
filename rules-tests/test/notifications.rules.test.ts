import { where } from 'firebase/firestore';
import { describe } from 'vitest';
import { useRulesEnvironment } from './environment';
import { ruleMatrix } from './matrix';

// Notifications are read and marked read through /api/notifications alone (which answers the caller's own): no
// client, their own person included, reads or writes them in Firestore.
const env = useRulesEnvironment((put) => {
  put('notifications/owner-uid__panel_seat__job-1_cand-uid', {
    uid: 'owner-uid',
    kind: 'panel_seat',
    subject: 'Ana Lima · Designer',
    actor: 'hr@example.com',
    href: '/employee/interviews/job-1_cand-uid',
    about: ['cand-uid'],
    readAt: null,
  });
});

describe('notifications are closed to every client, their own person included', () => {
  ruleMatrix(env, {
    path: 'notifications/owner-uid__panel_seat__job-1_cand-uid',
    collection: 'notifications',
    listConstraints: () => [where('uid', '==', 'owner-uid')],
    allowed: { get: [], list: [], create: [], update: [], delete: [] },
  });
});
