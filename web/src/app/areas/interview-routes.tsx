import { lazy } from 'react';
import { Route } from 'react-router-dom';

// The interview screens bring the scorecard form: their own chunk, loaded when opened.
const InterviewsPage = lazy(() => import('../../features/interviews/components/interviews-page'));
const InterviewPage = lazy(() => import('../../features/interviews/components/interview-page'));

/** `interviews` and `interviews/:applicationId` for every role that can sit on a panel (called, not rendered). */
export function interviewRoutes(home: string) {
  return (
    <>
      <Route path="interviews" element={<InterviewsPage backTo={home} />} />
      <Route path="interviews/:applicationId" element={<InterviewPage backTo={home} />} />
    </>
  );
}
