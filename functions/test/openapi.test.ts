import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { API_KEY_SCOPES } from '@hr-portal/contract';
import { apiMounts } from '../src/http/app.js';
import { DEFAULT_RATE_LIMITS } from '../src/lib/rate-limit.js';
import { mountedRoutes, openApiPath, type OpenApiDocument } from '../src/http/openapi/document.js';
import { OPERATIONS } from '../src/http/openapi/operations.js';
import { startServer, type TestServer } from './support/api.js';

// The published description cannot leave a route out or name one that is gone; every API test validates the
// answers it receives against it (support/api.ts), so the shapes it states cannot drift either.

let api: TestServer;
let document: OpenApiDocument;

beforeAll(async () => {
  api = await startServer();
  const response = await api.call<OpenApiDocument>('GET', '/api/openapi.json');
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('public, max-age=300');
  document = response.body;
});

afterAll(async () => {
  await api.close();
});

const mounted = mountedRoutes(apiMounts(DEFAULT_RATE_LIMITS));

describe('GET /api/openapi.json', () => {
  it('when the routes are mounted, then each has its operation, and the table names no route that is not mounted', () => {
    const keys = mounted.map((route) => `${route.method} ${route.path}`);
    expect(keys.filter((key) => !(key in OPERATIONS))).toEqual([]);
    // Under the emulators (this run) the run-now paths are mounted too, so every entry must be.
    expect(Object.keys(OPERATIONS).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('when it is fetched without a session, then it is OpenAPI 3.1 with every mounted route and method', () => {
    expect(document).toMatchObject({ openapi: '3.1.0', info: { title: 'HR Portal API', version: '1.0.0' } });
    const described = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(described.sort()).toEqual(mounted.map((route) => `${route.method} ${openApiPath(route.path)}`).sort());
  });

  it('when a route takes a key, then its security names the scope; personal routes take sessions only', () => {
    const operation = (method: string, path: string) =>
      (document.paths as Record<string, Record<string, { security: unknown[]; 'x-key-scope'?: string }>>)[path]![
        method
      ]!;
    expect(operation('get', '/api/job/{id}').security).toEqual([{ session: [] }, { apiKey: ['jobs:read'] }]);
    expect(operation('patch', '/api/application/{id}/stage').security).toEqual([
      { session: [] },
      { apiKey: ['applications:write'] },
    ]);
    expect(operation('get', '/api/me').security).toEqual([{ session: [] }]);
    expect(operation('post', '/api/auth/login').security).toEqual([]);
    const scopes = new Set(
      Object.values(document.paths).flatMap((methods) =>
        Object.values(methods as Record<string, { 'x-key-scope'?: string }>).map((item) => item['x-key-scope']),
      ),
    );
    for (const scope of API_KEY_SCOPES) expect(scopes.has(scope)).toBe(true);
  });

  it('when its schemas are compiled as JSON Schema 2020-12, then every one compiles', () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    ajv.addSchema({ $id: 'components', ...document.components }, 'components');
    let compiled = 0;
    for (const methods of Object.values(document.paths)) {
      for (const item of Object.values(methods as Record<string, Record<string, any>>)) {
        const schemas = [
          ...Object.values(item.requestBody?.content ?? {}).map((media: any) => media.schema),
          ...Object.values(item.responses).flatMap((response: any) =>
            Object.values(response.content ?? {}).map((media: any) => media.schema),
          ),
          ...item.parameters.map((parameter: any) => parameter.schema),
        ].filter((schema) => schema && !schema.$ref);
        for (const schema of schemas) {
          ajv.compile(schema);
          compiled += 1;
        }
      }
    }
    expect(compiled).toBeGreaterThan(200);
  });
});
