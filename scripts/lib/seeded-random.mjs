/** A small deterministic generator (linear congruential): the same numbers for the same seed, run after run. */
export function seededRandom(seed) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}
