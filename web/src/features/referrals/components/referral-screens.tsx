import { Route, Routes } from 'react-router-dom';
import { BonusesPage } from './bonuses-page';
import { ReferralsPage } from './referrals-page';

/** /{role}/referrals: refer someone and "My referrals"; for admins also /{role}/referrals/bonuses. */
export function ReferralScreens({ base, bonuses = false }: { base: string; bonuses?: boolean }) {
  return (
    <Routes>
      <Route
        index
        element={<ReferralsPage backTo={base} bonusesPath={bonuses ? `${base}/referrals/bonuses` : null} />}
      />
      {bonuses && <Route path="bonuses" element={<BonusesPage backTo={`${base}/referrals`} />} />}
    </Routes>
  );
}
