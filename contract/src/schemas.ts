import { z } from 'zod';
import { ROLES } from './roles.js';
import type { LoginRequest, RegisterRequest } from './auth-types.js';

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Enter a valid email address' }));

export const registerRequestSchema = z.strictObject({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, { error: 'Name is required' })
    .max(100, { error: 'Name must be at most 100 characters' }),
  email,
  password: z
    .string({ error: 'Password is required' })
    .min(8, { error: 'Password must be at least 8 characters' })
    .max(128, { error: 'Password must be at most 128 characters' }),
  role: z.enum(ROLES, { error: 'Role must be one of admin, hr, employee, candidate' }),
});

export const loginRequestSchema = z.strictObject({
  email,
  password: z.string({ error: 'Password is required' }).min(1, { error: 'Password is required' }),
});

// The schemas must produce exactly the shared request types the web sends.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const registerMatches: Same<z.infer<typeof registerRequestSchema>, RegisterRequest> = true;
const loginMatches: Same<z.infer<typeof loginRequestSchema>, LoginRequest> = true;
void registerMatches;
void loginMatches;
