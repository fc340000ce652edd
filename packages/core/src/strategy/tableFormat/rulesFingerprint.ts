import type { GameRules } from "../../rules/GameRules";
import { faceProbabilities } from "../../dice/faceProbabilities";
import type { SolverModel } from "../internal/solverModel";

// A 64-bit fingerprint of everything a solution's values depend on, so that a
// table is never read under other rules: the dice (faces and their
// probabilities), the roll budget, the categories in order with their
// sections and their score on every outcome of the roll space, the section
// rules, the stage policies, the "from hand" rule and the repeat bonus with
// its joker (fed only when present). Labels and the rules id
// are left out (the id is stored beside it).
//
// Two lanes of the MurmurHash3 (x86, 32-bit) word step with different
// constants and seeds, over 32-bit words: every number is fed as the two
// halves of its IEEE 754 double, low half first, whatever the platform's byte
// order; a string as its length and UTF-16 code units. The outcomes enter as
// an order-free sum of one fingerprint per outcome (its faces, sorted within
// each group of identical dice, then every category's score), so the solver
// may list outcomes in any order without changing a shipped table's
// fingerprint.

const FORMAT_TAG = "dice-solution-rules/1";

const scratch = new Float64Array(1);
const halves = new Uint32Array(scratch.buffer);
const littleEndian = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
const LOW = littleEndian ? 0 : 1;
const HIGH = 1 - LOW;

function step(hash: number, word: number, c1: number, c2: number): number {
  let k = Math.imul(word, c1);
  k = (k << 15) | (k >>> 17);
  k = Math.imul(k, c2);
  const mixed = hash ^ k;
  return (Math.imul((mixed << 13) | (mixed >>> 19), 5) + 0xe6546b64) | 0;
}

function finalMix(hash: number, words: number): number {
  let h = hash ^ words;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

interface Lanes {
  a: number;
  b: number;
  words: number;
}

const SEED_A = 0x9747b28c;
const SEED_B = 0x2545f491;

function lanes(): Lanes {
  return { a: SEED_A, b: SEED_B, words: 0 };
}

/** The two lanes' constants. */
const A1 = 0xcc9e2d51;
const A2 = 0x1b873593;
const B1 = 0x85ebca6b;
const B2 = 0xc2b2ae35;

function feedWord(state: Lanes, word: number): void {
  state.a = step(state.a, word, A1, A2);
  state.b = step(state.b, word, B1, B2);
  state.words++;
}

function feedNumber(state: Lanes, value: number): void {
  scratch[0] = value === 0 ? 0 : value; // -0 scores like 0
  feedWord(state, halves[LOW] as number);
  feedWord(state, halves[HIGH] as number);
}

function feedText(state: Lanes, text: string): void {
  feedNumber(state, text.length);
  for (let index = 0; index < text.length; index++) feedWord(state, text.charCodeAt(index));
}

/** The score of category `category` on outcome `outcome` of the model's roll space, as the model computed it. */
export function outcomeScorer(model: SolverModel): (category: number, outcome: number) => number {
  const { classOf, classCount, scoreIndex, distinct } = model.data;
  return (category, outcome) => distinct[scoreIndex[category * classCount + (classOf[outcome] as number)] as number] as number;
}

const fingerprints = new WeakMap<GameRules, readonly [number, number]>();

/**
 * The fingerprint of the rules a solution's values depend on, as two unsigned
 * 32-bit words, worked out once per rules object. `model` is the solver's
 * model of these rules (any policy: the roll space and the scores do not
 * depend on it).
 */
export function rulesFingerprint(rules: GameRules, model: SolverModel): readonly [number, number] {
  let fingerprint = fingerprints.get(rules);
  if (fingerprint === undefined) {
    fingerprint = computeFingerprint(rules, model);
    fingerprints.set(rules, fingerprint);
  }
  return fingerprint;
}

function computeFingerprint(rules: GameRules, model: SolverModel): readonly [number, number] {
  const state = lanes();
  feedText(state, FORMAT_TAG);
  feedNumber(state, rules.dice.length);
  for (const die of rules.dice) {
    feedNumber(state, die.faces.length);
    for (const face of die.faces) feedNumber(state, face as number);
    for (const probability of faceProbabilities(die)) feedNumber(state, probability);
  }
  feedNumber(state, rules.rollsPerTurn);
  feedNumber(state, rules.categories.length);
  for (const category of rules.categories) {
    feedText(state, category.id);
    feedText(state, category.section);
  }
  feedNumber(state, rules.sections.length);
  for (const section of rules.sections) {
    feedText(state, section.id);
    const rule = section.rule;
    feedText(state, rule?.type ?? "");
    if (rule?.type === "thresholdBonus") {
      feedNumber(state, rule.threshold);
      feedNumber(state, rule.bonus);
    } else if (rule?.type === "penaltyBelowZero") {
      feedNumber(state, rule.penalty);
    } else if (rule?.type === "rewardBySign") {
      feedNumber(state, rule.reward);
      feedNumber(state, rule.penalty);
    }
  }
  feedNumber(state, rules.stages.length);
  for (const stage of rules.stages) feedText(state, stage.policy);
  if (rules.fromHand === undefined) feedNumber(state, 0);
  else {
    feedNumber(state, 1);
    feedNumber(state, rules.fromHand.multiplier);
    const ids = [...rules.fromHand.categories].sort();
    feedNumber(state, ids.length);
    for (const id of ids) feedText(state, id);
  }
  // Only games with a repeat bonus feed it, so every other game's fingerprint is what it was before the rule existed.
  if (rules.repeatBonus !== undefined) feedRepeatBonus(state, rules);
  const [sumA, sumB] = outcomeSums(rules, model);
  feedNumber(state, model.space.outcomeCount);
  feedWord(state, sumA);
  feedWord(state, sumB);
  return [finalMix(state.a, state.words), finalMix(state.b, state.words)];
}

/** The repeat bonus and its joker, every list in a fixed order. */
function feedRepeatBonus(state: Lanes, rules: GameRules): void {
  const repeat = rules.repeatBonus as NonNullable<GameRules["repeatBonus"]>;
  feedText(state, "repeatBonus");
  feedText(state, repeat.category);
  feedNumber(state, repeat.bonus);
  const joker = repeat.joker;
  if (joker === undefined) {
    feedNumber(state, 0);
    return;
  }
  feedNumber(state, 1);
  feedNumber(state, joker.forced ? 1 : 0);
  feedNumber(state, joker.order.length);
  for (const tier of joker.order) {
    feedNumber(state, tier.scoringOnly === true ? 1 : 0);
    const ids = [...tier.categories].sort();
    feedNumber(state, ids.length);
    for (const id of ids) feedText(state, id);
  }
  const scores = Object.keys(joker.scores).sort();
  feedNumber(state, scores.length);
  for (const id of scores) {
    feedText(state, id);
    feedNumber(state, joker.scores[id] as number);
  }
}

/** The order-free part: the sums (mod 2^32) of one fingerprint per outcome. */
function outcomeSums(rules: GameRules, model: SolverModel): [number, number] {
  const { space } = model;
  const { classOf, classCount, scoreIndex, distinct } = model.data;
  const diceCount = space.diceCount;
  const categoryCount = rules.categories.length;
  // An outcome's record is its faces' words, then its class's scores' words (feedNumber's two
  // halves each): the latter are worked out once a class, and fed straight to the two lanes.
  const classWords = new Uint32Array(classCount * categoryCount * 2);
  for (let k = 0; k < classCount; k++) {
    for (let category = 0; category < categoryCount; category++) {
      const score = distinct[scoreIndex[category * classCount + k] as number] as number;
      scratch[0] = score === 0 ? 0 : score;
      classWords[(k * categoryCount + category) * 2] = halves[LOW] as number;
      classWords[(k * categoryCount + category) * 2 + 1] = halves[HIGH] as number;
    }
  }
  const sorting = space.groups.filter((group) => group.length > 1);
  const faces = new Float64Array(diceCount);
  const words = 2 * (diceCount + categoryCount);
  let sumA = 0;
  let sumB = 0;
  for (let outcome = 0; outcome < space.outcomeCount; outcome++) {
    for (let die = 0; die < diceCount; die++) faces[die] = space.outcomeFaces[outcome * diceCount + die] as number;
    for (const group of sorting) {
      const sorted = group.map((die) => faces[die] as number).sort((x, y) => x - y);
      group.forEach((die, position) => (faces[die] = sorted[position] as number));
    }
    let a = SEED_A;
    let b = SEED_B;
    for (let die = 0; die < diceCount; die++) {
      const face = faces[die] as number;
      scratch[0] = face === 0 ? 0 : face;
      const low = halves[LOW] as number;
      const high = halves[HIGH] as number;
      a = step(step(a, low, A1, A2), high, A1, A2);
      b = step(step(b, low, B1, B2), high, B1, B2);
    }
    const from = (classOf[outcome] as number) * categoryCount * 2;
    for (let at = from; at < from + categoryCount * 2; at++) {
      const word = classWords[at] as number;
      a = step(a, word, A1, A2);
      b = step(b, word, B1, B2);
    }
    sumA = (sumA + finalMix(a, words)) >>> 0;
    sumB = (sumB + finalMix(b, words)) >>> 0;
  }
  return [sumA, sumB];
}
