import { Route } from 'react-router-dom';
import { InterviewPage, InterviewsPage } from './screens';

/** `interviews` and `interviews/:applicationId` for every role that can sit on a panel (called, not rendered). */
export function interviewRoutes(home: string) {
  return (
    <>
      <Route path="interviews" element={<InterviewsPage backTo={home} />} />
      <Route path="interviews/:applicationId" element={<InterviewPage backTo={home} />} />
    </>
  );
}
