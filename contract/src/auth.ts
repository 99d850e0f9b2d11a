import { z } from 'zod';
import { ROLES } from './roles.js';

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
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const loginRequestSchema = z.strictObject({
  email,
  password: z.string({ error: 'Password is required' }).min(1, { error: 'Password is required' }),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The signed-in user as the API returns it. `_id` is the Firebase Auth uid. */
export interface SessionUser {
  _id: string;
  name: string;
  email: string;
  role: (typeof ROLES)[number];
  emailVerified: boolean;
  lastLogin: string | null;
}

/**
 * Login/register response: `token` is a Firebase ID token usable as a bearer; `customToken` lets the web
 * start a Firebase Auth session (which then refreshes ID tokens itself).
 */
export interface AuthResponse {
  token: string;
  customToken: string;
  user: SessionUser;
}
