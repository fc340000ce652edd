// An exact optimal-play solver for classic solitaire Yahtzee, written for the
// tests only and independent of the core solver: it adds what the core rules
// cannot express, the 100-point Yahtzee bonus and Verhoeff's forced joker rule.
//
// State between turns: the filled boxes (13 bits), the upper total capped at
// 63, and whether the Yahtzee box holds 50. Within a turn the 5d6 rolls are
// exact: the 462 keepers (multisets of 0..5 dice) are averaged one die at a
// time and the best keeper inside each roll comes from a max-transform that
// drops one die at a time.

const FACES = 6;
const DICE = 5;
const CATEGORIES = 13;
const ALL = (1 << CATEGORIES) - 1;
const THREE_KIND = 6;
const FOUR_KIND = 7;
const FULL_HOUSE = 8;
const SMALL_STRAIGHT = 9;
const LARGE_STRAIGHT = 10;
const YAHTZEE = 11;
const CHANCE = 12;
const LOWER_MASK = ALL & ~0b111111;
const UPPER_CAP = 63;
const UPPER_BONUS = 35;

/** Box indices for callers: 0..5 are Ones..Sixes. */
export const BOX = { threeKind: THREE_KIND, fourKind: FOUR_KIND, fullHouse: FULL_HOUSE, smallStraight: SMALL_STRAIGHT, largeStraight: LARGE_STRAIGHT, yahtzee: YAHTZEE, chance: CHANCE } as const;

interface Keepers {
  count: number;
  /** counts[k * 6 + f]: how many dice show face f + 1 in keeper k. */
  counts: Int8Array;
  size: Int8Array;
  /** plus[k * 6 + f]: the keeper with one more die showing f + 1, or -1 at 5 dice. */
  plus: Int32Array;
  /** minus[k * 6 + f]: the keeper with one die showing f + 1 removed, or -1. */
  minus: Int32Array;
  /** Keeper indices by size, smallest first. */
  bySize: Int32Array;
  /** The keepers with 5 dice (the rolls). */
  rolls: Int32Array;
}

function buildKeepers(): Keepers {
  const vectors: number[][] = [];
  const walk = (face: number, left: number, acc: number[]): void => {
    if (face === FACES) {
      vectors.push([...acc]);
      return;
    }
    for (let n = 0; n <= left; n++) {
      acc.push(n);
      walk(face + 1, left - n, acc);
      acc.pop();
    }
  };
  walk(0, DICE, []);
  const key = (v: readonly number[]): number => v.reduce((k, n) => k * FACES + n, 0);
  const index = new Map<number, number>();
  vectors.forEach((v, i) => index.set(key(v), i));
  const count = vectors.length;
  const counts = new Int8Array(count * FACES);
  const size = new Int8Array(count);
  const plus = new Int32Array(count * FACES).fill(-1);
  const minus = new Int32Array(count * FACES).fill(-1);
  vectors.forEach((v, i) => {
    size[i] = v.reduce((a, b) => a + b, 0);
    for (let f = 0; f < FACES; f++) {
      counts[i * FACES + f] = v[f]!;
      const up = [...v];
      up[f]! += 1;
      if (size[i]! < DICE) plus[i * FACES + f] = index.get(key(up))!;
      const down = [...v];
      down[f]! -= 1;
      if (v[f]! > 0) minus[i * FACES + f] = index.get(key(down))!;
    }
  });
  const order = [...vectors.keys()].sort((a, b) => size[a]! - size[b]!);
  return {
    count,
    counts,
    size,
    plus,
    minus,
    bySize: Int32Array.from(order),
    rolls: Int32Array.from(order.filter((k) => size[k] === DICE)),
  };
}

/** The score of each box for a roll (face counts), normal rules (no joker). */
function normalScores(c: readonly number[]): number[] {
  const sum = c.reduce((s, n, f) => s + n * (f + 1), 0);
  const max = Math.max(...c);
  const has = (f: number): boolean => c[f - 1]! > 0;
  const run = (from: number, len: number): boolean => Array.from({ length: len }, (_, i) => has(from + i)).every(Boolean);
  const sorted = [...c].sort((a, b) => b - a);
  const scores = c.map((n, f) => n * (f + 1));
  scores[THREE_KIND] = max >= 3 ? sum : 0;
  scores[FOUR_KIND] = max >= 4 ? sum : 0;
  scores[FULL_HOUSE] = sorted[0] === 3 && sorted[1] === 2 ? 25 : 0;
  scores[SMALL_STRAIGHT] = run(1, 4) || run(2, 4) || run(3, 4) ? 30 : 0;
  scores[LARGE_STRAIGHT] = run(1, 5) || run(2, 5) ? 40 : 0;
  scores[YAHTZEE] = max === 5 ? 50 : 0;
  scores[CHANCE] = sum;
  return scores;
}

export interface YahtzeeDpOptions {
  /** The 100-point Yahtzee bonus for each further Yahtzee while the Yahtzee box holds 50, and a joker rule. */
  yahtzeeBonus: boolean;
  /**
   * With the bonus, how a further Yahtzee (Yahtzee box filled with 50 or 0) may be scored.
   * "forced" (Hasbro's printed rule): the matching Upper box if open, else any open Lower box
   * with Full House 25, Small Straight 30, Large Straight 40, else any open Upper box for 0.
   * "free" (Verhoeff's solver): any open box; Full House, Small and Large Straight score in
   * full only when the matching Upper box is filled, otherwise every box scores normally.
   * @defaultValue "forced"
   */
  joker?: "forced" | "free";
  /** Boxes already filled at the start (bit i = box i). @defaultValue 0 */
  startMask?: number;
  /** Upper total at the start (capped at 63). @defaultValue 0 */
  startUpper?: number;
  /** Whether the Yahtzee box holds 50 at the start. @defaultValue false */
  startYahtzee50?: boolean;
}

export interface YahtzeeDpResult {
  /** The optimal expected final score from the start state (the sheet's points still to come, bonuses included). */
  expected: number;
  /** States solved. */
  states: number;
}

/**
 * The optimal expected score still to come from a start state; every state whose
 * filled boxes contain the start's is solved (so a full solve from an empty sheet
 * solves every reachable state).
 */
export function solveYahtzeeDp(options: YahtzeeDpOptions): YahtzeeDpResult {
  const { yahtzeeBonus, joker = "forced", startMask = 0, startUpper = 0, startYahtzee50 = false } = options;
  const K = buildKeepers();
  const rollCount = K.rolls.length;
  const rollScores = new Int16Array(rollCount * CATEGORIES);
  const rollYahtzeeFace = new Int8Array(rollCount).fill(-1);
  for (let r = 0; r < rollCount; r++) {
    const k = K.rolls[r]!;
    const c = Array.from({ length: FACES }, (_, f) => K.counts[k * FACES + f]!);
    normalScores(c).forEach((s, box) => (rollScores[r * CATEGORIES + box] = s));
    const five = c.indexOf(DICE);
    if (five >= 0) rollYahtzeeFace[r] = five;
  }

  // Reachable capped upper totals for each set of filled upper boxes.
  const upperReach: Uint8Array[] = [];
  for (let m = 0; m < 64; m++) {
    let reach = new Uint8Array(UPPER_CAP + 1);
    reach[0] = 1;
    for (let f = 0; f < FACES; f++) {
      if (!(m & (1 << f))) continue;
      const next = new Uint8Array(UPPER_CAP + 1);
      for (let u = 0; u <= UPPER_CAP; u++) if (reach[u]) for (let n = 0; n <= DICE; n++) next[Math.min(UPPER_CAP, u + n * (f + 1))] = 1;
      reach = next;
    }
    upperReach.push(reach);
  }

  const stateIndex = (mask: number, upper: number, y50: number): number => ((mask << 6) | upper) * 2 + y50;
  const W = new Float64Array((ALL + 1) * 64 * 2);
  const E = new Float64Array(K.count);
  const M = new Float64Array(K.count);
  const futureUpper = new Float64Array(FACES * (DICE + 1));
  const futureLower = new Float64Array(CATEGORIES);
  let futureYahtzeeZero = 0;

  // Averages E over the dice still to roll (5-dice entries hold roll values), then
  // writes into the 5-dice entries the best keeper value inside each roll.
  const average = (): void => {
    for (let i = K.count - 1; i >= 0; i--) {
      const k = K.bySize[i]!;
      if (K.size[k] === DICE) continue;
      let s = 0;
      for (let f = 0; f < FACES; f++) s += E[K.plus[k * FACES + f]!]!;
      E[k] = s / FACES;
    }
  };
  const bestKeeper = (): void => {
    for (let i = 0; i < K.count; i++) {
      const k = K.bySize[i]!;
      let best = E[k]!;
      for (let f = 0; f < FACES; f++) {
        const d = K.minus[k * FACES + f]!;
        if (d >= 0 && M[d]! > best) best = M[d]!;
      }
      M[k] = best;
    }
    for (let r = 0; r < rollCount; r++) E[K.rolls[r]!] = M[K.rolls[r]!]!;
  };

  const solveState = (mask: number, upper: number, y50: number): number => {
    // Future values for each box choice.
    for (let f = 0; f < FACES; f++) {
      if (mask & (1 << f)) continue;
      for (let n = 0; n <= DICE; n++) {
        const u = Math.min(UPPER_CAP, upper + n * (f + 1));
        const bonus = upper < UPPER_CAP && u === UPPER_CAP ? UPPER_BONUS : 0;
        futureUpper[f * (DICE + 1) + n] = bonus + W[stateIndex(mask | (1 << f), u, y50)]!;
      }
    }
    for (let box = THREE_KIND; box < CATEGORIES; box++) {
      if (mask & (1 << box)) continue;
      futureLower[box] = W[stateIndex(mask | (1 << box), upper, box === YAHTZEE && yahtzeeBonus ? 1 : y50)]!;
    }
    if (!(mask & (1 << YAHTZEE))) futureYahtzeeZero = W[stateIndex(mask | (1 << YAHTZEE), upper, 0)]!;
    const yahtzeeFilled = (mask & (1 << YAHTZEE)) !== 0;
    const lowerOpen = (mask & LOWER_MASK) !== LOWER_MASK;

    for (let r = 0; r < rollCount; r++) {
      const k = K.rolls[r]!;
      const base = r * CATEGORIES;
      const face = rollYahtzeeFace[r]!;
      let best = -Infinity;
      const extraYahtzee = yahtzeeBonus && face >= 0 && yahtzeeFilled;
      if (extraYahtzee && joker === "forced") {
        // Joker: forced Upper box, else any Lower box at full value, else any Upper box.
        const bonus = y50 ? 100 : 0;
        if (!(mask & (1 << face))) {
          best = (face + 1) * DICE + futureUpper[face * (DICE + 1) + DICE]!;
        } else if (lowerOpen) {
          for (let box = THREE_KIND; box < CATEGORIES; box++) {
            if (mask & (1 << box)) continue;
            const score = box === FULL_HOUSE ? 25 : box === SMALL_STRAIGHT ? 30 : box === LARGE_STRAIGHT ? 40 : rollScores[base + box]!;
            const v = score + futureLower[box]!;
            if (v > best) best = v;
          }
        } else {
          for (let f = 0; f < FACES; f++) {
            if (mask & (1 << f)) continue;
            const v = futureUpper[f * (DICE + 1)]!; // scores 0: the face's own box is filled
            if (v > best) best = v;
          }
        }
        E[k] = best + bonus;
        continue;
      }
      for (let f = 0; f < FACES; f++) {
        if (mask & (1 << f)) continue;
        const n = K.counts[k * FACES + f]!;
        const v = n * (f + 1) + futureUpper[f * (DICE + 1) + n]!;
        if (v > best) best = v;
      }
      // Free joker: the straights and Full House count in full once the matching Upper box is filled.
      const freeJoker = extraYahtzee && (mask & (1 << face)) !== 0;
      for (let box = THREE_KIND; box < CATEGORIES; box++) {
        if (mask & (1 << box)) continue;
        const score = freeJoker && box === FULL_HOUSE ? 25 : freeJoker && box === SMALL_STRAIGHT ? 30 : freeJoker && box === LARGE_STRAIGHT ? 40 : rollScores[base + box]!;
        const v = score + (box === YAHTZEE && score === 0 ? futureYahtzeeZero : futureLower[box]!);
        if (v > best) best = v;
      }
      E[k] = best + (extraYahtzee && y50 ? 100 : 0);
    }
    average();
    bestKeeper();
    average();
    bestKeeper();
    average();
    return E[K.bySize[0]!]!;
  };

  let states = 0;
  for (let mask = ALL - 1; mask >= 0; mask--) {
    if ((mask & startMask) !== startMask) continue;
    const reach = upperReach[mask & 0b111111]!;
    const flags = yahtzeeBonus && mask & (1 << YAHTZEE) ? 2 : 1;
    for (let upper = 0; upper <= UPPER_CAP; upper++) {
      if (!reach[upper] && !(mask === startMask && upper === startUpper)) continue;
      for (let y50 = 0; y50 < flags; y50++) {
        W[stateIndex(mask, upper, y50)] = solveState(mask, upper, y50);
        states++;
      }
    }
  }
  return { expected: W[stateIndex(startMask, Math.min(UPPER_CAP, startUpper), startYahtzee50 ? 1 : 0)]!, states };
}
