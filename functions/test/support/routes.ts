/** Every route of the API; `:id` stands for any path segment. */
export interface Route {
  method: string;
  path: string;
  body?: boolean;
  query?: boolean;
}

export const ROUTES: Route[] = [
  { method: 'POST', path: '/api/auth/register', body: true },
  { method: 'POST', path: '/api/auth/login', body: true },
  { method: 'POST', path: '/api/auth/logout', body: true },
  { method: 'GET', path: '/api/me' },
  { method: 'GET', path: '/api/job', query: true },
  { method: 'GET', path: '/api/job/:id' },
  { method: 'POST', path: '/api/job', body: true },
  { method: 'PATCH', path: '/api/job/:id', body: true },
  { method: 'DELETE', path: '/api/job/:id' },
  { method: 'POST', path: '/api/application/:id', body: true },
  { method: 'GET', path: '/api/application/my' },
  { method: 'GET', path: '/api/application', query: true },
  { method: 'GET', path: '/api/application/job/:id', query: true },
  { method: 'PATCH', path: '/api/application/:id/status', body: true },
  { method: 'GET', path: '/api/application/:id/resume', query: true },
  { method: 'POST', path: '/api/document/upload', body: true },
  { method: 'GET', path: '/api/document/my' },
  { method: 'GET', path: '/api/document', query: true },
  { method: 'DELETE', path: '/api/document/:id' },
  { method: 'GET', path: '/api/document/:id/file', query: true },
  { method: 'GET', path: '/api/user', query: true },
  { method: 'GET', path: '/api/user/:id' },
  { method: 'PATCH', path: '/api/user/:id', body: true },
  { method: 'PATCH', path: '/api/user/:id/role', body: true },
  { method: 'DELETE', path: '/api/user/:id' },
  { method: 'POST', path: '/api/user/me/verification-email' },
  { method: 'PATCH', path: '/api/application/:id/stage', body: true },
  { method: 'POST', path: '/api/application/bulk-stage', body: true },
  { method: 'POST', path: '/api/application/:id/withdraw', body: true },
  { method: 'POST', path: '/api/application/:id/hire', body: true },
  { method: 'GET', path: '/api/application/:id/notes' },
  { method: 'POST', path: '/api/application/:id/notes', body: true },
  { method: 'PUT', path: '/api/job/:id/kit', body: true },
  { method: 'POST', path: '/api/application/:id/interviewers', body: true },
  { method: 'DELETE', path: '/api/application/:id/interviewers/:id' },
  { method: 'PUT', path: '/api/application/:id/scorecard', body: true },
  { method: 'GET', path: '/api/application/:id/scorecards' },
  { method: 'GET', path: '/api/interview/my', query: true },
  { method: 'GET', path: '/api/interview/:id' },
];
