// Checks the typecheck runs: a type that does not hold fails `npm run typecheck` where it is stated
// (e.g. `export type FormCoversInput = Holds<SameKeys<JobFormValues, JobInput>>`).

/** true when A and B have the same keys, neither more nor fewer. */
export type SameKeys<A, B> = [Exclude<keyof A, keyof B>, Exclude<keyof B, keyof A>] extends [never, never]
  ? true
  : false;

/** Accepts `true` only: the check that states a SameKeys (or any other condition). */
export type Holds<T extends true> = T;
