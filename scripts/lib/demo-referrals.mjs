import { call, signIn } from './demo-hiring.mjs';
import { resumePdf } from './demo-resume.mjs';

// The demo employee's referrals: friends they brought to open jobs, at different points (received, in process,
// hired, not moving forward), so "My referrals", the board's referral cards and the insights have something to show.

export const DEMO_REFERRALS = [
  { name: 'Lina Brandt', email: 'lina.brandt@example.com', relationship: 'We studied together', steps: [] },
  {
    name: 'Tomás Rivera',
    email: 'tomas.rivera@example.com',
    relationship: 'Former teammate at my last job',
    note: 'Led the mobile rewrite there; wants to move to Lisbon',
    steps: ['screening', 'interview'],
  },
  { name: 'Maja Kowalska', email: 'maja.kowalska@example.com', relationship: 'Meetup friend', steps: ['hired'] },
  { name: 'Jonas Weber', email: 'jonas.weber@example.com', relationship: 'Neighbour', steps: ['rejected:experience'] },
];

/**
 * Refers each demo friend to one of `jobIds` as the demo employee, then hr moves them (the hire is the admin's: hr
 * hires through an accepted offer); an earlier start is kept.
 */
export async function seedReferrals(base, jobIds) {
  const [employee, hr, admin] = await Promise.all([
    signIn(base, 'employee@demo.test'),
    signIn(base, 'hr@demo.test'),
    signIn(base, 'admin@demo.test'),
  ]);
  // An earlier start referred them already (and each referral counts against the employee's daily limit).
  if ((await call(base, '/api/referrals/my', { token: employee })).length > 0) return 0;
  let made = 0;
  for (const [index, friend] of DEMO_REFERRALS.entries()) {
    const form = new FormData();
    form.append('jobId', jobIds[index % jobIds.length]);
    form.append('name', friend.name);
    form.append('email', friend.email);
    form.append('relationship', friend.relationship);
    if (friend.note) form.append('note', friend.note);
    if (index === 1) {
      const resume = resumePdf(friend.name, 'Mobile engineer', {
        skills: ['Kotlin', 'Swift', 'React Native'],
        city: 'Lisbon',
      });
      form.append('file', new Blob([resume], { type: 'application/pdf' }), 'tomas-rivera.pdf');
    }
    const result = await call(base, '/api/referrals', { token: employee, method: 'POST', form });
    if (result.outcome !== 'referred') continue;
    made += 1;
    for (const step of friend.steps) {
      const [stage, reason] = step.split(':');
      await call(base, `/api/application/${result.referral._id}/stage`, {
        token: stage === 'hired' ? admin : hr,
        method: 'PATCH',
        body: { stage, reason },
      });
    }
  }
  return made;
}
