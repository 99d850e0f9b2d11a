import type { z } from 'zod';
import { badRequest, describeZodError } from './errors.js';

/** Parses untrusted input with a zod schema; a failure is a 400 naming the field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw badRequest(describeZodError(result.error));
  return result.data;
}

/** An optional text query parameter: absent when missing or empty, trimmed, 400 when not text or too long. */
export function optionalQueryText(value: unknown, name: string, maxLength = 100): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || value.length > maxLength)
    throw badRequest(`${name} must be text of at most ${maxLength} characters`);
  return value.trim();
}

/** An optional query parameter that must be one of `allowed` when given (undefined means absent). */
export function optionalChoice<T extends string>(value: unknown, allowed: readonly T[], name: string): T | undefined {
  if (value === undefined) return undefined;
  if (!(allowed as readonly unknown[]).includes(value))
    throw badRequest(`${name} must be one of ${allowed.join(', ')}`);
  return value as T;
}
