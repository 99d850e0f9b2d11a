/**
 * A small deterministic generator (linear congruential, modulus 2^31): the same numbers for the same seed, run
 * after run. The product is taken in 32-bit integer arithmetic (Math.imul): in floating point it overflows 2^53,
 * loses its low bits and repeats after some 13,000 numbers.
 */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) & 0x7f_ff_ff_ff;
    return state / 2_147_483_648;
  };
}
