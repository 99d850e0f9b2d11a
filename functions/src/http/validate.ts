import type { z } from 'zod';
import { badRequest, describeZodError } from '../lib/errors.js';

/** Parses untrusted input (a body or a query string) with a zod schema; a failure is a 400 naming the field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw badRequest(describeZodError(result.error));
  return result.data;
}
