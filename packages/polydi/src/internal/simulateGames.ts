import { MINUS, NUMBER, PLUS, SEVEN } from "./analyzePolydi";

// These loops reproduce, bit for bit, what @dice/core's createDiceRoller
// draws (pure-rand's xoroshiro128+; then, as the state's algorithm says, a
// face from the output's high bits or from uniformInt, or a number in [0, 1)
// and a cumulative-weight search), with the generator held in local variables
// so they run several times faster. A test checks both give the same games and
// the same final state. One loop per kind of die keeps each one small enough
// for V8 to keep everything in registers.

/** Totals of a run; `stuckGame` is the index of a game that hit the roll limit, or -1. */
export interface SimulationTotals {
  readonly wins: number;
  readonly totalRolls: number;
  readonly stuckGame: number;
}

function countScore(scoreCounts: number[], points: number): void {
  while (scoreCounts.length <= points) scoreCounts.push(0);
  scoreCounts[points] = (scoreCounts[points] as number) + 1;
}

/**
 * Equally likely faces. `state` (xoroshiro128+ words) is read and written
 * back; `high` draws as `"xoroshiro128plus-high"` does, otherwise as `"xoroshiro128plus"`.
 */
export function simulateUniform(
  high: boolean,
  kinds: Int8Array,
  games: number,
  maxRollsPerGame: number,
  state: Int32Array,
  scoreCounts: number[],
): SimulationTotals {
  const faceCount = kinds.length;
  // The high draw rejects a remainder below 2^32 mod faceCount; the earlier one an output at or above the last whole multiple.
  const bound = high ? 4294967296 % faceCount : faceCount > 2 ? Math.trunc(4294967296 / faceCount) * faceCount : 4294967296;
  let s01 = state[0] as number;
  let s00 = state[1] as number;
  let s11 = state[2] as number;
  let s10 = state[3] as number;
  let wins = 0;
  let totalRolls = 0;
  let stuckGame = -1;
  for (let game = 0; game < games && stuckGame < 0; game++) {
    let points = 0;
    let sevens = 0;
    let freeRolls = 0;
    let rolls = 0;
    for (;;) {
      if (rolls === maxRollsPerGame) {
        stuckGame = game;
        break;
      }
      let face: number;
      for (;;) {
        const out = (s00 + s10) | 0;
        const a0 = s10 ^ s00;
        const a1 = s11 ^ s01;
        const o0 = s00;
        const o1 = s01;
        s00 = (o0 << 24) ^ (o1 >>> 8) ^ a0 ^ (a0 << 16);
        s01 = (o1 << 24) ^ (o0 >>> 8) ^ a1 ^ ((a1 << 16) | (a0 >>> 16));
        s10 = (a1 << 5) ^ (a0 >>> 27);
        s11 = (a0 << 5) ^ (a1 >>> 27);
        if (high) {
          const product = (out >>> 0) * faceCount;
          face = Math.floor(product / 4294967296);
          if (product - face * 4294967296 >= bound) break;
        } else {
          const draw = out + 2147483648;
          // draw % faceCount without V8's slow fmod for a variable modulus: the exact
          // quotient is at least 1/faceCount away from the next integer, far more
          // than the rounding error of a quotient below 2^32/faceCount.
          face = draw - faceCount * Math.floor(draw / faceCount);
          if (draw < bound) break;
        }
      }
      const kind = kinds[face] as number;
      rolls++;
      if (kind <= NUMBER) {
        if (freeRolls > 0) freeRolls--;
        else points++;
        if (kind === SEVEN && ++sevens === 3) {
          wins++;
          countScore(scoreCounts, points);
          break;
        }
      } else if (kind === PLUS) freeRolls++;
      else if (kind === MINUS) break;
      else freeRolls += 2;
    }
    totalRolls += rolls;
  }
  state[0] = s01;
  state[1] = s00;
  state[2] = s11;
  state[3] = s10;
  return { wins, totalRolls, stuckGame };
}

/** Weighted faces (`cumulative` as core builds it). `state` is read and written back; `high` as for {@link simulateUniform}. */
export function simulateWeighted(
  high: boolean,
  kinds: Int8Array,
  cumulative: Float64Array,
  games: number,
  maxRollsPerGame: number,
  state: Int32Array,
  scoreCounts: number[],
): SimulationTotals {
  const faceCount = kinds.length;
  const totalWeight = cumulative[faceCount - 1] as number;
  let s01 = state[0] as number;
  let s00 = state[1] as number;
  let s11 = state[2] as number;
  let s10 = state[3] as number;
  let wins = 0;
  let totalRolls = 0;
  let stuckGame = -1;
  for (let game = 0; game < games && stuckGame < 0; game++) {
    let points = 0;
    let sevens = 0;
    let freeRolls = 0;
    let rolls = 0;
    for (;;) {
      if (rolls === maxRollsPerGame) {
        stuckGame = game;
        break;
      }
      // 26 bits from one output, 27 from the next: the high ones, or uniformFloat64's low ones.
      const first = (s00 + s10) | 0;
      let a0 = s10 ^ s00;
      let a1 = s11 ^ s01;
      let o0 = s00;
      let o1 = s01;
      s00 = (o0 << 24) ^ (o1 >>> 8) ^ a0 ^ (a0 << 16);
      s01 = (o1 << 24) ^ (o0 >>> 8) ^ a1 ^ ((a1 << 16) | (a0 >>> 16));
      s10 = (a1 << 5) ^ (a0 >>> 27);
      s11 = (a0 << 5) ^ (a1 >>> 27);
      const second = (s00 + s10) | 0;
      a0 = s10 ^ s00;
      a1 = s11 ^ s01;
      o0 = s00;
      o1 = s01;
      s00 = (o0 << 24) ^ (o1 >>> 8) ^ a0 ^ (a0 << 16);
      s01 = (o1 << 24) ^ (o0 >>> 8) ^ a1 ^ ((a1 << 16) | (a0 >>> 16));
      s10 = (a1 << 5) ^ (a0 >>> 27);
      s11 = (a0 << 5) ^ (a1 >>> 27);
      const upper = high ? first >>> 6 : first & 0x3ffffff;
      const lower = high ? second >>> 5 : second & 0x7ffffff;
      const target = (upper * 1.4901161193847656e-8 + lower * 1.1102230246251565e-16) * totalWeight;
      let index = faceCount - 1;
      for (let face = 0; face < faceCount; face++) {
        // Strict comparison skips zero-weight faces, as core does.
        if (target < (cumulative[face] as number)) {
          index = face;
          break;
        }
      }
      const kind = kinds[index] as number;
      rolls++;
      if (kind <= NUMBER) {
        if (freeRolls > 0) freeRolls--;
        else points++;
        if (kind === SEVEN && ++sevens === 3) {
          wins++;
          countScore(scoreCounts, points);
          break;
        }
      } else if (kind === PLUS) freeRolls++;
      else if (kind === MINUS) break;
      else freeRolls += 2;
    }
    totalRolls += rolls;
  }
  state[0] = s01;
  state[1] = s00;
  state[2] = s11;
  state[3] = s10;
  return { wins, totalRolls, stuckGame };
}
