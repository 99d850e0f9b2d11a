import type { Router } from 'express';
import { z } from 'zod';
import { API_KEY_SCOPE_LABELS, type ApiKeyScope } from '@hr-portal/contract';
import { errorResponseSchema } from '@hr-portal/contract/schemas';
import { OPERATIONS, type Operation } from './operations.js';

// The API described in OpenAPI 3.1, built from the routers themselves (paths, methods, who may call each, the key
// scope it takes) and the contract's zod schemas (zod 4 writes JSON Schema 2020-12, OpenAPI 3.1's dialect).

type JsonSchema = Record<string, unknown>;

interface RouteLayer {
  route?: {
    path: string;
    methods: Record<string, boolean>;
    stack: { handle: { allowedRoles?: readonly string[]; keyScope?: ApiKeyScope } }[];
  };
}

/** A mounted route: method, full path, and its guard's roles and key scope. */
export interface MountedRoute {
  method: string;
  path: string;
  roles: readonly string[] | null;
  keyScope: ApiKeyScope | null;
}

export function mountedRoutes(mounts: { path: string; router: Router }[]): MountedRoute[] {
  return mounts.flatMap(({ path, router }) =>
    (router.stack as RouteLayer[]).flatMap((layer) => {
      if (!layer.route) return [];
      const full = `/api${path === '/' ? '' : path}${layer.route.path === '/' ? '' : layer.route.path}`;
      const guard = layer.route.stack.find((entry) => entry.handle.allowedRoles)?.handle;
      return Object.keys(layer.route.methods).map((method) => ({
        method: method.toUpperCase(),
        path: full,
        roles: guard?.allowedRoles ?? null,
        keyScope: guard?.keyScope ?? null,
      }));
    }),
  );
}

/** A zod schema as JSON Schema, as a request is written (`input`) or a response read (`output`). */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

function queryParameters(schema: z.ZodType) {
  const object = jsonSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: object.required?.includes(name) ?? false,
    schema: property,
  }));
}

const FILE_TYPES = { pdf: 'application/pdf', csv: 'text/csv', zip: 'application/zip' } as const;

/** The success response of an operation as the document states it (the API tests check answers against it). */
export function successResponse(operation: Operation) {
  const status = String(operation.status ?? 200);
  if (status === '204') return { [status]: { description: 'Done; no body' } };
  if (operation.produces) {
    const type = FILE_TYPES[operation.produces];
    return {
      [status]: { description: 'The file', content: { [type]: { schema: { type: 'string', format: 'binary' } } } },
    };
  }
  const schema = operation.response ? jsonSchema(operation.response, 'output') : {};
  return { [status]: { description: 'Success', content: { 'application/json': { schema } } } };
}

function requestBody(operation: Operation) {
  const json = operation.body ? { 'application/json': { schema: jsonSchema(operation.body, 'input') } } : {};
  const multipart = operation.upload
    ? {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { file: { type: 'string', format: 'binary', description: 'A PDF' } },
          },
        },
      }
    : {};
  const content = { ...json, ...multipart };
  return Object.keys(content).length > 0 ? { requestBody: { required: true, content } } : {};
}

function operationOf(route: MountedRoute, operation: Operation, tag: string) {
  const pathParameters = [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const security = route.roles ? [{ session: [] }, ...(route.keyScope ? [{ apiKey: [route.keyScope] }] : [])] : [];
  return {
    summary: operation.summary,
    tags: [tag],
    operationId: `${route.method.toLowerCase()}${route.path.replace(/[^A-Za-z0-9]+(\w)?/g, (_m, c: string = '') => c.toUpperCase())}`,
    security,
    ...(route.roles ? { 'x-roles': route.roles } : {}),
    ...(route.keyScope ? { 'x-key-scope': route.keyScope } : {}),
    ...(operation.emulatorOnly ? { 'x-emulator-only': true } : {}),
    parameters: [...pathParameters, ...(operation.query ? queryParameters(operation.query) : [])],
    ...requestBody(operation),
    responses: {
      ...successResponse(operation),
      default: {
        description: 'An error: 400 bad input (the message names the field), 401, 403, 404, 409, 413, 415 or 429',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    },
  };
}

/** The Error schema every error answer follows. */
export const errorSchema = () => jsonSchema(errorResponseSchema, 'output');

/** The OpenAPI path of an Express path: `/api/job/:id` -> `/api/job/{id}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** The document for the routes mounted (deployed: without the emulators' run-now paths, which are not mounted). */
export function openApiDocument(routes: MountedRoute[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const operation = OPERATIONS[`${route.method} ${route.path}`];
    if (!operation) continue;
    const tag = route.path.split('/')[2]?.replace(/\.json$/, '') ?? 'api';
    (paths[openApiPath(route.path)] ??= {})[route.method.toLowerCase()] = operationOf(route, operation, tag);
  }
  const scopes = Object.fromEntries(Object.entries(API_KEY_SCOPE_LABELS));
  return {
    openapi: '3.1.0',
    info: {
      title: 'HR Portal API',
      version,
      description:
        'Every route of the portal. Integrations authenticate with an API key (`Authorization: Bearer hrp_...`) on the routes that list the `apiKey` scheme with the scope they need; people with a Firebase ID token. Lists answer a JSON array and, when more may follow, the next cursor in the `X-Next-Cursor` header (send it back as `?cursor=`).',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: {
        session: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'Firebase ID token',
          description: 'A person signed in',
        },
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'hrp_ API key',
          description: `An integration's key (admins create them on /admin/integrations). Scopes: ${Object.entries(
            scopes,
          )
            .map(([scope, label]) => `${scope} (${label})`)
            .join('; ')}.`,
        },
      },
      schemas: { Error: errorSchema() },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;
