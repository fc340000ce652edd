import type { Die } from "../../dice/Die";
import { faceProbabilities } from "../../dice/faceProbabilities";
import { DiceError } from "../../errors/DiceError";

/**
 * The roll structure the solver works over. Identical dice form a group and
 * are described by multisets; distinct dice are groups of one, so the space
 * is the product of the groups. A keeper is what is held: a sub-multiset per
 * group. Keepers holding every die are the outcomes, numbered first
 * (0..outcomeCount-1).
 */
export interface RollSpace {
  readonly diceCount: number;
  /** Die indices of each group, in die order. */
  readonly groups: readonly (readonly number[])[];
  readonly groupDice: readonly Die[];
  readonly outcomeCount: number;
  readonly keeperCount: number;
  /** Faces of each outcome in die order (flat, diceCount per outcome). */
  readonly outcomeFaces: Float64Array;
  /** Probability of each outcome on a roll of every die. */
  readonly outcomeProbability: Float64Array;
  /** Keepers not holding every die, most dice held first, and for each the keepers one die more (its average); empty when every die is distinct (the product layout needs no lists). */
  readonly addOrder: Int32Array;
  readonly addStart: Int32Array;
  readonly addChild: Int32Array;
  readonly addProbability: Float64Array;
  readonly addUniform: Float64Array;
  /** Keepers, fewest dice held first, and for each the keepers one die fewer; empty when every die is distinct. */
  readonly removeOrder: Int32Array;
  readonly removeStart: Int32Array;
  readonly removeParent: Int32Array;
  /** The keeper held by dice `values` (die order) with `held[i]` true for kept dice. */
  keeperOf(values: readonly number[], held: readonly boolean[]): number;
  /** The outcome index of faces in die order. */
  outcomeOf(values: readonly number[]): number;
}

/** Above this many keepers the solver refuses the dice. */
const MAX_KEEPERS = 4_000_000;

interface GroupLattice {
  readonly die: Die;
  readonly size: number;
  /** Count vectors of the sub-multisets of size <= size, in lexicographic order of their counts. */
  readonly multisets: number[][];
  /** The position in `multisets` of a count vector (whose counts sum to at most size). */
  readonly rank: (counts: ArrayLike<number>) => number;
}

/** A multiset of a group holding every die of it, as the outcomes read it. */
interface FullMultiset {
  /** p^count / count! for each face shown, in face order. */
  readonly factors: readonly number[];
  /** The faces shown, each as often as shown, in face order. */
  readonly shown: readonly number[];
}

const NOT_FULL: FullMultiset = { factors: [], shown: [] };

function sameDie(a: Die, b: Die): boolean {
  return JSON.stringify([a.faces, a.weights ?? null]) === JSON.stringify([b.faces, b.weights ?? null]);
}

function lattice(die: Die, size: number): GroupLattice {
  const faceCount = die.faces.length;
  const multisets: number[][] = [];
  const counts = new Array<number>(faceCount).fill(0);
  const visit = (face: number, left: number): void => {
    if (face === faceCount) {
      multisets.push([...counts]);
      return;
    }
    for (let k = 0; k <= left; k++) {
      counts[face] = k;
      visit(face + 1, left - k);
    }
    counts[face] = 0;
  };
  visit(0, size);
  return { die, size, multisets, rank: multisetRank(faceCount, size) };
}

/**
 * The lexicographic rank of a count vector over `faceCount` faces among all
 * those summing to at most `size`: before a vector come those with a smaller
 * first count, whatever the rest, then those with its first count and a
 * smaller rest. With k faces left and at most s dice, there are C(s + k, k).
 */
function multisetRank(faceCount: number, size: number): (counts: ArrayLike<number>) => number {
  const width = size + 1;
  // atMost[k * width + s] = C(s + k, k): the count vectors over k faces summing to at most s.
  const atMost = new Float64Array((faceCount + 1) * width);
  for (let k = 0; k <= faceCount; k++) {
    for (let s = 0; s <= size; s++) atMost[k * width + s] = k === 0 || s === 0 ? 1 : (atMost[k * width + s - 1] as number) + (atMost[(k - 1) * width + s] as number);
  }
  return (counts) => {
    let rank = 0;
    let left = size;
    for (let face = 0; face < faceCount; face++) {
      const count = counts[face] as number;
      const rest = (faceCount - face - 1) * width;
      for (let smaller = 0; smaller < count; smaller++) rank += atMost[rest + left - smaller] as number;
      left -= count;
    }
    return rank;
  };
}

/**
 * Builds the roll space of a list of dice (numeric faces), grouping identical dice.
 *
 * @param dice - the dice in die order
 * @param where - the caller's name for errors
 */
export function buildRollSpace(dice: readonly Die[], where: string): RollSpace {
  const groups: number[][] = [];
  const groupDice: Die[] = [];
  dice.forEach((die, index) => {
    const group = groupDice.findIndex((other) => sameDie(other, die));
    if (group === -1) {
      groups.push([index]);
      groupDice.push(die);
    } else (groups[group] as number[]).push(index);
  });
  const lattices = groups.map((members, group) => lattice(groupDice[group] as Die, members.length));
  const radix = lattices.map((entry) => entry.multisets.length);
  const total = radix.reduce((product, size) => product * size, 1);
  if (total > MAX_KEEPERS) {
    throw new DiceError("INVALID_ARGUMENT", `${where}: these dice have ${total} keepers, more than the ${MAX_KEEPERS} the solver handles`);
  }
  const groupCount = groups.length;
  const sizeOf = lattices.map((entry) => entry.multisets.map((counts) => counts.reduce((sum, count) => sum + count, 0)));
  const stride = new Array<number>(groupCount).fill(1);
  for (let group = groupCount - 2; group >= 0; group--) stride[group] = (stride[group + 1] as number) * (radix[group + 1] as number);
  const diceCount = dice.length;
  const faceProbability = lattices.map((entry) => faceProbabilities(entry.die));
  const factorial = [1];
  for (let n = 1; n <= diceCount; n++) factorial.push((factorial[n - 1] as number) * n);
  const fullFactors = fullMultisets(lattices, sizeOf, faceProbability, factorial);
  // The keepers holding every die (the outcomes) are numbered first, in keeper order, then the others.
  const outcomeCount = fullFactors.reduce((product, multisets) => product * multisets.filter((multiset) => multiset !== NOT_FULL).length, 1);
  // Each multiset's size and each group's size, flat, for the loop over the keepers.
  const sizeStart = new Int32Array(groupCount + 1);
  for (let group = 0; group < groupCount; group++) sizeStart[group + 1] = (sizeStart[group] as number) + (radix[group] as number);
  const sizes = Int32Array.from(sizeOf.flat());
  const groupSize = Int32Array.from(lattices, (entry) => entry.size);
  const outcomeFaces = new Float64Array(outcomeCount * diceCount);
  const outcomeProbability = new Float64Array(outcomeCount);
  // Walk the keepers in mixed-radix order (an odometer over the groups' multisets, last group
  // fastest): each one's multiset per group, dice held, id, and for an outcome its faces and probability.
  const local = new Int32Array(total * groupCount);
  const held = new Int32Array(total);
  const id = new Int32Array(total);
  const digits = new Int32Array(groupCount);
  let nextOutcome = 0;
  let nextOther = outcomeCount;
  for (let keeper = 0; keeper < total; keeper++) {
    let count = 0;
    let isFull = true;
    for (let group = 0; group < groupCount; group++) {
      const position = digits[group] as number;
      local[keeper * groupCount + group] = position;
      const size = sizes[(sizeStart[group] as number) + position] as number;
      count += size;
      if (size !== groupSize[group]) isFull = false;
    }
    held[keeper] = count;
    if (isFull) {
      const keeperId = nextOutcome++;
      id[keeper] = keeperId;
      let probability = 1;
      for (let group = 0; group < groupCount; group++) {
        const { factors, shown } = (fullFactors[group] as FullMultiset[])[digits[group] as number] as FullMultiset;
        const members = groups[group] as number[];
        probability *= factorial[groupSize[group] as number] as number;
        for (let k = 0; k < factors.length; k++) probability *= factors[k] as number;
        for (let slot = 0; slot < shown.length; slot++) outcomeFaces[keeperId * diceCount + (members[slot] as number)] = shown[slot] as number;
      }
      outcomeProbability[keeperId] = probability;
    } else id[keeper] = nextOther++;
    for (let group = groupCount - 1; group >= 0; group--) {
      if ((digits[group] = (digits[group] as number) + 1) < (radix[group] as number)) break;
      digits[group] = 0;
    }
  }

  const lists = averagingLists({ groups, diceCount, total, held, id, lattices, local, sizeOf, faceProbability, stride });
  const { addOrder, addStart, addProbability } = lists;

  const keeperOf = keeperLookup(groups, lattices, stride, id, where);
  const all = new Array<boolean>(diceCount).fill(true);
  return {
    diceCount,
    groups,
    groupDice,
    outcomeCount,
    keeperCount: total,
    outcomeFaces,
    outcomeProbability,
    addOrder: Int32Array.from(addOrder),
    addStart: Int32Array.from(addStart),
    addChild: Int32Array.from(lists.addChild),
    addProbability: Float64Array.from(addProbability),
    addUniform: uniformScales(addStart, addProbability),
    removeOrder: Int32Array.from(lists.removeOrder),
    removeStart: Int32Array.from(lists.removeStart),
    removeParent: Int32Array.from(lists.removeParent),
    keeperOf,
    outcomeOf: (values) => keeperOf(values, all),
  };
}

/** What {@link averagingLists} reads of the keepers, as buildRollSpace lays them out. */
interface KeeperWalk {
  readonly groups: readonly (readonly number[])[];
  readonly diceCount: number;
  readonly total: number;
  /** Per keeper (mixed-radix order): dice held, id, and its multiset's position in each group's lattice. */
  readonly held: Int32Array;
  readonly id: Int32Array;
  readonly local: Int32Array;
  readonly lattices: readonly GroupLattice[];
  readonly sizeOf: readonly (readonly number[])[];
  readonly faceProbability: readonly (readonly number[])[];
  readonly stride: readonly number[];
}

/**
 * The averaging and best-hold lists of identical dice (empty when every die
 * is distinct): each keeper not holding every die averages, over the faces
 * of one more die, the keepers holding it too; each keeper's parents are the
 * keepers with one die fewer.
 */
function averagingLists(walk: KeeperWalk): {
  addOrder: number[];
  addStart: number[];
  addChild: number[];
  addProbability: number[];
  removeOrder: number[];
  removeStart: number[];
  removeParent: number[];
} {
  const { groups, diceCount, total, held, id, lattices, local, sizeOf, faceProbability, stride } = walk;
  const groupCount = groups.length;
  // A keeper not holding every die is the average, over the faces of one
  // more die of its first incomplete group, of the keeper holding it too.
  // Dice all distinct use the dense product layout instead, so they need no lists.
  const needsLists = groups.some((members) => members.length > 1);
  const heldIds: number[][] = Array.from({ length: diceCount + 1 }, () => []);
  for (let keeper = 0; keeper < total && needsLists; keeper++) (heldIds[held[keeper] as number] as number[]).push(id[keeper] as number);
  const addOrder: number[] = [];
  const addStart: number[] = [0];
  const addChild: number[] = [];
  const addProbability: number[] = [];
  const removeStart: number[] = [0];
  const removeParent: number[] = [];
  const byId = new Int32Array(needsLists ? total : 0);
  for (let keeper = 0; keeper < total && needsLists; keeper++) byId[id[keeper] as number] = keeper;
  for (let count = diceCount - 1; count >= 0 && needsLists; count--) {
    for (const keeperId of heldIds[count] as number[]) {
      const keeper = byId[keeperId] as number;
      addOrder.push(keeperId);
      for (let group = 0; group < groupCount; group++) {
        const entry = lattices[group] as GroupLattice;
        const position = local[keeper * groupCount + group] as number;
        if ((sizeOf[group] as number[])[position] === entry.size) continue;
        const counts = entry.multisets[position] as number[];
        counts.forEach((_, face) => {
          const probability = (faceProbability[group] as number[])[face] as number;
          if (probability === 0) return;
          counts[face] = (counts[face] as number) + 1;
          const child = entry.rank(counts);
          counts[face] = (counts[face] as number) - 1;
          addChild.push(id[keeper + (child - position) * (stride[group] as number)] as number);
          addProbability.push(probability);
        });
        break;
      }
      addStart.push(addChild.length);
    }
  }
  const removeOrder: number[] = [];
  for (let count = 0; count <= diceCount && needsLists; count++) {
    for (const keeperId of heldIds[count] as number[]) {
      const keeper = byId[keeperId] as number;
      removeOrder.push(keeperId);
      for (let group = 0; group < groupCount; group++) {
        const entry = lattices[group] as GroupLattice;
        const position = local[keeper * groupCount + group] as number;
        const counts = entry.multisets[position] as number[];
        counts.forEach((count, face) => {
          if (count === 0) return;
          counts[face] = count - 1;
          const parent = entry.rank(counts);
          counts[face] = count;
          removeParent.push(id[keeper + (parent - position) * (stride[group] as number)] as number);
        });
      }
      removeStart.push(removeParent.length);
    }
  }

  return { addOrder, addStart, addChild, addProbability, removeOrder, removeStart, removeParent };
}

/**
 * The keeper id of dice `values` holding the dice flagged in `heldDice`, by
 * the groups' lattices, laid out with `stride` and numbered by `id`.
 *
 * @throws DiceError INVALID_DICE_VALUES when a die shows a face it does not have
 */
function keeperLookup(
  groups: readonly (readonly number[])[],
  lattices: readonly GroupLattice[],
  stride: readonly number[],
  id: Int32Array,
  where: string,
): (values: readonly number[], heldDice: readonly boolean[]) => number {
  const groupCount = groups.length;
  const faceIndex = lattices.map((entry) => new Map(entry.die.faces.map((face, index) => [face as number, index])));
  const countsOf = lattices.map((entry) => new Int32Array(entry.die.faces.length));
  return (values: readonly number[], heldDice: readonly boolean[]): number => {
    let keeper = 0;
    for (let group = 0; group < groupCount; group++) {
      const entry = lattices[group] as GroupLattice;
      const counts = (countsOf[group] as Int32Array).fill(0);
      for (const member of groups[group] as number[]) {
        if (!heldDice[member]) continue;
        const face = (faceIndex[group] as Map<number, number>).get(values[member] as number);
        if (face === undefined) throw new DiceError("INVALID_DICE_VALUES", `${where}: ${entry.die.name} cannot show ${values[member]}`);
        counts[face] = (counts[face] as number) + 1;
      }
      keeper += entry.rank(counts) * (stride[group] as number);
    }
    return id[keeper] as number;
  };
}

/** Per keeper of the averaging lists: 1/faces when it averages equally likely faces (the kernel then skips the probabilities), else 0. */
function uniformScales(addStart: readonly number[], addProbability: readonly number[]): Float64Array {
  return Float64Array.from({ length: addStart.length - 1 }, (_, i) => {
    const from = addStart[i] as number;
    const to = addStart[i + 1] as number;
    const first = addProbability[from] as number;
    for (let e = from; e < to; e++) if (addProbability[e] !== first) return 0;
    return 1 / (to - from) === first ? first : 0;
  });
}

/** Each group's full multisets (every die of the group shown) with their probability factors and faces; NOT_FULL for the others. */
function fullMultisets(
  lattices: readonly GroupLattice[],
  sizeOf: readonly (readonly number[])[],
  faceProbability: readonly (readonly number[])[],
  factorial: readonly number[],
): FullMultiset[][] {
  // For each full multiset of a group, its factors p^count / count! over the faces it shows, in face
  // order, and those faces (each as often as shown). A face not shown has the factor 1, which leaves
  // the product exactly as it was, so it is left out.
  return lattices.map((entry, group) =>
    entry.multisets.map((counts, position): FullMultiset => {
      if ((sizeOf[group] as number[])[position] !== entry.size) return NOT_FULL;
      const factors: number[] = [];
      const shown: number[] = [];
      counts.forEach((count, face) => {
        if (count === 0) return;
        factors.push(((faceProbability[group] as number[])[face] as number) ** count / (factorial[count] as number));
        for (let k = 0; k < count; k++) shown.push(entry.die.faces[face] as number);
      });
      return { factors, shown };
    }),
  );
}
