import {
  formatSalary,
  LANGUAGE_LOCALES,
  LANGUAGES,
  type JobType,
  type Language,
  type SalaryPeriod,
} from '@hr-portal/contract';
import { longDate } from '../../lib/timestamps.js';

// The careers pages' words in each language they are served in (/careers, /de/careers, /fr/careers, /es/careers).
// English is the text the pages have always had; a job's own title and description stay as hr wrote them.

export const CAREERS_LANGUAGES = LANGUAGES;
export type CareersLanguage = Language;

/** Where a language's careers pages live: /careers for English, /{lang}/careers for the others. */
export const careersPrefix = (lang: CareersLanguage) => (lang === 'en' ? '' : `/${lang}`);

const LOCALES = LANGUAGE_LOCALES;

export interface CareersTexts {
  siteName: (org: string) => string;
  signIn: string;
  allOpenJobs: string;
  privacyNotice: string;
  openJobsAt: (org: string) => string;
  jobsAt: (org: string) => string;
  listDescription: (org: string) => string;
  filterJobs: string;
  department: string;
  location: string;
  jobType: string;
  anyDepartment: string;
  anyLocation: string;
  anyType: string;
  showJobs: string;
  noMatch: string;
  seeEvery: string;
  moreJobs: string;
  salary: string;
  experience: string;
  posted: string;
  applyBy: string;
  tags: string;
  aboutJob: string;
  applyFor: (title: string) => string;
  howWeUse: string;
  privacyLink: string;
  backToAll: string;
  closedTitle: (title: string) => string;
  closedDescription: string;
  closedText: string;
  seeOpenNow: string;
  notFoundTitle: string;
  notFoundText: string;
  remote: string;
  types: Record<JobType, string>;
  /** The privacy notice page: its description and the notice's version line (the notice itself is as written). */
  privacyDescription: (org: string) => string;
  noticeVersion: (version: number, published: string | null) => string;
}

export const CAREERS_TEXTS: Record<CareersLanguage, CareersTexts> = {
  en: {
    siteName: (org) => `${org} careers`,
    signIn: 'Sign in',
    allOpenJobs: 'All open jobs',
    privacyNotice: 'Privacy notice',
    openJobsAt: (org) => `Open jobs at ${org}`,
    jobsAt: (org) => `Jobs at ${org}`,
    listDescription: (org) => `Open positions at ${org}: apply online with your resume.`,
    filterJobs: 'Filter jobs',
    department: 'Department',
    location: 'Location',
    jobType: 'Job type',
    anyDepartment: 'Any department',
    anyLocation: 'Any location',
    anyType: 'Any type',
    showJobs: 'Show jobs',
    noMatch: 'No open jobs match.',
    seeEvery: 'See every open job',
    moreJobs: 'More jobs',
    salary: 'Salary',
    experience: 'Experience',
    posted: 'Posted',
    applyBy: 'Apply by',
    tags: 'Tags',
    aboutJob: 'About the job',
    applyFor: (title) => `Apply for ${title}`,
    howWeUse: 'How we use what you send us:',
    privacyLink: 'privacy notice',
    backToAll: '← All open jobs',
    closedTitle: (title) => `${title}: this job is closed`,
    closedDescription: 'This job is no longer open.',
    closedText: 'This job is closed and no longer takes applications.',
    seeOpenNow: 'See the jobs that are open now',
    notFoundTitle: 'Job not found',
    notFoundText: 'There is no job at this address.',
    remote: 'Remote',
    types: { 'full-time': 'Full-time', 'part-time': 'Part-time', internship: 'Internship' },
    privacyDescription: (org) => `How ${org} uses the data you give when you apply for a job.`,
    noticeVersion: (version, published) => `Version ${version}${published ? `, published ${published}` : ''}.`,
  },
  de: {
    siteName: (org) => `Karriere bei ${org}`,
    signIn: 'Anmelden',
    allOpenJobs: 'Alle offenen Stellen',
    privacyNotice: 'Datenschutzhinweis',
    openJobsAt: (org) => `Offene Stellen bei ${org}`,
    jobsAt: (org) => `Jobs bei ${org}`,
    listDescription: (org) => `Offene Stellen bei ${org}: Bewerben Sie sich online mit Ihrem Lebenslauf.`,
    filterJobs: 'Stellen filtern',
    department: 'Abteilung',
    location: 'Standort',
    jobType: 'Anstellungsart',
    anyDepartment: 'Alle Abteilungen',
    anyLocation: 'Alle Standorte',
    anyType: 'Alle Anstellungsarten',
    showJobs: 'Stellen anzeigen',
    noMatch: 'Keine offene Stelle passt dazu.',
    seeEvery: 'Alle offenen Stellen ansehen',
    moreJobs: 'Weitere Stellen',
    salary: 'Gehalt',
    experience: 'Erfahrung',
    posted: 'Veröffentlicht',
    applyBy: 'Bewerbung bis',
    tags: 'Schlagwörter',
    aboutJob: 'Über die Stelle',
    applyFor: (title) => `Jetzt bewerben: ${title}`,
    howWeUse: 'Wie wir Ihre Angaben verwenden:',
    privacyLink: 'Datenschutzhinweis',
    backToAll: '← Alle offenen Stellen',
    closedTitle: (title) => `${title}: Diese Stelle ist nicht mehr offen`,
    closedDescription: 'Diese Stelle ist nicht mehr offen.',
    closedText: 'Diese Stelle ist besetzt oder geschlossen und nimmt keine Bewerbungen mehr an.',
    seeOpenNow: 'Die aktuell offenen Stellen ansehen',
    notFoundTitle: 'Stelle nicht gefunden',
    notFoundText: 'Unter dieser Adresse gibt es keine Stelle.',
    remote: 'Remote',
    types: { 'full-time': 'Vollzeit', 'part-time': 'Teilzeit', internship: 'Praktikum' },
    privacyDescription: (org) => `Wie ${org} die Daten verwendet, die Sie bei einer Bewerbung angeben.`,
    noticeVersion: (version, published) => `Version ${version}${published ? `, veröffentlicht am ${published}` : ''}.`,
  },
  fr: {
    siteName: (org) => `Carrières chez ${org}`,
    signIn: 'Se connecter',
    allOpenJobs: 'Toutes les offres',
    privacyNotice: 'Politique de confidentialité',
    openJobsAt: (org) => `Offres d’emploi chez ${org}`,
    jobsAt: (org) => `Emplois chez ${org}`,
    listDescription: (org) => `Postes ouverts chez ${org} : postulez en ligne avec votre CV.`,
    filterJobs: 'Filtrer les offres',
    department: 'Service',
    location: 'Lieu',
    jobType: 'Type de contrat',
    anyDepartment: 'Tous les services',
    anyLocation: 'Tous les lieux',
    anyType: 'Tous les types',
    showJobs: 'Afficher les offres',
    noMatch: 'Aucune offre ne correspond.',
    seeEvery: 'Voir toutes les offres',
    moreJobs: 'Plus d’offres',
    salary: 'Salaire',
    experience: 'Expérience',
    posted: 'Publiée le',
    applyBy: 'Candidature jusqu’au',
    tags: 'Mots-clés',
    aboutJob: 'À propos du poste',
    applyFor: (title) => `Postuler : ${title}`,
    howWeUse: 'Ce que nous faisons de vos informations :',
    privacyLink: 'politique de confidentialité',
    backToAll: '← Toutes les offres',
    closedTitle: (title) => `${title} : offre clôturée`,
    closedDescription: 'Cette offre n’est plus ouverte.',
    closedText: 'Cette offre est clôturée et n’accepte plus de candidatures.',
    seeOpenNow: 'Voir les offres ouvertes',
    notFoundTitle: 'Offre introuvable',
    notFoundText: 'Il n’y a pas d’offre à cette adresse.',
    remote: 'Télétravail',
    types: { 'full-time': 'Temps plein', 'part-time': 'Temps partiel', internship: 'Stage' },
    privacyDescription: (org) => `Comment ${org} utilise les données que vous fournissez en postulant.`,
    noticeVersion: (version, published) => `Version ${version}${published ? `, publiée le ${published}` : ''}.`,
  },
  es: {
    siteName: (org) => `Empleo en ${org}`,
    signIn: 'Iniciar sesión',
    allOpenJobs: 'Todas las ofertas',
    privacyNotice: 'Aviso de privacidad',
    openJobsAt: (org) => `Ofertas de empleo en ${org}`,
    jobsAt: (org) => `Empleos en ${org}`,
    listDescription: (org) => `Puestos abiertos en ${org}: envía tu candidatura en línea con tu currículum.`,
    filterJobs: 'Filtrar ofertas',
    department: 'Departamento',
    location: 'Ubicación',
    jobType: 'Tipo de jornada',
    anyDepartment: 'Todos los departamentos',
    anyLocation: 'Todas las ubicaciones',
    anyType: 'Todos los tipos',
    showJobs: 'Ver ofertas',
    noMatch: 'Ninguna oferta coincide.',
    seeEvery: 'Ver todas las ofertas',
    moreJobs: 'Más ofertas',
    salary: 'Salario',
    experience: 'Experiencia',
    posted: 'Publicada',
    applyBy: 'Inscripción hasta',
    tags: 'Etiquetas',
    aboutJob: 'Sobre el puesto',
    applyFor: (title) => `Inscribirme: ${title}`,
    howWeUse: 'Cómo usamos lo que nos envías:',
    privacyLink: 'aviso de privacidad',
    backToAll: '← Todas las ofertas',
    closedTitle: (title) => `${title}: oferta cerrada`,
    closedDescription: 'Esta oferta ya no está abierta.',
    closedText: 'Esta oferta está cerrada y ya no admite candidaturas.',
    seeOpenNow: 'Ver las ofertas abiertas ahora',
    notFoundTitle: 'Oferta no encontrada',
    notFoundText: 'No hay ninguna oferta en esta dirección.',
    remote: 'En remoto',
    types: { 'full-time': 'Jornada completa', 'part-time': 'Media jornada', internship: 'Prácticas' },
    privacyDescription: (org) => `Cómo usa ${org} los datos que nos das al inscribirte en una oferta.`,
    noticeVersion: (version, published) => `Versión ${version}${published ? `, publicada el ${published}` : ''}.`,
  },
};

/** A day in the language's own format ("7 December 2026", "7. Dezember 2026", "7 décembre 2026"). */
export function dateIn(lang: CareersLanguage, iso: string): string {
  if (lang === 'en') return longDate(iso);
  return new Date(iso).toLocaleDateString(LOCALES[lang], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A salary in the language's number and currency format, with its period in words ("52.000 € pro Jahr"). */
export const salaryIn = (
  lang: CareersLanguage,
  job: { salary: number; salaryCurrency: string; salaryPeriod: SalaryPeriod },
): string | null => formatSalary(job, lang, LOCALES[lang]);
