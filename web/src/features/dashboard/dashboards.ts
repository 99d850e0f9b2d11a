import type { Role } from '@hr-portal/contract';

export interface DashboardCard {
  title: string;
  description: string;
  path: string;
}

export interface Dashboard {
  title: string;
  cards: DashboardCard[];
}

/** The four dashboards of spec §2, card for card (admin adds the audit log at the end). */
export const DASHBOARDS: Record<Role, Dashboard> = {
  admin: {
    title: 'Admin Dashboard',
    cards: [
      { title: 'User Management', description: 'Add, remove, and manage user roles', path: '/admin/users' },
      {
        title: 'Document Management',
        description: 'View, download, or delete uploaded documents',
        path: '/admin/documents',
      },
      { title: 'Job Management', description: 'Create, update, or delete job posts', path: '/admin/jobs' },
      { title: 'Applications for Jobs', description: 'View Applications for Jobs', path: '/admin/job-applications' },
      { title: 'Profile', description: 'View and edit your profile', path: '/admin/profile' },
      // Beyond spec §2: the audit trail of issue 6, after the spec's five cards.
      { title: 'Audit Log', description: 'See who changed roles, jobs and application statuses', path: '/admin/audit' },
    ],
  },
  hr: {
    title: 'HR Dashboard',
    cards: [
      { title: 'Job Management', description: 'Post, edit, and manage job listings', path: '/hr/jobs' },
      {
        title: 'Candidate Documents',
        description: 'Upload and view candidate resumes or contracts',
        path: '/hr/documents',
      },
      { title: 'Applications', description: 'View applications and update statuses', path: '/hr/applications' },
      { title: 'Profile', description: 'View and update your profile', path: '/hr/profile' },
    ],
  },
  employee: {
    title: 'Employee Dashboard',
    cards: [
      { title: 'My Documents', description: 'View and download your uploaded documents', path: '/employee/documents' },
      {
        title: 'Job Applications',
        description: 'View jobs you applied for and track status',
        path: '/employee/applications',
      },
      { title: 'Profile', description: 'View and edit your profile details', path: '/employee/profile' },
    ],
  },
  candidate: {
    title: 'Candidate Dashboard',
    cards: [
      { title: 'Jobs', description: 'Browse and apply for jobs', path: '/candidate/jobs' },
      { title: 'Applications', description: 'View your applications and status', path: '/candidate/applications' },
      { title: 'Documents', description: 'Upload and manage your resumes', path: '/candidate/documents' },
      { title: 'Profile', description: 'View and edit your profile', path: '/candidate/profile' },
    ],
  },
};
