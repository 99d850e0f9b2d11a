import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';

// Each screen loads when its route opens.
const MyOnboardingPage = lazy(() => import('./my-onboarding-page').then((m) => ({ default: m.MyOnboardingPage })));
const PlansPage = lazy(() => import('./plans-page').then((m) => ({ default: m.PlansPage })));
const PlanPage = lazy(() => import('./plan-page').then((m) => ({ default: m.PlanPage })));
const TemplatesPage = lazy(() => import('./templates-page').then((m) => ({ default: m.TemplatesPage })));
const PoliciesPage = lazy(() => import('./policies-page').then((m) => ({ default: m.PoliciesPage })));
const TemplateEditorPage = lazy(() =>
  import('./template-editor-page').then((m) => ({ default: m.TemplateEditorPage })),
);

/**
 * {base}/onboarding/*: for hr and admins every plan, one plan, the templates and the policies (admins upload them);
 * for everyone their own (my).
 */
export function OnboardingScreens({
  base,
  staff = false,
  admin = false,
}: {
  base: string;
  staff?: boolean;
  admin?: boolean;
}) {
  return (
    <Routes>
      <Route index element={staff ? <PlansPage base={base} /> : <MyOnboardingPage backTo={base} />} />
      <Route path="my" element={<MyOnboardingPage backTo={base} />} />
      {staff && <Route path="templates" element={<TemplatesPage base={base} />} />}
      {staff && <Route path="templates/new" element={<TemplateEditorPage base={base} />} />}
      {staff && <Route path="templates/:id" element={<TemplateEditorPage base={base} />} />}
      {staff && <Route path="policies" element={<PoliciesPage base={base} canUpload={admin} />} />}
      {staff && <Route path=":id" element={<PlanPage base={base} />} />}
    </Routes>
  );
}
