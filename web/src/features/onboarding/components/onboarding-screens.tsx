import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';

// Each screen loads when its route opens.
const MyOnboardingPage = lazy(() => import('./my-onboarding-page').then((m) => ({ default: m.MyOnboardingPage })));
const PlansPage = lazy(() => import('./plans-page').then((m) => ({ default: m.PlansPage })));
const PlanPage = lazy(() => import('./plan-page').then((m) => ({ default: m.PlanPage })));

/** {base}/onboarding/*: for hr and admins every plan and one plan; for everyone their own onboarding (my). */
export function OnboardingScreens({ base, staff = false }: { base: string; staff?: boolean }) {
  return (
    <Routes>
      <Route index element={staff ? <PlansPage base={base} /> : <MyOnboardingPage backTo={base} />} />
      <Route path="my" element={<MyOnboardingPage backTo={base} />} />
      {staff && <Route path=":id" element={<PlanPage base={base} />} />}
    </Routes>
  );
}
