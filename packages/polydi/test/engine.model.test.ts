import { fc } from "@fast-check/vitest";
import { isDiceError } from "@dice/core";
import { expect } from "vitest";
import { ORIGINAL_POLYDI, applyPolydiRoll, createPolydi, newPolydiGame, rollPolydi, validatePolydiGame, type PolydiFace, type PolydiGameState } from "../src/index";
import { engineModelSuite, type GameModel, type ModelEngine } from "../../core/test/kit/engineModel";

// The engine model suite (core/test/kit/engineModel.ts) on Lucky Seven, through
// Polydi's current step functions in core's engine shape: a roll from the
// generator, or a face read from outside.

type PolydiAction = { readonly type: "roll"; readonly face?: unknown };

function polydiEngine(die = ORIGINAL_POLYDI): ModelEngine<PolydiGameState, PolydiAction> {
  const applyAction = (state: PolydiGameState, action: PolydiAction): PolydiGameState =>
    action.face === undefined ? rollPolydi(state) : applyPolydiRoll(state, action.face);
  return {
    newGame: ({ seed }) => newPolydiGame({ die, seed }),
    applyAction,
    validateAction(state, action) {
      try {
        return { ok: true, state: applyAction(state, action) };
      } catch (error) {
        if (isDiceError(error)) return { ok: false, error };
        throw error;
      }
    },
    legalActions: (state) => (state.status === "playing" ? [{ type: "roll" }] : []),
    validateState: validatePolydiGame,
  };
}

/** Lucky Seven from the rules text (RULINGS.md), one counter at a time. */
interface LuckySevenModel {
  points: number;
  sevens: number;
  freeRolls: number;
  status: "playing" | "won" | "lost";
  rolls: number;
}

function luckySevenModel(faces: readonly PolydiFace[]): GameModel<LuckySevenModel, PolydiGameState, PolydiAction> {
  return {
    start: () => ({ points: 0, sevens: 0, freeRolls: 0, status: "playing", rolls: 0 }),
    expectedError(model, action) {
      if (model.status !== "playing") return "GAME_OVER";
      if (action.face !== undefined && !faces.includes(action.face as PolydiFace)) return "INVALID_DICE_VALUES";
      return undefined;
    },
    advance(model, action, after) {
      const face = (action.face ?? after.rolls[after.rolls.length - 1]?.face) as PolydiFace;
      expect(faces).toContain(face);
      model.rolls += 1;
      if (face === "minus") model.status = "lost";
      else if (face === "plus") model.freeRolls += 1;
      else if (face === "polydi") model.freeRolls += 2;
      else {
        // A number costs a point unless a banked free roll pays for it; a 7 counts either way.
        if (model.freeRolls > 0) model.freeRolls -= 1;
        else model.points += 1;
        if (face === 7 && ++model.sevens === 3) model.status = "won";
      }
    },
    check(model, state) {
      expect([state.points, state.sevens, state.freeRolls, state.status, state.rolls.length]).toEqual([model.points, model.sevens, model.freeRolls, model.status, model.rolls]);
    },
    actions: fc.oneof(
      fc.constant<PolydiAction>({ type: "roll" }),
      fc.constantFrom<unknown>(...faces, 0, 13, "seven", null).map((face): PolydiAction => ({ type: "roll", face })),
    ),
    idle: { type: "roll" },
  };
}

engineModelSuite("Polydi Lucky Seven (the original die)", polydiEngine(), luckySevenModel(ORIGINAL_POLYDI.faces as PolydiFace[]), { playerCounts: [1], maxActions: 120 });
const small = createPolydi([1, 7, "plus", "polydi", "minus"], { name: "small" });
engineModelSuite("Polydi Lucky Seven (a five-face die)", polydiEngine(small), luckySevenModel(small.faces as PolydiFace[]), { playerCounts: [1], maxActions: 120 });
