/**
 * How much each sheet state's value matters to the play of a table, for
 * encoders that may store values of rarely consulted states more coarsely.
 *
 * A forward pass over a stage, level by level from the empty sheet: each
 * turn is played as the advice plays it (every hold, declaration and fill
 * the best by `values`), and the probability of reaching each turn start
 * is carried to the sheets one category later. Two tables come out, in the
 * dense layout of the model:
 * - `visits[i]`: the probability that a player following `values` starts a
 *   turn at state i (each level's visits add up to 1);
 * - `consulted[i]`: the summed visit probability of every state whose turn
 *   can end at state i (some open category, some score): how often state
 *   i's value is weighed in a choice. An error in that value can cost only
 *   where it is weighed, so this is the weight an encoder wants.
 *
 * Turns are worked out one state at a time with the kernel's own lists (the
 * add-one-die lattice for re-rolls, the remove-one-die lattice for the best
 * hold), and states reached with probability below `threshold` are not
 * expanded (what they would carry is at most that much per level).
 *
 * The declare policy uses the solver's exact shortcuts: a category outside
 * the tracked section ends at one sheet whatever it scores; a tracked
 * category scored by one face's count follows the count chain. Rules with a
 * repeat bonus, or a declared tracked category of another kind, are not
 * supported (no shipped game needs them).
 */
import { DiceError } from "../../errors/DiceError";
import { createRowScratch, rowFills, type DeclareShortcuts, type RowScratch } from "./rowKernel";
import type { SolverModel } from "./solverModel";

/** The forward pass's result: see the module comment. */
export interface VisitWeights {
  readonly visits: Float64Array;
  readonly consulted: Float64Array;
}

/** Options of {@link visitWeights}. */
export interface VisitOptions {
  /** States reached with a smaller probability are not expanded. */
  readonly threshold?: number;
  /** Called after each level with its number, how many states it expanded, and the probability of the states below the threshold. */
  readonly onLevel?: (level: number, expanded: number, skipped: number) => void;
}

/** Per-state buffers of one turn. */
interface Turn {
  readonly scratch: RowScratch;
  /** Best fill value and its category per outcome class, normal and "from hand". */
  readonly bestNormal: Float64Array;
  readonly argNormal: Int32Array;
  readonly bestHand: Float64Array;
  readonly argHand: Int32Array;
  /** Outcome values of the layer below, and the keepers' values / best holds of this layer. */
  readonly layer: Float64Array;
  readonly keepers: Float64Array;
  readonly most: Float64Array;
  readonly mostArg: Int32Array;
  /** hold[r * outcomes + o]: the keeper held with r rolls left after outcome o, or -1 to stop and fill. */
  readonly hold: Int32Array;
  readonly mass: Float64Array;
  readonly keeperMass: Float64Array;
  readonly open: Int32Array;
}

function createTurn(model: SolverModel): Turn {
  const data = model.data;
  const outcomes = data.outcomeCount;
  return {
    scratch: createRowScratch(data, null, 8),
    bestNormal: new Float64Array(data.classCount),
    argNormal: new Int32Array(data.classCount),
    bestHand: new Float64Array(data.classCount),
    argHand: new Int32Array(data.classCount),
    layer: new Float64Array(data.keeperCount),
    keepers: new Float64Array(data.keeperCount),
    most: new Float64Array(data.keeperCount),
    mostArg: new Int32Array(data.keeperCount),
    hold: new Int32Array(data.rolls * outcomes),
    mass: new Float64Array(data.keeperCount),
    keeperMass: new Float64Array(data.keeperCount),
    open: new Int32Array(data.categoryCount),
  };
}

/**
 * The dense index of the sheet after filling `category` with distinct score
 * `j` ("from hand" when `hand`) from state (untracked, trackedMask, subtotal).
 */
function successor(model: SolverModel, untracked: number, trackedMask: number, subtotal: number, category: number, j: number, hand: boolean): number {
  const data = model.data;
  const bit = data.bit[category] as number;
  if (data.tracked[category] !== 1) return (untracked | bit) * data.stride + (data.offset[trackedMask] as number) + subtotal - (data.low[trackedMask] as number);
  const next = trackedMask | bit;
  const nextBase = untracked * data.stride + (data.offset[next] as number) - (data.low[next] as number);
  if (next === data.fullTracked) return nextBase;
  const score = (data.distinct[j] as number) * (hand ? (data.multiplier[category] as number) : 1);
  const sum = Math.min(Math.max(subtotal + score, data.lowCap[next] as number), data.highCap[next] as number);
  return nextBase + sum;
}

/** Fills, for the open categories `turn.open[0 … count)` of the state at `position` in its row, the best fill per class (value and category), normal and "from hand". */
function bestFills(model: SolverModel, values: Float64Array, untracked: number, trackedMask: number, position: number, count: number, turn: Turn): void {
  const data = model.data;
  const { scratch, bestNormal, argNormal, bestHand, argHand } = turn;
  bestNormal.fill(-Infinity);
  bestHand.fill(-Infinity);
  const lanes = scratch.lanes;
  for (let open = 0; open < count; open++) {
    const category = turn.open[open] as number;
    rowFills(data, values, untracked, trackedMask, position, 1, category, scratch);
    const base = category * data.classCount;
    for (let k = 0; k < data.classCount; k++) {
      const j = data.scoreIndex[base + k] as number;
      const normal = scratch.fillNormal[j * lanes] as number;
      if (normal > (bestNormal[k] as number)) {
        bestNormal[k] = normal;
        argNormal[k] = category;
      }
      const hand = scratch.fillHand[j * lanes] as number;
      if (hand > (bestHand[k] as number)) {
        bestHand[k] = hand;
        argHand[k] = category;
      }
    }
  }
}

/**
 * The turn's holds by backward induction over the roll layers (as rowLayers
 * computes them, recording each outcome's best hold), then the probability
 * of ending the turn on each outcome and filling it, carried forward from
 * the first roll: `arrive(outcome, mass, hand)` for every outcome the turn
 * stops on.
 */
function playTurn(model: SolverModel, anyHand: boolean, turn: Turn, start: Float64Array | null, mass: number, arrive: (outcome: number, mass: number, hand: boolean) => void): void {
  const data = model.data;
  const outcomes = data.outcomeCount;
  const rolls = data.rolls;
  const { layer, keepers, most, mostArg, hold } = turn;
  const { addOrder, addStart, addChild, addProbability, addUniform, removeOrder, removeStart, removeParent, classOf } = data;
  for (let rollsLeft = 0; rollsLeft < rolls; rollsLeft++) {
    const hand = rollsLeft === rolls - 1 && anyHand;
    const stop = hand ? turn.bestHand : turn.bestNormal;
    if (rollsLeft === 0) {
      for (let o = 0; o < outcomes; o++) {
        layer[o] = stop[classOf[o] as number] as number;
        hold[o] = -1;
      }
      continue;
    }
    for (let o = 0; o < outcomes; o++) keepers[o] = layer[o] as number;
    for (let i = 0; i < addOrder.length; i++) {
      const target = addOrder[i] as number;
      const end = addStart[i + 1] as number;
      const scale = addUniform[i] as number;
      let sum = 0;
      if (scale > 0) {
        for (let e = addStart[i] as number; e < end; e++) sum += keepers[addChild[e] as number] as number;
        sum *= scale;
      } else {
        for (let e = addStart[i] as number; e < end; e++) sum += (addProbability[e] as number) * (keepers[addChild[e] as number] as number);
      }
      keepers[target] = sum;
    }
    for (let i = 0; i < removeOrder.length; i++) {
      const keeper = removeOrder[i] as number;
      const isOutcome = keeper < outcomes;
      let best = isOutcome ? -Infinity : (keepers[keeper] as number);
      let arg = isOutcome ? -1 : keeper;
      const end = removeStart[i + 1] as number;
      for (let e = removeStart[i] as number; e < end; e++) {
        const parent = removeParent[e] as number;
        if ((most[parent] as number) > best) {
          best = most[parent] as number;
          arg = mostArg[parent] as number;
        }
      }
      most[keeper] = best;
      mostArg[keeper] = arg;
    }
    for (let o = 0; o < outcomes; o++) {
      const now = stop[classOf[o] as number] as number;
      const held = most[o] as number;
      hold[rollsLeft * outcomes + o] = held > now ? (mostArg[o] as number) : -1;
      layer[o] = held > now ? held : now;
    }
  }
  // Forward: the first roll's outcomes, then each layer's holds.
  const current = turn.mass;
  const carried = turn.keeperMass;
  for (let o = 0; o < outcomes; o++) current[o] = mass * (start === null ? (data.outcomeProbability[o] as number) : (start[o] as number));
  for (let rollsLeft = rolls - 1; rollsLeft >= 0; rollsLeft--) {
    const hand = rollsLeft === rolls - 1 && anyHand;
    carried.fill(0);
    let holding = false;
    for (let o = 0; o < outcomes; o++) {
      const here = current[o] as number;
      if (here === 0) continue;
      const keeper = hold[rollsLeft * outcomes + o] as number;
      if (keeper < 0) arrive(o, here, hand);
      else {
        carried[keeper] = (carried[keeper] as number) + here;
        holding = true;
      }
    }
    current.fill(0, 0, outcomes);
    if (!holding) break;
    // The add lattice transposed: a keeper's mass goes to the keepers one die more, fewest dice first.
    for (let i = addOrder.length - 1; i >= 0; i--) {
      const target = addOrder[i] as number;
      const here = carried[target] as number;
      if (here === 0) continue;
      const end = addStart[i + 1] as number;
      const scale = addUniform[i] as number;
      for (let e = addStart[i] as number; e < end; e++) {
        const child = addChild[e] as number;
        carried[child] = (carried[child] as number) + here * (scale > 0 ? scale : (addProbability[e] as number));
      }
    }
    for (let o = 0; o < outcomes; o++) current[o] = carried[o] as number;
  }
}

/** The declare policy's count chain for one category, with its decisions: chain[r * width + n] and keep[r * width + n] = [a, b] packed as a * width + b (−1: fill). */
function countChain(model: SolverModel, shortcuts: DeclareShortcuts, fill: Float64Array, face: number, chain: Float64Array, keep: Int32Array): void {
  const dice = shortcuts.diceCount;
  const width = dice + 1;
  const binomial = shortcuts.binomial;
  const faceBase = face * width * width;
  for (let n = 0; n <= dice; n++) {
    chain[n] = fill[n] as number;
    keep[n] = -1;
  }
  for (let left = 1; left < model.data.rolls; left++) {
    for (let n = 0; n <= dice; n++) {
      let best = fill[n] as number;
      let arg = -1;
      for (let a = 0; a <= n; a++) {
        for (let b = 0; b <= dice - n; b++) {
          const m = a + b;
          if (m === 0) continue;
          let sum = 0;
          for (let t = 0; t <= m; t++) sum += (binomial[faceBase + m * width + t] as number) * (chain[(left - 1) * width + n - a + t] as number);
          if (sum > best) {
            best = sum;
            arg = a * width + b;
          }
        }
      }
      chain[left * width + n] = best;
      keep[left * width + n] = arg;
    }
  }
}

/**
 * The forward pass of one stage (see the module comment). `values` is the
 * dense table the play follows (exact values, normally).
 */
export function visitWeights(model: SolverModel, values: Float64Array, options: VisitOptions = {}): VisitWeights {
  const data = model.data;
  if (data.product === 1) throw new DiceError("INVALID_ARGUMENT", "visitWeights: dice that are all distinct are not supported");
  if (data.repeatClasses.length > 0) throw new DiceError("INVALID_ARGUMENT", "visitWeights: a repeat bonus is not supported");
  const threshold = options.threshold ?? 0;
  const visits = new Float64Array(model.tableSize);
  const consulted = new Float64Array(model.tableSize);
  const turn = createTurn(model);
  const outcomes = data.outcomeCount;
  const shortcuts = data.policy === 1 ? (turn.scratch.declare as DeclareShortcuts) : null;
  const dice = data.diceCount;
  const width = dice + 1;
  const chain = new Float64Array(data.rolls * width);
  const keep = new Int32Array(data.rolls * width);
  const fill = new Float64Array(width);
  const declared = new Float64Array(outcomes);
  const declaredCategory = new Int32Array(outcomes);
  const countMass = new Float64Array(width);
  const nextMass = new Float64Array(width);
  const ends: number[] = [];
  visits[model.indexOf(0, 0, model.canonical(0, 0))] = 1;
  for (let level = 0; level < data.categoryCount; level++) {
    const rows = model.levelRows[level] as Int32Array;
    let expanded = 0;
    let skipped = 0;
    for (let row = 0; row < rows.length / 2; row++) {
      const untracked = rows[2 * row] as number;
      const trackedMask = rows[2 * row + 1] as number;
      const rowBase = untracked * data.stride + (data.offset[trackedMask] as number);
      const low = data.low[trackedMask] as number;
      let count = 0;
      let anyHand = false;
      for (let category = 0; category < data.categoryCount; category++) {
        if ((data.tracked[category] === 1 ? trackedMask : untracked) & (data.bit[category] as number)) continue;
        turn.open[count++] = category;
        if (data.multiplier[category] !== 1) anyHand = true;
      }
      for (let i = 0; i < (data.rowLength[trackedMask] as number); i++) {
        const mass = visits[rowBase + i] as number;
        if (!(mass > threshold)) {
          skipped += mass;
          continue;
        }
        expanded++;
        const subtotal = low + i;
        turn.scratch.subtotal[0] = subtotal;
        // Every sheet this turn can end at is weighed in its choices (once per turn start).
        ends.length = 0;
        for (let position = 0; position < count; position++) {
          const category = turn.open[position] as number;
          const hands = data.multiplier[category] === 1 ? 1 : 2;
          for (let j = data.distinctStart[category] as number; j < (data.distinctStart[category + 1] as number); j++) {
            for (let hand = 0; hand < hands; hand++) ends.push(successor(model, untracked, trackedMask, subtotal, category, j, hand === 1));
          }
        }
        ends.sort((a, b) => a - b);
        for (let k = 0; k < ends.length; k++) {
          const at = ends[k] as number;
          if (k === 0 || at !== ends[k - 1]) consulted[at] = (consulted[at] as number) + mass;
        }
        const arrive = (outcome: number, arrived: number, hand: boolean): void => {
          const k = data.classOf[outcome] as number;
          const category = (hand ? turn.argHand[k] : turn.argNormal[k]) as number;
          const at = successor(model, untracked, trackedMask, subtotal, category, data.scoreIndex[category * data.classCount + k] as number, hand);
          visits[at] = (visits[at] as number) + arrived;
        };
        if (shortcuts === null) {
          // Any (every open category) or ordered (the first open one only).
          bestFills(model, values, untracked, trackedMask, i, data.policy === 2 ? 1 : count, turn);
          playTurn(model, data.policy === 2 ? data.multiplier[turn.open[0] as number] !== 1 : anyHand, turn, null, mass, arrive);
          continue;
        }
        // Declare: the best declaration for each first roll, each valued by the turn aimed at it alone.
        declared.fill(-Infinity);
        declaredCategory.fill(-1);
        for (let position = 0; position < count; position++) {
          const category = turn.open[position] as number;
          if (data.tracked[category] !== 1) {
            const same = values[(untracked | (data.bit[category] as number)) * data.stride + (data.offset[trackedMask] as number) + i] as number;
            for (let o = 0; o < outcomes; o++) {
              const value = (shortcuts.chain[category * outcomes + o] as number) + same;
              if (value > (declared[o] as number)) {
                declared[o] = value;
                declaredCategory[o] = category;
              }
            }
            continue;
          }
          const face = shortcuts.countFace[category] as number;
          if (face < 0) throw new DiceError("INVALID_ARGUMENT", "visitWeights: a declared tracked category that is not scored by one face's count is not supported");
          rowFills(data, values, untracked, trackedMask, i, 1, category, turn.scratch);
          for (let n = 0; n <= dice; n++) fill[n] = turn.scratch.fillNormal[(shortcuts.countScore[category * width + n] as number) * turn.scratch.lanes] as number;
          countChain(model, shortcuts, fill, face, chain, keep);
          const top = (data.rolls - 1) * width;
          for (let o = 0; o < outcomes; o++) {
            const value = chain[top + (shortcuts.countOf[o * shortcuts.faceCount + face] as number)] as number;
            if (value > (declared[o] as number)) {
              declared[o] = value;
              declaredCategory[o] = category;
            }
          }
        }
        // Forward: per declared category, the mass of the first rolls that declare it.
        for (let position = 0; position < count; position++) {
          const category = turn.open[position] as number;
          let total = 0;
          if (data.tracked[category] !== 1) {
            for (let o = 0; o < outcomes; o++) if (declaredCategory[o] === category) total += data.outcomeProbability[o] as number;
            if (total > 0) {
              const at = successor(model, untracked, trackedMask, subtotal, category, data.distinctStart[category] as number, false);
              visits[at] = (visits[at] as number) + mass * total;
            }
            continue;
          }
          const face = shortcuts.countFace[category] as number;
          countMass.fill(0);
          for (let o = 0; o < outcomes; o++) {
            if (declaredCategory[o] !== category) continue;
            const n = shortcuts.countOf[o * shortcuts.faceCount + face] as number;
            countMass[n] = (countMass[n] as number) + (data.outcomeProbability[o] as number);
            total += data.outcomeProbability[o] as number;
          }
          if (total === 0) continue;
          rowFills(data, values, untracked, trackedMask, i, 1, category, turn.scratch);
          for (let n = 0; n <= dice; n++) fill[n] = turn.scratch.fillNormal[(shortcuts.countScore[category * width + n] as number) * turn.scratch.lanes] as number;
          countChain(model, shortcuts, fill, face, chain, keep);
          const faceBase = face * width * width;
          for (let left = data.rolls - 1; left >= 0; left--) {
            nextMass.fill(0);
            for (let n = 0; n <= dice; n++) {
              const here = countMass[n] as number;
              if (here === 0) continue;
              const decision = keep[left * width + n] as number;
              if (decision < 0) {
                const at = successor(model, untracked, trackedMask, subtotal, category, shortcuts.countScore[category * width + n] as number, false);
                visits[at] = (visits[at] as number) + mass * here;
                continue;
              }
              const a = Math.floor(decision / width);
              const m = a + (decision % width);
              for (let t = 0; t <= m; t++) nextMass[n - a + t] = (nextMass[n - a + t] as number) + here * (shortcuts.binomial[faceBase + m * width + t] as number);
            }
            countMass.set(nextMass);
          }
        }
      }
    }
    options.onLevel?.(level, expanded, skipped);
  }
  return { visits, consulted };
}
