// Bulk data for the benchmark, written with batched writes (500 per batch, a few batches in flight).
const BATCH = 500;
const IN_FLIGHT = 4;
const STATUSES = ['applied', 'shortlisted', 'rejected', 'selected'];
const JOB_TYPES = ['full-time', 'part-time', 'internship'];
const DEPARTMENTS = ['Engineering', 'Sales', 'Operations', 'Finance', 'People'];
const CITIES = ['Berlin', 'Lisbon', 'Remote', 'Austin', 'Nairobi', 'Seoul'];

async function writeAll(db, docs) {
  const batches = [];
  for (let start = 0; start < docs.length; start += BATCH) {
    const batch = db.batch();
    for (const [ref, data] of docs.slice(start, start + BATCH)) batch.set(ref, data);
    batches.push(batch);
  }
  for (let i = 0; i < batches.length; i += IN_FLIGHT) {
    await Promise.all(batches.slice(i, i + IN_FLIGHT).map((batch) => batch.commit()));
  }
}

/** 500 people: Auth accounts (imported in bulk) and their users documents. */
export async function seedUsers(auth, db, count) {
  const roles = (i) => (i < 5 ? 'admin' : i < 25 ? 'hr' : i < 125 ? 'employee' : 'candidate');
  const users = Array.from({ length: count }, (_, i) => ({
    uid: `bench-user-${i}`,
    email: `bench-user-${i}@bench.test`,
    displayName: `Bench Person ${i}`,
    customClaims: { role: roles(i) },
  }));
  for (let start = 0; start < users.length; start += 1000) await auth.importUsers(users.slice(start, start + 1000));
  await writeAll(
    db,
    users.map((user) => [
      db.collection('users').doc(user.uid),
      {
        name: user.displayName,
        nameLower: user.displayName.toLowerCase(),
        email: user.email,
        role: user.customClaims.role,
        emailVerified: true,
        lastLogin: null,
      },
    ]),
  );
  return users.filter((user) => user.customClaims.role === 'candidate').map((user) => user.uid);
}

/** Jobs numbered from `from` to `to` (exclusive), newest last, as the API would store them. */
export async function seedJobs(db, Timestamp, from, to) {
  const docs = [];
  for (let i = from; i < to; i += 1) {
    const createdAt = Timestamp.fromMillis(Date.UTC(2026, 0, 1) + i * 60_000);
    docs.push([
      db.collection('jobs').doc(`bench-job-${i}`),
      {
        title: `Bench Role ${i}`,
        titleWords: ['bench', 'role', String(i)],
        description: 'A realistic description of the role. '.repeat(12),
        department: DEPARTMENTS[i % DEPARTMENTS.length],
        location: CITIES[i % CITIES.length],
        salary: 30_000 + (i % 50) * 1000,
        jobType: JOB_TYPES[i % JOB_TYPES.length],
        tags: ['bench', DEPARTMENTS[i % DEPARTMENTS.length].toLowerCase()],
        experienceRequired: `${i % 8} years`,
        isActive: i % 10 !== 0,
        postedBy: 'bench-user-0',
        createdAt,
        updatedAt: createdAt,
      },
    ]);
  }
  await writeAll(db, docs);
}

/** `perJob` applications on each job from `from` to `to`, by the given candidates in turn. */
export async function seedApplications(db, Timestamp, candidates, from, to, perJob) {
  const docs = [];
  let n = 0;
  for (let job = from; job < to; job += 1) {
    for (let k = 0; k < perJob; k += 1) {
      const candidate = candidates[n % candidates.length];
      n += 1;
      const jobId = `bench-job-${job}`;
      const createdAt = Timestamp.fromMillis(Date.UTC(2026, 1, 1) + n * 1000);
      docs.push([
        db.collection('applications').doc(`${jobId}_${candidate}`),
        {
          job: jobId,
          jobSnapshot: { title: `Bench Role ${job}`, location: CITIES[job % CITIES.length], jobType: 'full-time' },
          candidate,
          candidateEmail: `${candidate}@bench.test`,
          resumeDocumentId: `bench-doc-${candidate}`,
          resumePath: `applications/${jobId}_${candidate}/resume.pdf`,
          status: STATUSES[n % STATUSES.length],
          createdAt,
          updatedAt: createdAt,
        },
      ]);
    }
  }
  await writeAll(db, docs);
}

/** A signed-in bench account (Auth user, role claim, users document) and its ID token. */
export async function signedIn(auth, db, authPort, uid, role) {
  const email = `${uid}@bench.test`;
  await auth.createUser({ uid, email, password: 'bench-password', displayName: uid });
  await auth.setCustomUserClaims(uid, { role });
  await db.collection('users').doc(uid).set({ name: uid, nameLower: uid, email, role, emailVerified: true });
  // A session as the API mints it (a custom-token sign-in): the only kind the API takes.
  const response = await fetch(
    `http://127.0.0.1:${authPort}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=bench`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: await auth.createCustomToken(uid), returnSecureToken: true }),
    },
  );
  const { idToken } = await response.json();
  if (!idToken) throw new Error(`bench: could not sign in ${email}`);
  return idToken;
}
