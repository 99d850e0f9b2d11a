import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { apiMounts } from '../../src/http/app.js';
import { mountedRoutes, openApiDocument, openApiPath } from '../../src/http/openapi/document.js';
import { rateLimitsFromEnv } from '../../src/lib/rate-limit.js';

// Every answer an API test receives is checked against the OpenAPI document the API publishes (the same builder,
// in-process): a success body against its operation's response schema where the document states one, an error
// body against the Error schema. A route whose answers drift from the document fails the test that called it.

interface Checker {
  pattern: RegExp;
  method: string;
  success: Map<number, ValidateFunction>;
}

let checkers: Checker[] | undefined;
let errorCheck: ValidateFunction | undefined;

function build(): Checker[] {
  const routes = mountedRoutes(apiMounts(rateLimitsFromEnv()));
  const document = openApiDocument(routes, 'test');
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
  errorCheck = ajv.compile(document.components.schemas.Error);
  // In the routers' order: the first route that matches is the one Express runs.
  return routes.flatMap((route) => {
    const item = (document.paths as Record<string, Record<string, { responses: Record<string, any> }>>)[
      openApiPath(route.path)
    ]?.[route.method.toLowerCase()];
    if (!item) return [];
    const success = new Map<number, ValidateFunction>();
    for (const [status, response] of Object.entries(item.responses)) {
      const schema = response.content?.['application/json']?.schema;
      if (status !== 'default' && schema && Object.keys(schema).length > 0)
        success.set(Number(status), ajv.compile(schema));
    }
    const pattern = new RegExp(`^${route.path.replace(/[.]/g, '\\.').replace(/:\w+/g, '[^/]+')}$`);
    return [{ pattern, method: route.method, success }];
  });
}

/** Throws when a JSON answer is not what the document says the route answers. */
export function checkAgainstDocument(method: string, url: string, status: number, body: unknown): void {
  checkers ??= build();
  // As fetch sends it: dot segments resolved (`/api/application/.` is the list).
  const path = new URL(url, 'http://localhost').pathname;
  const checker = checkers.find((item) => item.method === method.toUpperCase() && item.pattern.test(path));
  if (!checker) return;
  const validate = status >= 400 ? errorCheck! : checker.success.get(status);
  if (!validate || validate(body)) return;
  const errors = (validate.errors ?? [])
    .slice(0, 5)
    .map((error) => `${error.instancePath || '/'} ${error.message} ${JSON.stringify(error.params)}`)
    .join('; ');
  throw new Error(`${method} ${path} answered ${status} with a body the OpenAPI document does not allow: ${errors}`);
}
