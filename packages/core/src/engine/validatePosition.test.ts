import { describe, expect, it } from "vitest";
import { applyAction, greedyBot, isDiceError, newGame, playGame, type GameAction, type GameState } from "@dice/core";
import { threeStageRules as rules } from "../../test/rules";
import { validatePosition } from "./validatePosition";

/** The message of the INVALID_STATE error `run` throws ("no error" if none). */
function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(isDiceError(error, "INVALID_STATE"), String(error)).toBe(true);
    return (error as Error).message;
  }
  return "no error";
}

const play = (state: GameState, ...actions: GameAction[]): GameState => actions.reduce((current, action) => applyAction(rules, current, action), state);
const start = newGame(rules, { players: ["Ada", "Bo"], seed: 5 });
// Stage 0 ("Free", any order) played through: each player fills threes, school2, spread, chance.
let stage1 = start;
for (const category of ["threes", "school2", "spread", "chance"]) {
  for (let player = 0; player < 2; player++) stage1 = play(stage1, { type: "roll", values: [3, 2, 6] }, { type: "fill", category });
}
const rolled = play(start, { type: "roll", values: [4, 2, 2] });
const declared = play(stage1, { type: "roll", values: [1, 2, 3] }, { type: "declare", category: "chance" });
const finished = playGame(rules, [greedyBot(rules), greedyBot(rules)], 3);

describe("validatePosition, the advice's check of a state", () => {
  it("passes every kind of position the engine reaches, returning an equal copy", () => {
    for (const state of [start, rolled, stage1, declared, play(declared, { type: "roll", hold: [0], values: [5, 6] }), finished]) {
      const copy = validatePosition(rules, state, "check");
      expect(copy).toEqual(state);
      expect(copy).not.toBe(state);
      expect(copy.players[0]!.sheets[0]).not.toBe(state.players[0]!.sheets[0]);
    }
    expect(stage1.stage).toBe(1);
    expect(finished.finished).toBe(true);
  });

  it("refuses each field that does not hold, naming it, the value and what is allowed", () => {
    const forge = (state: GameState, fields: Record<string, unknown>): unknown => ({ ...state, ...fields });
    const ada = rolled.players[0]!;
    const bo = rolled.players[1]!;
    const cases: Array<[unknown, string]> = [
      [null, "the state is null; expected a game state object"],
      [forge(rolled, { rules: "tiny" }), "rules is 'tiny'; expected 'threeStage'"],
      [forge(rolled, { format: "dice-game/2" }), `format is 'dice-game/2'; expected "dice-game/1"`],
      [forge(rolled, { finished: "false" }), "finished is 'false'; expected true or false"],
      [forge(rolled, { stage: 3 }), "stage is 3; expected an integer from 0 to 2"],
      [forge(rolled, { stage: 0.5 }), "stage is 0.5; expected an integer from 0 to 2"],
      [forge(rolled, { players: [] }), "players is []; expected a list of 1 to 16 players"],
      [
        forge(rolled, { players: new Array(17).fill(ada) }),
        `players is [{"name":"Ada","sheets":[…]},{"name":"Ada","sheets":[…]},{"name":"Ada","sheets":[…]},…] (17 items); expected a list of 1 to 16 players`,
      ],
      [forge(rolled, { currentPlayer: 2 }), "currentPlayer is 2; expected an integer from 0 to 1"],
      [forge(rolled, { currentPlayer: "0" }), "currentPlayer is '0'; expected an integer from 0 to 1"],
      // A sparse list's hole is read as undefined, not skipped.
      [forge(rolled, { players: [ada, , ] }), "players[1] is undefined; expected a player object"],
      [forge(rolled, { players: [ada, { ...bo, name: "" }] }), "players[1].name is ''; expected a string of 1 to 64 characters"],
      [forge(rolled, { players: [ada, { ...bo, sheets: [{}, {}] }] }), "players[1].sheets is [{},{}]; expected a list of 3 sheets, one a stage"],
      [forge(rolled, { players: [ada, { ...bo, sheets: [[], {}, {}] }] }), "players[1].sheets[0] is []; expected a sheet of 'threeStage'"],
      [forge(rolled, { players: [{ ...ada, sheets: [{ sixes: 6 }, {}, {}] }, bo] }), "a key of players[0].sheets[0] is 'sixes'; expected a category of 'threeStage'"],
      [forge(rolled, { players: [{ ...ada, sheets: [{ chance: Number.NaN }, {}, {}] }, bo] }), "players[0].sheets[0].chance is NaN; expected a finite score"],
      [forge(rolled, { players: [{ ...ada, sheets: [{ a: 1, b: 2, c: 3, d: 4, e: 5 }, {}, {}] }, bo] }), `players[0].sheets[0] is {"a":1,"b":2,"c":3,"d":4,"e":5}; expected a sheet of 'threeStage'`],
      // Turn order: Ada plays first, so Bo cannot be ahead of her, nor she two turns ahead of him.
      [forge(rolled, { players: [ada, { ...bo, sheets: [{ chance: 9 }, {}, {}] }] }), `players[1].sheets[0] is {"chance":9}; expected 0 categories filled, as player 0, whose turn it is, has 0`],
      [
        forge(rolled, { currentPlayer: 1, players: [{ ...ada, sheets: [{ chance: 9, threes: 3 }, {}, {}] }, bo] }),
        `players[0].sheets[0] is {"chance":9,"threes":3}; expected 1 category filled, as player 1, whose turn it is, has 0`,
      ],
      [forge(declared, { players: [{ ...declared.players[0]!, sheets: [{ chance: 9 }, {}, {}] }, declared.players[1]] }), `players[0].sheets[0] is {"chance":9}; expected every category filled: stage 1 is in play`],
      [forge(rolled, { players: [{ ...ada, sheets: [{}, {}, { threes: 3 }] }, bo] }), `players[0].sheets[2] is {"threes":3}; expected no category filled: stage 0 is in play`],
      [forge(finished, { finished: false }), "finished is false; expected true: every sheet is complete"],
      [forge(stage1, { stage: 0 }), "stage is 0; expected 1: every sheet of stage 0 is complete"],
      [forge(rolled, { finished: true }), "finished is true; expected false: sheets have open categories"],
      [forge(finished, { dice: [1, 1, 1], rollsUsed: 1 }), "dice is [1,1,1]; expected null once the game is over"],
      [forge(rolled, { dice: [4, 2] }), "dice is [4,2]; expected null or a list of 3 faces"],
      [forge(rolled, { dice: [5, 2, 2] }), "dice[0] is 5; expected a face of d4"],
      [forge(rolled, { dice: [4, 2, "2"] }), "dice[2] is '2'; expected a face of d6"],
      [forge(rolled, { rollsUsed: 0 }), "rollsUsed is 0; expected 1 to 2 with dice showing"],
      [forge(rolled, { rollsUsed: 3 }), "rollsUsed is 3; expected 1 to 2 with dice showing"],
      [forge(rolled, { rollsUsed: 1.5 }), "rollsUsed is 1.5; expected 1 to 2 with dice showing"],
      [forge(start, { rollsUsed: 1 }), "rollsUsed is 1; expected 0 with no dice showing"],
      [forge(rolled, { declared: "chance" }), "declared is 'chance'; expected null: stage 0 has no declarations"],
      [forge(declared, { dice: null, rollsUsed: 0 }), "declared is 'chance'; expected null before the turn's first roll"],
      [forge(declared, { declared: "sixes" }), "declared is 'sixes'; expected null or an open category"],
      [forge(declared, { declared: 7 }), "declared is 7; expected null or an open category"],
      [forge(declared, { declared: "threes", players: [{ ...declared.players[0]!, sheets: [declared.players[0]!.sheets[0]!, { threes: 3 }, {}] }, { ...declared.players[1]!, sheets: [declared.players[1]!.sheets[0]!, { threes: 6 }, {}] }] }), "declared is 'threes'; expected null or an open category"],
      [forge(declared, { declared: null, rollsUsed: 2 }), "declared is null; expected a category: it is declared right after the first roll"],
    ];
    for (const [value, message] of cases) expect(refusal(() => validatePosition(rules, value, "where"))).toBe(`where: ${message}`);
  });

  it("refuses a score no roll can give its category, in every sheet of every player, finished or not", () => {
    const withScore = (state: GameState, player: number, stage: number, category: string, score: number): unknown => {
      const copy = structuredClone(state) as unknown as { players: Array<{ sheets: Array<Record<string, number>> }> };
      (copy.players[player]?.sheets[stage] as Record<string, number>)[category] = score;
      return copy;
    };
    // Chance adds a d4 and two d6 (3 to 16), doubled from hand (6 to 32, even): 17 is neither, 18 is 9 doubled.
    expect(refusal(() => validatePosition(rules, withScore(finished, 1, 0, "chance", 17), "check"))).toBe("check: players[1].sheets[0].chance is 17, which no roll can score in Chance");
    expect(refusal(() => validatePosition(rules, withScore(finished, 0, 2, "chance", 33), "check"))).toBe("check: players[0].sheets[2].chance is 33, which no roll can score in Chance");
    expect(validatePosition(rules, withScore(finished, 1, 0, "chance", 18), "check").players[1]?.sheets[0]?.chance).toBe(18);
    // A finished stage's sheet while the next is played: Threes is 3 for each of three dice showing 3, at most 9.
    expect(refusal(() => validatePosition(rules, withScore(declared, 0, 0, "threes", 12), "check"))).toBe("check: players[0].sheets[0].threes is 12, which no roll can score in Threes");
    // School 2 is (number of 2s − 1) · 2: −2, 0, 2 or 4 (the d4 shows a 2 too).
    expect(refusal(() => validatePosition(rules, withScore(declared, 1, 0, "school2", 5), "check"))).toBe("check: players[1].sheets[0].school2 is 5, which no roll can score in School 2");
    expect(refusal(() => validatePosition(rules, withScore(declared, 1, 0, "school2", -2147483648), "check"))).toBe(
      "check: players[1].sheets[0].school2 is -2147483648, which no roll can score in School 2",
    );
    // The engine's moves make the same check: a forged sheet of another player is refused by applyAction too.
    expect(() => applyAction(rules, withScore(declared, 1, 0, "threes", 12) as GameState, { type: "fill", category: "chance" })).toThrow(
      "applyAction: players[1].sheets[0].threes is 12, which no roll can score in Threes",
    );
  });

  it("refuses categories filled out of sheet order in an ordered stage", () => {
    const ordered = { ...finished, finished: false, players: finished.players.map((player) => ({ ...player, sheets: [player.sheets[0]!, player.sheets[1]!, { school2: 0 }] })) };
    expect(refusal(() => validatePosition(rules, ordered, "check"))).toBe(`check: players[0].sheets[2] is {"school2":0}; expected the first categories in sheet order, as its stage fills them`);
  });

  it("reads each field once and returns what it read, so a getter cannot change the answer", () => {
    const reads = new Map<PropertyKey, number>();
    const counted = new Proxy(rolled, {
      get(target, key, receiver) {
        reads.set(key, (reads.get(key) ?? 0) + 1);
        return Reflect.get(target, key, receiver);
      },
    });
    validatePosition(rules, counted, "check");
    expect(reads.size).toBe(12);
    expect([...reads.values()].every((count) => count === 1)).toBe(true);
    let rollsRead = 0;
    const changing = Object.defineProperty({ ...rolled }, "rollsUsed", { enumerable: true, get: () => (++rollsRead === 1 ? 1 : 9) });
    expect(validatePosition(rules, changing, "check").rollsUsed).toBe(1);
  });

  it("the copy does not change with the input", () => {
    const input = structuredClone(rolled) as unknown as { players: Array<{ sheets: Array<Record<string, number>> }> };
    const copy = validatePosition(rules, input, "check");
    input.players[0]!.sheets[0]!.chance = 99;
    expect(copy.players[0]!.sheets[0]).toEqual({});
  });
});
