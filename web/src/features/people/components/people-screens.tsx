import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';

// Each screen loads when its route opens: the search does not bring the add form's validation or the profile.
const PeopleSearchPage = lazy(() => import('./people-search-page').then((m) => ({ default: m.PeopleSearchPage })));
const AddPersonPage = lazy(() => import('./add-person-page').then((m) => ({ default: m.AddPersonPage })));
const DuplicatesPage = lazy(() => import('./duplicates-page').then((m) => ({ default: m.DuplicatesPage })));
const PersonPage = lazy(() => import('./person-page').then((m) => ({ default: m.PersonPage })));

/** {base}/people/*: search, adding a person who did not apply, possible duplicates, and one person's profile. */
export function PeopleScreens({ base }: { base: string }) {
  return (
    <Routes>
      <Route index element={<PeopleSearchPage base={base} />} />
      <Route path="new" element={<AddPersonPage base={base} />} />
      <Route path="duplicates" element={<DuplicatesPage base={base} />} />
      <Route path=":uid" element={<PersonPage backTo={base} />} />
    </Routes>
  );
}
