// Demo jobs for the emulators: a spread of departments, places, types and one closed job.
const FIELDS = 'id title department location salary jobType experienceRequired tags description'.split(' ');
/** job(id, title, department, location, salary, jobType, experienceRequired, tags, description[, isActive]) */
const job = (...values) => ({
  ...Object.fromEntries(FIELDS.map((field, i) => [field, values[i]])),
  isActive: values[9] ?? true,
});

export const DEMO_JOBS = [
  job(
    'demo-job-01',
    'Senior Frontend Engineer',
    'Engineering',
    'Berlin, Germany',
    92000,
    'full-time',
    '5+ years',
    ['react', 'typescript', 'accessibility'],
    'Build the candidate-facing web app with React and TypeScript. You will own performance budgets, accessibility and the design system, and mentor two mid-level engineers.',
  ),
  job(
    'demo-job-02',
    'Backend Engineer (Node.js)',
    'Engineering',
    'Remote (EU)',
    85000,
    'full-time',
    '3+ years',
    ['node', 'firestore', 'api'],
    'Design and run the HTTP APIs behind our hiring tools on Cloud Functions and Firestore. On-call one week in six.',
  ),
  job(
    'demo-job-03',
    'HR Business Partner',
    'People',
    'London, UK',
    68000,
    'full-time',
    '4+ years',
    ['hr', 'employee-relations'],
    'Partner with engineering and sales leaders on workforce planning, performance cycles and employee relations across three offices.',
  ),
  job(
    'demo-job-04',
    'Talent Acquisition Specialist',
    'People',
    'Lisbon, Portugal',
    42000,
    'full-time',
    '2+ years',
    ['recruiting', 'sourcing'],
    'Run end-to-end hiring for technical roles: sourcing, screening, interview loops and offers. Fluent English required; Portuguese a plus.',
  ),
  job(
    'demo-job-05',
    'Product Designer',
    'Design',
    'Amsterdam, Netherlands',
    70000,
    'full-time',
    '3+ years',
    ['figma', 'ux-research'],
    'Shape how candidates and HR teams work with the portal, from research through prototypes to polished UI.',
  ),
  job(
    'demo-job-06',
    'Data Analyst (Part-time)',
    'Finance',
    'Remote',
    30000,
    'part-time',
    '1+ years',
    ['sql', 'dashboards'],
    'Twenty hours a week building hiring-funnel dashboards and monthly headcount reports for the leadership team.',
  ),
  job(
    'demo-job-07',
    'Customer Support Representative',
    'Support',
    'Dublin, Ireland',
    36000,
    'full-time',
    'No experience required',
    ['support', 'english', 'german'],
    'Help HR teams get the most out of the portal by chat and email. Training provided; German speakers especially welcome.',
  ),
  job(
    'demo-job-08',
    'Software Engineering Intern',
    'Engineering',
    'Berlin, Germany',
    18000,
    'internship',
    'Students',
    ['internship', 'javascript'],
    'A six-month paid internship in a product team, with a mentor, real features shipped to production and a path to a graduate role.',
  ),
  job(
    'demo-job-09',
    'Marketing Intern',
    'Marketing',
    'Madrid, Spain',
    15000,
    'internship',
    'Students',
    ['content', 'social-media'],
    'Support our employer-branding campaigns: write job ads, plan social posts and measure what brings in great applicants.',
  ),
  job(
    'demo-job-10',
    'Payroll Specialist',
    'Finance',
    'Warsaw, Poland',
    40000,
    'part-time',
    '2+ years',
    ['payroll', 'compliance'],
    'Run monthly payroll for 400 employees in four countries and keep us compliant with local tax rules.',
  ),
  job(
    'demo-job-11',
    'DevOps Engineer',
    'Engineering',
    'Remote (EU)',
    88000,
    'full-time',
    '4+ years',
    ['gcp', 'terraform', 'ci'],
    'Own our Google Cloud footprint, CI pipelines and incident response tooling. Terraform experience expected.',
  ),
  job(
    'demo-job-12',
    'Office Manager',
    'Operations',
    'Vienna, Austria',
    39000,
    'full-time',
    '2+ years',
    ['operations', 'events'],
    'Keep our Vienna office running: vendors, onboarding logistics, and the quarterly all-hands. This posting is closed.',
    false,
  ),
];

/** Interview kits by department (attribute ids as the API would derive them from the names). */
const attribute = (name, description) => ({
  id: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  name,
  ...(description ? { description } : {}),
});
const TEAMWORK = attribute('Collaboration', 'Works with others, gives and takes feedback');
export const DEMO_KITS = {
  Engineering: {
    attributes: [
      attribute('System design', 'Breaks a problem down and weighs trade-offs'),
      attribute('Code quality', 'Readable, tested, maintainable code'),
      attribute('Communication', 'Explains decisions clearly to engineers and non-engineers'),
      TEAMWORK,
    ],
    questions: [
      'Walk us through a system you designed: what would you change today?',
      'Tell us about a bug that took you days to find.',
      'How do you review a colleague’s pull request?',
    ],
  },
  default: {
    attributes: [attribute('Role knowledge', 'Knows the craft this role needs'), attribute('Communication'), TEAMWORK],
    questions: ['What are you proudest of in your last role?', 'How do you handle a disagreement with your manager?'],
  },
};

/**
 * Application questions of the demo jobs, stored as the API stores them (ids given, `required` set). Every job asks
 * the first two (each with a must-have); engineering jobs ask what the candidate has run in production too.
 */
const PERMIT = {
  id: 'permit',
  type: 'yes_no',
  label: 'Do you have the right to work in the EU?',
  required: true,
  rule: { equals: true },
};
const YEARS = {
  id: 'years',
  type: 'number',
  label: 'Years of professional experience',
  required: true,
  limits: { min: 0, max: 50 },
  rule: { min: 2 },
};
const START = { id: 'start', type: 'date', label: 'Earliest start date', required: false };
const WHY = {
  id: 'why',
  type: 'short_text',
  label: 'Why this role?',
  help: 'One or two sentences',
  required: false,
  limits: { maxLength: 200 },
};
const STACK = {
  id: 'stack',
  type: 'multiple_choice',
  label: 'Which have you run in production?',
  required: false,
  options: [
    { id: 'kubernetes', label: 'Kubernetes' },
    { id: 'postgres', label: 'PostgreSQL' },
    { id: 'kafka', label: 'Kafka' },
    { id: 'react', label: 'React' },
  ],
};
export const DEMO_QUESTIONS = {
  Engineering: [PERMIT, YEARS, STACK, START, WHY],
  default: [PERMIT, YEARS, START, WHY],
};

/** What demo applicant number `n` answers: most meet the must-haves; every fourth misses one. */
export function demoAnswers(n, questions) {
  const answers = {
    permit: n % 8 !== 3,
    years: n % 8 === 7 ? 1 : 2 + (n % 9),
    start: new Date(Date.UTC(2027, n % 12, 1 + (n % 27))).toISOString().slice(0, 10),
    why: ['The product and the team', 'I want to grow into leading', 'Remote-friendly and thoughtful'][n % 3],
    stack: [['kubernetes', 'postgres'], ['react'], ['kafka', 'postgres']][n % 3],
  };
  const asked = new Set(questions.map((question) => question.id));
  return Object.fromEntries(Object.entries(answers).filter(([id]) => asked.has(id)));
}
