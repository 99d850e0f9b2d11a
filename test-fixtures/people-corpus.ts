/* eslint-disable max-lines -- test content: 50 people and 20 judged queries written by hand. */
/**
 * A labelled set for people search: 50 people written by hand (what each knows, where they live, what they
 * did), and 20 queries with the people a recruiter would want for each, judged from those facts, not from
 * the words the search indexes. Some queries ask in words no resume uses (k8s, München, frontend), so the
 * set measures what the search misses as well as what it finds.
 */
export interface CorpusPerson {
  name: string;
  city: string;
  title: string;
  skills: string[];
  /** A sentence of experience, as a resume would put it. */
  story: string;
}

export const CORPUS: CorpusPerson[] = [
  {
    name: 'Anna Schmidt',
    city: 'Berlin',
    title: 'Platform Engineer',
    skills: ['Kubernetes', 'Terraform', 'Go', 'AWS'],
    story: 'Ran the container platform for 40 teams at a fintech.',
  },
  {
    name: 'Jürgen Müller',
    city: 'Berlin',
    title: 'Site Reliability Engineer',
    skills: ['Kubernetes', 'Prometheus', 'Python', 'GCP'],
    story: 'Cut incident time by half with better alerting.',
  },
  {
    name: 'Lena Fischer',
    city: 'Hamburg',
    title: 'DevOps Engineer',
    skills: ['Kubernetes', 'Helm', 'Azure', 'Bash'],
    story: 'Moved a monolith to containers and Helm charts.',
  },
  {
    name: 'Tom Becker',
    city: 'Munich',
    title: 'Cloud Architect',
    skills: ['AWS', 'Terraform', 'Kubernetes', 'Java'],
    story: 'Designed the landing zone for a car maker.',
  },
  {
    name: 'Sofia Rossi',
    city: 'Milan',
    title: 'Backend Developer',
    skills: ['Java', 'Spring Boot', 'PostgreSQL', 'Kafka'],
    story: 'Built payment services handling a million orders a day.',
  },
  {
    name: 'Marco Bianchi',
    city: 'Berlin',
    title: 'Backend Developer',
    skills: ['Java', 'Kotlin', 'Spring Boot', 'MySQL'],
    story: 'Maintained the booking engine of a travel site.',
  },
  {
    name: 'Chloé Martin',
    city: 'Paris',
    title: 'Frontend Developer',
    skills: ['React', 'TypeScript', 'CSS', 'Storybook'],
    story: 'Led the design system used by six product teams.',
  },
  {
    name: 'Lucas Dubois',
    city: 'Lyon',
    title: 'Frontend Developer',
    skills: ['Vue', 'JavaScript', 'Sass', 'Vite'],
    story: 'Rebuilt an online shop front for speed.',
  },
  {
    name: 'Emma Wilson',
    city: 'London',
    title: 'Full Stack Developer',
    skills: ['React', 'Node.js', 'TypeScript', 'MongoDB'],
    story: 'Shipped a marketplace from zero to 50,000 users.',
  },
  {
    name: 'Oliver Brown',
    city: 'London',
    title: 'Data Engineer',
    skills: ['Python', 'Spark', 'Airflow', 'SQL'],
    story: 'Built the nightly pipelines feeding the finance reports.',
  },
  {
    name: 'Amelia Taylor',
    city: 'Manchester',
    title: 'Data Scientist',
    skills: ['Python', 'PyTorch', 'Pandas', 'SQL'],
    story: 'Trained churn models that saved two million pounds.',
  },
  {
    name: 'Noah Davies',
    city: 'Edinburgh',
    title: 'Machine Learning Engineer',
    skills: ['Python', 'TensorFlow', 'Kubernetes', 'MLOps'],
    story: 'Served recommendation models to ten million users.',
  },
  {
    name: 'Mia Hoffmann',
    city: 'Munich',
    title: 'Product Designer',
    skills: ['Figma', 'User Research', 'Prototyping'],
    story: 'Redesigned onboarding and doubled activation.',
  },
  {
    name: 'Felix Wagner',
    city: 'Cologne',
    title: 'iOS Developer',
    skills: ['Swift', 'SwiftUI', 'Xcode'],
    story: 'Built a banking app rated 4.8 in the App Store.',
  },
  {
    name: 'Hannah Schulz',
    city: 'Berlin',
    title: 'Android Developer',
    skills: ['Kotlin', 'Jetpack Compose', 'Firebase'],
    story: 'Wrote the offline mode of a delivery app.',
  },
  {
    name: 'Paul Klein',
    city: 'Frankfurt',
    title: 'Security Engineer',
    skills: ['Penetration Testing', 'OWASP', 'Python', 'Burp Suite'],
    story: 'Found and fixed critical flaws before launch.',
  },
  {
    name: 'Laura Wolf',
    city: 'Stuttgart',
    title: 'QA Engineer',
    skills: ['Playwright', 'Cypress', 'JavaScript', 'Test Automation'],
    story: 'Automated regression tests for a web shop.',
  },
  {
    name: 'David Neumann',
    city: 'Dresden',
    title: 'Embedded Engineer',
    skills: ['C', 'C++', 'RTOS', 'ARM'],
    story: 'Wrote firmware for medical pumps.',
  },
  {
    name: 'Sara Lindqvist',
    city: 'Stockholm',
    title: 'Backend Developer',
    skills: ['Go', 'gRPC', 'PostgreSQL', 'Kubernetes'],
    story: 'Split a monolith into twelve Go services.',
  },
  {
    name: 'Erik Johansson',
    city: 'Gothenburg',
    title: 'Game Developer',
    skills: ['C++', 'Unreal Engine', 'C#'],
    story: 'Shipped two console titles.',
  },
  {
    name: 'Ingrid Hansen',
    city: 'Oslo',
    title: 'Data Analyst',
    skills: ['SQL', 'Tableau', 'Excel'],
    story: 'Built the sales dashboards of a retailer.',
  },
  {
    name: 'Pieter de Vries',
    city: 'Amsterdam',
    title: 'Backend Developer',
    skills: ['Python', 'Django', 'PostgreSQL', 'Redis'],
    story: 'Scaled a ticketing API for festival peaks.',
  },
  {
    name: 'Sanne Jansen',
    city: 'Rotterdam',
    title: 'Scrum Master',
    skills: ['Scrum', 'Kanban', 'Jira', 'Coaching'],
    story: 'Coached four teams through an agile transformation.',
  },
  {
    name: 'Javier García',
    city: 'Madrid',
    title: 'Frontend Developer',
    skills: ['Angular', 'TypeScript', 'RxJS'],
    story: 'Built trading screens with live prices.',
  },
  {
    name: 'Lucía Fernández',
    city: 'Barcelona',
    title: 'UX Researcher',
    skills: ['User Research', 'Interviews', 'Usability Testing'],
    story: 'Ran 200 user interviews for a health app.',
  },
  {
    name: 'Mateusz Kowalski',
    city: 'Warsaw',
    title: 'Backend Developer',
    skills: ['C#', '.NET', 'Azure', 'SQL Server'],
    story: 'Moved insurance systems to Azure.',
  },
  {
    name: 'Zofia Nowak',
    city: 'Kraków',
    title: 'Data Engineer',
    skills: ['Scala', 'Spark', 'Kafka', 'AWS'],
    story: 'Streamed clickstream data at 100,000 events a second.',
  },
  {
    name: 'Tereza Dvořák',
    city: 'Prague',
    title: 'DevOps Engineer',
    skills: ['Ansible', 'Jenkins', 'Linux', 'Docker'],
    story: 'Automated the release of 80 services.',
  },
  {
    name: 'Bálint Kovács',
    city: 'Budapest',
    title: 'Full Stack Developer',
    skills: ['PHP', 'Laravel', 'Vue', 'MySQL'],
    story: 'Built a school management system.',
  },
  {
    name: 'Andreea Popescu',
    city: 'Bucharest',
    title: 'QA Engineer',
    skills: ['Selenium', 'Java', 'Test Automation'],
    story: 'Set up test automation for a telecom.',
  },
  {
    name: 'Nikos Papadopoulos',
    city: 'Athens',
    title: 'Site Reliability Engineer',
    skills: ['Linux', 'Prometheus', 'Grafana', 'Kubernetes'],
    story: 'Kept a streaming service at 99.99% uptime.',
  },
  {
    name: 'Ana Silva',
    city: 'Lisbon',
    title: 'Mobile Developer',
    skills: ['Flutter', 'Dart', 'Firebase'],
    story: 'Built apps for three startups.',
  },
  {
    name: 'João Santos',
    city: 'Porto',
    title: 'Backend Developer',
    skills: ['Elixir', 'Phoenix', 'PostgreSQL'],
    story: 'Wrote the realtime chat of a sports app.',
  },
  {
    name: 'Aoife Murphy',
    city: 'Dublin',
    title: 'Engineering Manager',
    skills: ['People Management', 'Hiring', 'Roadmaps'],
    story: 'Grew a team from four to twenty engineers.',
  },
  {
    name: 'Sean Kelly',
    city: 'Dublin',
    title: 'Cloud Engineer',
    skills: ['GCP', 'Terraform', 'Kubernetes', 'Go'],
    story: 'Built a multi-region platform on GKE.',
  },
  {
    name: 'Katarina Horvat',
    city: 'Zagreb',
    title: 'Data Scientist',
    skills: ['R', 'Statistics', 'Python'],
    story: 'Modelled demand for a grocery chain.',
  },
  {
    name: 'Matti Virtanen',
    city: 'Helsinki',
    title: 'Embedded Engineer',
    skills: ['Rust', 'C', 'Embedded Linux'],
    story: 'Wrote drivers for industrial sensors.',
  },
  {
    name: 'Greta Bauer',
    city: 'Vienna',
    title: 'HR Business Partner',
    skills: ['Employee Relations', 'Recruiting', 'Labour Law'],
    story: 'Supported 600 employees across three sites.',
  },
  {
    name: 'Jonas Weber',
    city: 'Zurich',
    title: 'Backend Developer',
    skills: ['Rust', 'Go', 'Kubernetes', 'PostgreSQL'],
    story: 'Built low-latency pricing services.',
  },
  {
    name: 'Clara Meyer',
    city: 'Berlin',
    title: 'Technical Writer',
    skills: ['Documentation', 'Markdown', 'API Design'],
    story: 'Wrote the developer docs of a payments API.',
  },
  {
    name: 'Leon Richter',
    city: 'Leipzig',
    title: 'Frontend Developer',
    skills: ['React', 'Next.js', 'TypeScript', 'GraphQL'],
    story: 'Built a news site read by a million people.',
  },
  {
    name: 'Nina Braun',
    city: 'Hanover',
    title: 'Reactive Systems Engineer',
    skills: ['Akka', 'Scala', 'Reactive Programming'],
    story: 'Built reactive pipelines for a logistics firm.',
  },
  {
    name: 'Ben Zimmermann',
    city: 'Nuremberg',
    title: 'JavaScript Developer',
    skills: ['JavaScript', 'Node.js', 'Express'],
    story: 'Maintained APIs for an online insurer.',
  },
  {
    name: 'Julia Krüger',
    city: 'Bremen',
    title: 'Java Developer',
    skills: ['Java', 'Jakarta EE', 'Oracle'],
    story: 'Maintained the core banking system of a savings bank.',
  },
  {
    name: 'Max Hartmann',
    city: 'Düsseldorf',
    title: 'Solutions Architect',
    skills: ['AWS', 'Serverless', 'Lambda', 'TypeScript'],
    story: 'Designed serverless back ends for retail.',
  },
  {
    name: 'Elif Yılmaz',
    city: 'Istanbul',
    title: 'Mobile Developer',
    skills: ['React Native', 'TypeScript', 'Redux'],
    story: 'Built a food delivery app.',
  },
  {
    name: 'Omar Haddad',
    city: 'Berlin',
    title: 'Data Engineer',
    skills: ['Python', 'dbt', 'Snowflake', 'Airflow'],
    story: 'Modelled the warehouse of a scale-up.',
  },
  {
    name: 'Priya Sharma',
    city: 'London',
    title: 'Platform Engineer',
    skills: ['Kubernetes', 'ArgoCD', 'Terraform', 'AWS'],
    story: 'Introduced GitOps for 200 services.',
  },
  {
    name: 'Yuki Tanaka',
    city: 'Munich',
    title: 'Computer Vision Engineer',
    skills: ['Python', 'OpenCV', 'PyTorch', 'C++'],
    story: 'Built perception for driver assistance.',
  },
  {
    name: 'Fatima Benali',
    city: 'Brussels',
    title: 'Recruiter',
    skills: ['Sourcing', 'Recruiting', 'LinkedIn Recruiter'],
    story: 'Hired 120 engineers in two years.',
  },
];

/** The resume of a corpus person: two pages, as a candidate would write them. */
export function corpusResume(person: CorpusPerson): string[][] {
  return [
    [person.name, `${person.title}, ${person.city}`, '', 'Summary', person.story, 'Open to new roles in my field.'],
    [
      'Skills',
      person.skills.join(', '),
      '',
      'Experience',
      `${person.title} (2019 - today)`,
      person.story,
      'Education: degree in a technical field',
    ],
  ];
}

const has = (person: CorpusPerson, skill: string) => person.skills.includes(skill);
const DEVELOPER_TITLES = /Developer|Engineer/;

/** 20 queries, each with who a recruiter would want (by the facts above); `certain` ones are asserted exactly. */
export const CORPUS_QUERIES: { q: string; wanted: (person: CorpusPerson) => boolean; certain: boolean }[] = [
  { q: 'Kubernetes', wanted: (p) => has(p, 'Kubernetes'), certain: true },
  { q: 'Kubernetes Berlin', wanted: (p) => has(p, 'Kubernetes') && p.city === 'Berlin', certain: true },
  { q: 'kube', wanted: (p) => has(p, 'Kubernetes'), certain: true },
  { q: 'k8s', wanted: (p) => has(p, 'Kubernetes'), certain: false },
  { q: 'muller', wanted: (p) => p.name === 'Jürgen Müller', certain: true },
  { q: 'Terraform AWS', wanted: (p) => has(p, 'Terraform') && has(p, 'AWS'), certain: true },
  { q: 'Python SQL', wanted: (p) => has(p, 'Python') && has(p, 'SQL'), certain: true },
  { q: 'java', wanted: (p) => has(p, 'Java'), certain: false },
  { q: 'react', wanted: (p) => has(p, 'React') || has(p, 'React Native'), certain: false },
  {
    q: 'frontend',
    wanted: (p) => /Frontend/.test(p.title) || has(p, 'React') || has(p, 'Vue') || has(p, 'Angular'),
    certain: false,
  },
  { q: 'München', wanted: (p) => p.city === 'Munich', certain: false },
  { q: 'Munich', wanted: (p) => p.city === 'Munich', certain: true },
  { q: 'Go PostgreSQL', wanted: (p) => has(p, 'Go') && has(p, 'PostgreSQL'), certain: true },
  { q: 'data engineer', wanted: (p) => p.title === 'Data Engineer', certain: false },
  { q: 'recruiting', wanted: (p) => has(p, 'Recruiting'), certain: true },
  { q: 'C++', wanted: (p) => has(p, 'C++'), certain: true },
  { q: 'C#', wanted: (p) => has(p, 'C#'), certain: true },
  { q: 'krakow', wanted: (p) => p.city === 'Kraków', certain: true },
  { q: 'mobile developer', wanted: (p) => /Mobile|iOS|Android/.test(p.title), certain: false },
  { q: 'developer Berlin', wanted: (p) => DEVELOPER_TITLES.test(p.title) && p.city === 'Berlin', certain: false },
];
