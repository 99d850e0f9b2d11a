import { beforeEach, describe, expect, it } from 'vitest';

// The last-admin guard needs a project with a known set of admins, so this file uses a Firestore project of
// its own (the shared one holds admins made by other tests). The guard lives in changeStoredRole (flows/users), which the
// PATCH /api/user/:id/role route calls; modules are imported after the switch so firebase-admin uses it.
process.env.GCLOUD_PROJECT = 'demo-hr-portal-last-admin';
const { changeStoredRole } = await import('../src/flows/users/users.js');
const { db } = await import('../src/lib/firebase.js');
const actor = { uid: 'acting-admin', email: 'acting@x.test', role: 'admin' as const, authTime: 0 };

async function resetUsers(admins: string[]) {
  const existing = await db().collection('users').get();
  await Promise.all(existing.docs.map((doc) => doc.ref.delete()));
  await Promise.all(
    admins.map((uid) =>
      db()
        .collection('users')
        .doc(uid)
        .set({ name: uid, email: `${uid}@x.test`, role: 'admin' }),
    ),
  );
}

describe('last admin guard', () => {
  beforeEach(() => resetUsers(['only-admin']));

  it('when the only admin would be demoted, then 409 and they stay admin', async () => {
    await expect(changeStoredRole(actor, 'only-admin', 'hr')).rejects.toMatchObject({
      status: 409,
      message: 'This is the last admin. Make someone else an admin first.',
    });
    expect((await db().collection('users').doc('only-admin').get()).get('role')).toBe('admin');
  });

  it('when a second admin exists, then one may step down and the other then may not', async () => {
    await resetUsers(['admin-a', 'admin-b']);
    await expect(changeStoredRole(actor, 'admin-a', 'hr')).resolves.toBe('admin');
    await expect(changeStoredRole(actor, 'admin-b', 'employee')).rejects.toMatchObject({ status: 409 });
  });

  it('when two admins demote themselves at the same moment, then exactly one succeeds', async () => {
    await resetUsers(['admin-a', 'admin-b']);
    const results = await Promise.allSettled([
      changeStoredRole(actor, 'admin-a', 'hr'),
      changeStoredRole(actor, 'admin-b', 'hr'),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const admins = await db().collection('users').where('role', '==', 'admin').get();
    expect(admins.size).toBe(1);
  });
});
