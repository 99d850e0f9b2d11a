/* eslint-disable max-lines -- demo content: the people, resumes and notes of a month of hiring, written out. */
// A team's second month of hiring, made through the API as people would: a dozen candidates upload resumes and
// apply, HR moves them through the stages (with reasons and notes) and hires one, who becomes an employee.
import { DEMO_PASSWORD } from './demo-data.mjs';
import { resumePdf } from './demo-resume.mjs';
import { demoAnswers } from './demo-jobs.mjs';

export const DEMO_CANDIDATES = [
  'Lena Fischer',
  'Omar Haddad',
  'Priya Nair',
  'Tomás Ruiz',
  'Mei Chen',
  'Jonas Berg',
  'Amara Okafor',
  'Lucas Moreau',
  'Sofia Rossi',
  'Kenji Watanabe',
  'Nora Lindqvist',
  'Ivan Petrov',
].map((name) => ({
  name,
  role: 'candidate',
  email: `${name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z ]/g, '')
    .replace(' ', '.')}@demo.test`,
}));

/** What each demo candidate's resume says, so people search finds them by skill and city. */
const PROFILES = {
  'Lena Fischer': {
    headline: 'Platform engineer',
    city: 'Berlin',
    skills: ['Kubernetes', 'Terraform', 'Go', 'AWS'],
    story: 'Ran the container platform for 40 teams at a fintech.',
  },
  'Omar Haddad': {
    headline: 'Data engineer',
    city: 'Berlin',
    skills: ['Python', 'Airflow', 'dbt', 'Snowflake', 'SQL'],
    story: 'Modelled the warehouse of a scale-up and cut report times by half.',
  },
  'Priya Nair': {
    headline: 'Site reliability engineer',
    city: 'London',
    skills: ['Kubernetes', 'Prometheus', 'Grafana', 'Python'],
    story: 'Kept a streaming service at 99.99% uptime.',
  },
  'Tomás Ruiz': {
    headline: 'Backend developer',
    city: 'Madrid',
    skills: ['Java', 'Spring Boot', 'PostgreSQL', 'Kafka'],
    story: 'Built payment services handling a million orders a day.',
  },
  'Mei Chen': {
    headline: 'Product designer',
    city: 'Amsterdam',
    skills: ['Figma', 'User Research', 'Prototyping', 'Accessibility'],
    story: 'Redesigned onboarding and doubled activation.',
  },
  'Jonas Berg': {
    headline: 'DevOps engineer',
    city: 'Munich',
    skills: ['Kubernetes', 'Helm', 'Azure', 'Bash'],
    story: 'Moved a monolith to containers and Helm charts.',
  },
  'Amara Okafor': {
    headline: 'Data scientist',
    city: 'Manchester',
    skills: ['Python', 'PyTorch', 'Pandas', 'SQL'],
    story: 'Trained churn models that saved two million pounds.',
  },
  'Lucas Moreau': {
    headline: 'Frontend developer',
    city: 'Paris',
    skills: ['React', 'TypeScript', 'CSS', 'Storybook'],
    story: 'Led the design system used by six product teams.',
  },
  'Sofia Rossi': {
    headline: 'Full stack developer',
    city: 'Milan',
    skills: ['React', 'Node.js', 'TypeScript', 'MongoDB'],
    story: 'Shipped a marketplace from zero to 50,000 users.',
  },
  'Kenji Watanabe': {
    headline: 'Mobile developer',
    city: 'Berlin',
    skills: ['Swift', 'Kotlin', 'Flutter'],
    story: 'Built a banking app rated 4.8 in the stores.',
  },
  'Nora Lindqvist': {
    headline: 'Backend developer',
    city: 'Stockholm',
    skills: ['Go', 'gRPC', 'PostgreSQL', 'Kubernetes'],
    story: 'Split a monolith into twelve Go services.',
  },
  'Ivan Petrov': {
    headline: 'QA engineer',
    city: 'Prague',
    skills: ['Playwright', 'Cypress', 'JavaScript', 'Test Automation'],
    story: 'Automated regression tests for a web shop.',
  },
  'Cara Diaz': {
    headline: 'Frontend developer',
    city: 'Barcelona',
    skills: ['React', 'TypeScript', 'Accessibility'],
    story: 'Built accessible booking flows for a travel site.',
  },
};
/** They ticked "keep me in mind for future roles" when they applied. */
const TALENT_POOL = new Set(['Lena Fischer', 'Priya Nair']);

/** Where each application ends up (by its index), as a path of moves from Applied. */
const PATHS = [
  [],
  ['screening'],
  ['screening', 'interview'],
  ['screening', 'interview', 'offer'],
  ['rejected:skills'],
  ['screening', 'rejected:experience'],
  ['screening', 'interview', 'rejected:position-filled'],
  ['screening'],
];
const SOURCES = ['linkedin', 'indeed', null, 'referral', 'careers'];
const NOTES = [
  'Strong portfolio, invite for a call.',
  'Salary expectations slightly above the range.',
  'Great culture add.',
];

export async function call(base, path, { token, method = 'GET', body, form } = {}) {
  const headers = { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
  if (body) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, { method, headers, body: form ?? (body && JSON.stringify(body)) });
  const payload = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${payload?.message ?? ''}`);
  return payload;
}

/** Runs `work` on every item, at most `width` at a time (the Functions emulator queues what is beyond). */
async function inPool(items, width, work) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
}

export const signIn = async (base, email) =>
  (await call(base, '/api/auth/login', { method: 'POST', body: { email, password: DEMO_PASSWORD } })).token;

/**
 * The applications in Interview get a panel: the demo employee and HR. HR has scored every second one, so the
 * employee finds interviews to score, and HR a grid still waiting for them.
 */
async function seedInterviews(base, hr, applications) {
  const employee = await call(base, '/api/auth/login', {
    method: 'POST',
    body: { email: 'employee@demo.test', password: DEMO_PASSWORD },
  });
  const { uid: hrUid } = await call(base, '/api/me', { token: hr });
  const inInterview = [];
  for (const { id } of applications) {
    const application = await call(base, `/api/application/${id}`, { token: hr });
    if (application.stage === 'interview') inInterview.push(application);
  }
  // Interview hours for the two demo interviewers (Berlin and London), so booking links have free times.
  const weekdays = (ranges) => [1, 2, 3, 4, 5].map((day) => ({ day, ranges }));
  const hours = { bufferMinutes: 15, maxPerDay: 4, minNoticeHours: 24 };
  const workday = [
    { start: '09:00', end: '12:00' },
    { start: '13:00', end: '17:00' },
  ];
  await call(base, '/api/me/availability', {
    token: employee.token,
    method: 'PUT',
    body: { ...hours, timeZone: 'Europe/Berlin', weekly: weekdays(workday) },
  });
  await call(base, '/api/me/availability', {
    token: hr,
    method: 'PUT',
    body: { ...hours, timeZone: 'Europe/London', weekly: weekdays([{ start: '10:00', end: '16:00' }]) },
  });
  await inPool(inInterview, 4, async (application, i) => {
    const path = `/api/application/${application._id}`;
    for (const uid of [employee.user._id, hrUid])
      await call(base, `${path}/interviewers`, { token: hr, method: 'POST', body: { uid } });
    // One candidate has an open link to book their interview with both.
    if (i === 0) {
      await call(base, `${path}/schedule`, {
        token: hr,
        method: 'POST',
        body: { lengthMinutes: 45, required: 'all', days: 14 },
      });
    }
    if (i % 2 === 1) return;
    const { kit } = await call(base, `/api/job/${application.job}`, { token: hr });
    const ratings = Object.fromEntries(kit.attributes.map((attribute, a) => [attribute.id, 2 + ((a + i) % 3)]));
    const recommendation = ['yes', 'strong_yes', 'no'][i % 3];
    await call(base, `${path}/scorecard`, {
      token: hr,
      method: 'PUT',
      body: { ratings, recommendation, notes: 'Clear thinker; asked good questions about the team.' },
    });
  });
}

const inDays = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Two offers: one HR drafted and submitted, awaiting an admin's approval (on the board's Offer column), and one
 * the admin approved for the demo candidate, awaiting their answer ("Review your offer" on My Applications).
 */
async function seedOffers(base, hr, applications, candidateEmail) {
  const admin = await signIn(base, 'admin@demo.test');
  const terms = (salary) => ({ salary, currency: 'EUR', period: 'YEAR', startDate: inDays(45), expiresOn: inDays(10) });
  const draft = async (id, salary) =>
    (await call(base, `/api/application/${id}/offer`, { token: hr, method: 'POST', body: terms(salary) }))._id;
  const submit = (offerId) => call(base, `/api/offer/${offerId}/submit`, { token: hr, method: 'POST' });

  const atOffer = [];
  for (const { id, person } of applications) {
    if (person.email === candidateEmail) continue;
    const application = await call(base, `/api/application/${id}`, { token: hr });
    if (application.stage === 'offer') atOffer.push(id);
  }
  if (atOffer[0]) await submit(await draft(atOffer[0], 72000));

  const theirs = applications.find(({ person }) => person.email === candidateEmail);
  await call(base, `/api/application/${theirs.id}/stage`, { token: hr, method: 'PATCH', body: { stage: 'offer' } });
  const offerId = await draft(theirs.id, 68000);
  await submit(offerId);
  await call(base, `/api/offer/${offerId}/approve`, { token: admin, method: 'POST' });
}

/** A "Platform engineers" pool holding the two people who consented to the talent pool, each with a note. */
async function seedTalentPool(base, hr, applications) {
  const pool = await call(base, '/api/talent-pools', {
    token: hr,
    method: 'POST',
    body: { name: 'Platform engineers' },
  });
  const uids = new Map(applications.map(({ id, person }) => [person.name, id.slice(id.indexOf('_') + 1)]));
  for (const name of TALENT_POOL) {
    await call(base, `/api/talent-pools/${pool._id}/members`, {
      token: hr,
      method: 'POST',
      body: { uid: uids.get(name), note: `${name.split(' ')[0]} asked to hear about platform roles` },
    });
  }
}

/** Runs once: when HR already sees applications, the demo hiring is in place. */
export async function seedHiring(base, jobIds, candidateEmail) {
  const hr = await signIn(base, 'hr@demo.test');
  if ((await call(base, '/api/application?limit=1', { token: hr })).length > 0) return 0;
  const people = [...DEMO_CANDIDATES, { name: 'Cara Diaz', email: candidateEmail }];
  const applications = [];
  await inPool(people, 4, async (person, p) => {
    const token = await signIn(base, person.email);
    const form = new FormData();
    const profile = PROFILES[person.name] ?? { headline: 'Product-minded engineer' };
    form.append(
      'file',
      new Blob([resumePdf(person.name, profile.headline, profile)], { type: 'application/pdf' }),
      `${person.name} CV.pdf`,
    );
    const resume = await call(base, '/api/document/upload', { token, method: 'POST', form });
    const jobs = person.email === candidateEmail ? jobIds.slice(0, 3) : jobIds.filter((_, j) => (j + p) % 6 < 5);
    for (const [j, jobId] of jobs.entries()) {
      // Where they found the job (the careers link's ?src=); some came straight to the portal.
      const source = SOURCES[(p + j) % SOURCES.length];
      const job = await call(base, `/api/job/${jobId}`, { token });
      const applied = await call(base, `/api/application/${jobId}`, {
        token,
        method: 'POST',
        body: {
          resumeUrl: resume.filePath,
          answers: demoAnswers(p * 7 + j, job.questions ?? []),
          ...(source ? { source } : {}),
          ...(TALENT_POOL.has(person.name) ? { talentPool: true } : {}),
        },
      });
      applications.push({ id: applied._id, person });
    }
  });
  applications.sort((a, b) => a.id.localeCompare(b.id));
  // The one who will be hired keeps a clean record; the others spread over the stages.
  const hired = 'Nora Lindqvist';
  await inPool(applications, 4, async ({ id, person }, i) => {
    if (person.name === hired) return;
    for (const step of PATHS[i % PATHS.length]) {
      const [stage, reason] = step.split(':');
      await call(base, `/api/application/${id}/stage`, { token: hr, method: 'PATCH', body: { stage, reason } });
    }
    if (i % 4 === 1)
      await call(base, `/api/application/${id}/notes`, { token: hr, method: 'POST', body: { text: NOTES[i % 3] } });
  });
  await seedInterviews(base, hr, applications);
  await seedOffers(base, hr, applications, candidateEmail);
  await seedTalentPool(base, hr, applications);
  const hire = applications.find(({ person }) => person.name === hired);
  // A hire without an offer is the admin's (hr hires through an accepted offer).
  const admin = await signIn(base, 'admin@demo.test');
  await call(base, `/api/application/${hire.id}/hire`, { token: admin, method: 'POST' });
  return applications.length;
}

/**
 * Two candidates rejected long ago, already told their data goes (the notice went out 34 days ago): "Run
 * retention now" on /admin/privacy anonymises them. They apply and are rejected through the API; then
 * `backdate` (admin SDK, seed only) moves their rejection 200 days back and records the notice.
 */
export const PAST_RETENTION = ['Greta Olsen', 'Pavel Novak'].map((name) => ({
  name,
  role: 'candidate',
  email: `${name.toLowerCase().replace(' ', '.')}@demo.test`,
}));

export async function seedPastRetention(base, jobId, backdate) {
  const hr = await signIn(base, 'hr@demo.test');
  for (const person of PAST_RETENTION) {
    const token = await signIn(base, person.email);
    const mine = await call(base, '/api/application/my', { token });
    if (mine.length > 0) continue;
    const form = new FormData();
    form.append('file', new Blob([resumePdf(person.name, 'Data analyst')], { type: 'application/pdf' }), 'cv.pdf');
    const resume = await call(base, '/api/document/upload', { token, method: 'POST', form });
    const job = await call(base, `/api/job/${jobId}`, { token });
    const applied = await call(base, `/api/application/${jobId}`, {
      token,
      method: 'POST',
      body: { resumeUrl: resume.filePath, source: 'linkedin', answers: demoAnswers(0, job.questions ?? []) },
    });
    await call(base, `/api/application/${applied._id}/stage`, {
      token: hr,
      method: 'PATCH',
      body: { stage: 'rejected', reason: 'experience' },
    });
    await backdate(applied._id, person.email);
  }
}

/**
 * Recomputes the insights from the whole log (the emulators-only admin route): data an earlier `npm start` kept
 * was imported without firing the counting trigger. Answers how many events were replayed.
 */
export async function rebuildInsights(base) {
  const admin = await signIn(base, 'admin@demo.test');
  return (await call(base, '/api/insights/rebuild', { token: admin, method: 'POST' })).events;
}

/**
 * Two pairs of likely duplicates among people hr added (Possible duplicates on People): one person met at an event
 * and sent again by an agency with the phone written another way, and one added twice from LinkedIn under two
 * spellings of one Gmail address. Answers how many pairs it added (none once they are there).
 */
export const DEMO_DUPLICATES = [
  [
    { name: 'Jonas Weber', email: 'jonas.weber@demo.test', phone: '+49 30 5550101', source: 'event' },
    { name: 'Weber Jonas', email: 'j.weber.work@demo.test', phone: '0049 (30) 555-0101', source: 'agency' },
  ],
  [
    { name: 'Amelie Roth', email: 'amelie.roth@gmail.com', source: 'linkedin' },
    { name: 'Amélie Roth', email: 'ameli.eroth+jobs@gmail.com', source: 'linkedin' },
  ],
];

export async function seedDuplicates(base) {
  const hr = await signIn(base, 'hr@demo.test');
  let added = 0;
  for (const person of DEMO_DUPLICATES.flat()) {
    // Already there (an earlier start): the address is held, 409.
    added += await call(base, '/api/people', { token: hr, method: 'POST', body: person }).then(
      () => 1,
      (error) => {
        if (!String(error.message).includes(': 409')) throw error;
        return 0;
      },
    );
  }
  return added / 2;
}
