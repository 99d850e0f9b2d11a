import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';

// Each screen loads when its route opens: "My referrals" does not bring the referral form's validation.
const ReferralsPage = lazy(() => import('./referrals-page').then((m) => ({ default: m.ReferralsPage })));
const ReferPage = lazy(() => import('./refer-page').then((m) => ({ default: m.ReferPage })));
const BonusesPage = lazy(() => import('./bonuses-page').then((m) => ({ default: m.BonusesPage })));

/** {base}/referrals/*: "My referrals", "Refer someone" (new?job=), and for admins the referral bonuses. */
export function ReferralScreens({ base, bonuses = false }: { base: string; bonuses?: boolean }) {
  const home = `${base}/referrals`;
  return (
    <Routes>
      <Route index element={<ReferralsPage backTo={base} home={home} bonuses={bonuses} />} />
      <Route path="new" element={<ReferPage backTo={home} />} />
      {bonuses && <Route path="bonuses" element={<BonusesPage backTo={home} />} />}
    </Routes>
  );
}
