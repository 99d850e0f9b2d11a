import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { apiMounts } from '../../src/http/app.js';
import { errorSchema, mountedRoutes, successResponse } from '../../src/http/openapi/document.js';
import { OPERATIONS } from '../../src/http/openapi/operations.js';
import { rateLimitsFromEnv } from '../../src/lib/rate-limit.js';

// Every answer an API test receives is checked against the OpenAPI document the API publishes: a success body
// against its operation's response schema where the document states one (the same builder, openapi/document.ts,
// run for that operation the first time one of its answers is checked), an error body against the Error schema. A
// route whose answers drift from the document fails the test that called it.

interface Checker {
  pattern: RegExp;
  method: string;
  key: string;
  /** Success validators by status, made the first time an answer of that operation is checked. */
  success?: Map<number, ValidateFunction>;
}

const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
let checkers: Checker[] | undefined;
let errorCheck: ValidateFunction | undefined;

/** The routes in the routers' order: the first that matches is the one Express runs. */
function build(): Checker[] {
  return mountedRoutes(apiMounts(rateLimitsFromEnv())).map((route) => ({
    pattern: new RegExp(`^${route.path.replace(/[.]/g, '\\.').replace(/:\w+/g, '[^/]+')}$`),
    method: route.method,
    key: `${route.method} ${route.path}`,
  }));
}

function successValidators(checker: Checker): Map<number, ValidateFunction> {
  if (checker.success) return checker.success;
  checker.success = new Map();
  const operation = OPERATIONS[checker.key];
  if (!operation) return checker.success;
  for (const [status, response] of Object.entries(successResponse(operation))) {
    const schema = (response as { content?: Record<string, { schema?: object }> }).content?.['application/json']
      ?.schema;
    if (schema && Object.keys(schema).length > 0) checker.success.set(Number(status), ajv.compile(schema));
  }
  return checker.success;
}

/** Throws when a JSON answer is not what the document says the route answers. */
export function checkAgainstDocument(method: string, url: string, status: number, body: unknown): void {
  checkers ??= build();
  // As fetch sends it: dot segments resolved (`/api/application/.` is the list).
  const path = new URL(url, 'http://localhost').pathname;
  const checker = checkers.find((item) => item.method === method.toUpperCase() && item.pattern.test(path));
  if (!checker) return;
  const validate = status >= 400 ? (errorCheck ??= ajv.compile(errorSchema())) : successValidators(checker).get(status);
  if (!validate || validate(body)) return;
  const errors = (validate.errors ?? [])
    .slice(0, 5)
    .map((error) => `${error.instancePath || '/'} ${error.message} ${JSON.stringify(error.params)}`)
    .join('; ');
  throw new Error(`${method} ${path} answered ${status} with a body the OpenAPI document does not allow: ${errors}`);
}
