// The screens of each signed-in role area, read from the router (web/src/app/areas): each route's component and
// the module it lazily loads (screens.tsx). `npm run size` weighs every one of them opened directly.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './emulator-env.mjs';

const AREAS = join(ROOT, 'web', 'src', 'app', 'areas');
const read = (file) => readFileSync(join(AREAS, file), 'utf8');

/** Component name -> its module under web/src, from screens.tsx's lazy imports (with their messages, or not). */
const MODULES = new Map(
  [
    ...read('screens.tsx').matchAll(
      /export const (\w+) = lazy\w*\(\(\) =>\s*(?:withMessages\('[\w-]+', )?import\('\.\.\/\.\.\/([^']+)'\)/g,
    ),
  ].map(([, name, path]) => [name, `src/${path}.tsx`]),
);

/**
 * The route elements of an area file: [path, component], the mailbox only when `withMailbox`. A route with
 * screens of its own (`talent-pools/*`) is weighed at its first screen.
 */
function routesIn(source, withMailbox = true) {
  const routes = [];
  for (const match of source.matchAll(/(\{withMailbox && )?<Route\s+(?:index|path="([^"]+)")\s+element=\{<(\w+)/g)) {
    const [, guarded, path = '', component] = match;
    if (guarded && !withMailbox) continue;
    routes.push({ path: path.replace(/\/?\*$/, ''), component });
  }
  return routes;
}

/** [{ path: '/admin/users', component: 'UsersPage', module: 'src/features/users/components/users-page.tsx' }, ...] */
export function screensOf(role) {
  const area = read(`${role}-area.tsx`);
  const routes = routesIn(area);
  if (area.includes('interviewRoutes(')) routes.push(...routesIn(read('interview-routes.tsx')));
  const mail = area.match(/mailRoutes\(HOME, (true|false)\)/);
  if (mail) routes.push(...routesIn(read('mail-routes.tsx'), mail[1] === 'true'));
  return routes
    .filter((route) => MODULES.has(route.component))
    .map((route) => ({ ...route, path: `/${role}/${route.path}`, module: MODULES.get(route.component) }));
}

export const ROLES = ['admin', 'hr', 'employee', 'candidate'];
