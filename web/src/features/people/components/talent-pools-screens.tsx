import { Navigate, Route, Routes } from 'react-router-dom';
import { PoolPage } from './pool-page';
import { SuggestionsPage } from './suggestions-page';
import { TalentPoolsPage } from './talent-pools-page';

/** {base}/talent-pools/*: the pools, one pool's members, and a job's suggestions (one chunk, loaded together). */
export function TalentPoolsScreens({ base }: { base: string }) {
  return (
    <Routes>
      <Route index element={<TalentPoolsPage base={base} />} />
      <Route path="suggestions" element={<SuggestionsPage base={base} />} />
      <Route path=":id" element={<PoolPage base={base} />} />
      <Route path="*" element={<Navigate to={`${base}/talent-pools`} replace />} />
    </Routes>
  );
}
