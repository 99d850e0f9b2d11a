import type { Router } from 'express';
import { apiMounts } from '../../src/http/app.js';
import { rateLimitsFromEnv } from '../../src/lib/rate-limit.js';

/** A route of the API as the app mounts it; `path` keeps the router's parameter names (`:jobId`, `:uid` ...). */
export interface TableRoute {
  method: string;
  path: string;
  mount: string;
}

/** The same route for tests that send anything: every parameter written `:id`, a body for every non-GET. */
export interface Route extends TableRoute {
  body: boolean;
  query: boolean;
}

function routesOf(mount: string, router: Router): TableRoute[] {
  return router.stack.flatMap((layer) => {
    const route = layer.route as { path: string; methods: Record<string, boolean> } | undefined;
    if (!route) {
      if ('stack' in (layer.handle as object)) throw new Error(`A nested router under ${mount}: list it in apiMounts`);
      return [];
    }
    const path = `/api${mount === '/' ? '' : mount}${route.path === '/' ? '' : route.path}`;
    return Object.keys(route.methods).map((method) => ({ method: method.toUpperCase(), path, mount }));
  });
}

/** Every route of the app's own route table (app.ts apiMounts): a route added there is tested without edits here. */
export const TABLE_ROUTES: TableRoute[] = apiMounts(rateLimitsFromEnv()).flatMap(({ path, router }) =>
  routesOf(path, router),
);

export const ROUTES: Route[] = TABLE_ROUTES.map((route) => ({
  ...route,
  path: route.path.replace(/:\w+/g, ':id'),
  body: route.method !== 'GET',
  query: route.method === 'GET',
}));
