import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, setDoc, where } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { useRulesEnvironment } from './environment';
import { ruleMatrix } from './matrix';

/*
 * The blind rule for direct reads. On application a1's panel: employee-uid (has not scored) and scored-uid
 * (has). On a2's panel: nobody. demoted-uid sat on a1's panel and scored, but is a candidate now.
 */
const env = useRulesEnvironment((put) => {
  put('users/scored-uid', { name: 'Scored', role: 'employee' });
  put('users/demoted-panel-uid', { name: 'Demoted', role: 'candidate' });
  put('applications/a1', { job: 'j', candidate: 'owner-uid', stage: 'interview' });
  put('applications/a2', { job: 'j', candidate: 'other-uid', stage: 'interview' });
  for (const uid of ['employee-uid', 'scored-uid', 'demoted-panel-uid'])
    put(`applications/a1/interviewers/${uid}`, { uid, applicationId: 'a1' });
  for (const uid of ['scored-uid', 'demoted-panel-uid'])
    put(`applications/a1/scorecards/${uid}`, { interviewer: { uid }, recommendation: 'yes' });
  put('applications/a2/scorecards/scored-uid', { interviewer: { uid: 'scored-uid' } });
});

const NO_WRITES = { create: [], update: [], delete: [] };

describe('scorecards: the usual identities (employee-uid is on the panel but has not scored)', () => {
  ruleMatrix(env, {
    path: 'applications/a1/scorecards/scored-uid',
    collection: 'applications/a1/scorecards',
    allowed: { get: ['hr', 'admin'], list: ['hr', 'admin'], ...NO_WRITES },
  });
});

describe('the panel: staff, and each interviewer their own assignment', () => {
  ruleMatrix(env, {
    path: 'applications/a1/interviewers/employee-uid',
    collection: 'applications/a1/interviewers',
    allowed: { get: ['employee', 'hr', 'admin'], list: ['hr', 'admin'], ...NO_WRITES },
  });
});

describe('blind scorecards for interviewers', () => {
  const as = (uid: string, role: string) => env().authenticatedContext(uid, { role, auth_time: 1 }).firestore();
  const scorecards = (db: ReturnType<typeof as>, id: string) => collection(db, `applications/${id}/scorecards`);

  it('when an interviewer has not scored, then they can ask for their own scorecard but read no one else’s', async () => {
    const db = as('employee-uid', 'employee');
    await assertSucceeds(getDocs(query(scorecards(db, 'a1'), where('interviewer.uid', '==', 'employee-uid'))));
    await assertFails(getDoc(doc(db, 'applications/a1/scorecards/scored-uid')));
    await assertFails(getDocs(scorecards(db, 'a1')));
  });

  it('when an interviewer has scored, then they read every scorecard of that application', async () => {
    const db = as('scored-uid', 'employee');
    await assertSucceeds(getDoc(doc(db, 'applications/a1/scorecards/demoted-panel-uid')));
    const all = await assertSucceeds(getDocs(scorecards(db, 'a1')));
    expect(all.size).toBe(2);
  });

  it('when the waiting interviewer then scores, then the others’ scorecards open up to them', async () => {
    await env().withSecurityRulesDisabled((context) =>
      setDoc(doc(context.firestore(), 'applications/a1/scorecards/employee-uid'), {
        interviewer: { uid: 'employee-uid' },
      }),
    );
    await assertSucceeds(getDoc(doc(as('employee-uid', 'employee'), 'applications/a1/scorecards/scored-uid')));
  });

  it('when someone is not on an application’s panel, then its scorecards stay closed, even their own', async () => {
    const db = as('scored-uid', 'employee');
    await assertFails(getDoc(doc(db, 'applications/a2/scorecards/scored-uid')));
    await assertFails(getDocs(scorecards(db, 'a2')));
  });

  it('when a panel member is a candidate now, then they read nothing, though they scored', async () => {
    const db = as('demoted-panel-uid', 'candidate');
    await assertFails(getDoc(doc(db, 'applications/a1/scorecards/demoted-panel-uid')));
    await assertFails(getDocs(scorecards(db, 'a1')));
  });

  it('when an interviewer reads the application document itself, then it is refused (staff only)', async () => {
    await assertFails(getDoc(doc(as('scored-uid', 'employee'), 'applications/a1')));
  });
});
