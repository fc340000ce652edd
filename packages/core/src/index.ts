/**
 * `@dice/core`: dice, a seeded reproducible RNG, rolling with a roll budget,
 * patterns, scoring categories and sheets, a serialisable turn-based engine
 * for "fill one category a turn" games, and exact probability.
 *
 * @packageDocumentation
 */
export { DiceError, isDiceError, type DiceErrorCode, type DiceErrorDetails, type NotationExpectation } from "./errors/DiceError";
export { explainForPlayer, type ExplainForPlayerOptions } from "./errors/explainForPlayer";
export { describeValue } from "./errors/describeValue";
export { escapeText, type EscapeTextOptions } from "./errors/escapeText";
export { escapeMarkdown } from "./errors/escapeMarkdown";
export type { TextFormat, RenderOptions } from "./errors/TextFormat";
export { INPUT_LIMITS } from "./input/inputLimits";

export { createDie, standardDie, d4, d6, d8, d10, d12, d20, type Die, type Face, type CreateDieOptions } from "./dice/Die";
export { validateDie } from "./dice/validateDie";
export { faceProbabilities } from "./dice/faceProbabilities";
export { faceWeights } from "./dice/faceWeights";
export { readDice } from "./dice/readDice";
export { MAX_NOTATION_DICE, MAX_NOTATION_MODIFIER, type DiceNotation } from "./dice/DiceNotation";
export { parseDiceNotation } from "./dice/parseDiceNotation";
export { formatDiceNotation } from "./dice/formatDiceNotation";

export { createRng, validateRngState, type RngAlgorithm, type RngState } from "./rng/RngState";
export { rollDice, type RollResult } from "./rng/rollDice";
export { createDiceRoller, type DiceRoller } from "./rng/DiceRoller";
export { rollDiceNotation, type DiceNotationRoll } from "./rng/rollDiceNotation";

export { validateHold } from "./rolling/validateHold";
export { startTurn, rollTurn, type Turn, type RollSource, type TurnRoll } from "./rolling/Turn";

export { valueCounts, countOf } from "./patterns/valueCounts";
export { nOfAKind, twoPairs, fullHouse } from "./patterns/nOfAKind";
export { longestRun, longestArithmeticProgression, longestGeometricProgression } from "./patterns/progressions";
export { sumOfDice, sumOfValue, sumOfOdd } from "./patterns/sums";
export { primeFactorisation, isWasteful, sumOfWasteful } from "./patterns/wasteful";

export type { Category } from "./scoring/Category";
export { readCategory } from "./scoring/readCategory";
export { sectionAdjustment, type Section, type SectionRule } from "./scoring/Section";
export {
  emptySheet,
  findCategory,
  recordScore,
  openCategories,
  isSheetComplete,
  sheetTotals,
  type ScoreSheet,
  type SheetLayout,
  type SectionTotal,
  type SheetTotals,
} from "./scoring/ScoreSheet";

export { renderScoreSheets } from "./engine/renderScoreSheets";
export { renderTurn } from "./engine/renderTurn";
export { renderDice, type RenderDiceOptions } from "./engine/renderDice";

export {
  defineRules,
  type GameRules,
  type Stage,
  type FillPolicy,
  type FromHandRule,
  type RepeatBonusRule,
  type JokerRule,
  type JokerTier,
} from "./rules/GameRules";
export {
  classicYahtzee,
  type ClassicYahtzeeOptions,
  type ClassicYahtzeeRules,
  type ClassicYahtzeeCategoryId,
} from "./rules/classicYahtzee";
export type { GameState, PlayerState } from "./engine/GameState";
export type { GameAction, RollAction, DeclareAction, FillAction } from "./engine/GameAction";
export { newGame, MAX_PLAYERS, type NewGameOptions } from "./engine/newGame";
export { applyAction } from "./engine/applyAction";
export { legalActions } from "./engine/legalActions";
export { validateAction, type ActionResult } from "./engine/validateAction";
export { validateGameState } from "./engine/validateGameState";
export { checkReplay } from "./engine/checkReplay";
export { validateNewGameOptions } from "./engine/validateNewGameOptions";
export { replayGame } from "./engine/replayGame";
export { scoreIfFilled } from "./engine/scoreIfFilled";
export { scoreOptions, type ScoreOption } from "./engine/scoreOptions";
export { gameTotals, gameWinners, type PlayerTotals } from "./engine/gameResults";
export { createEngine, type GameEngine, type CategoryId } from "./engine/createEngine";
export type { Engine } from "./engine/Engine";

export type { PlayableGame, ExplainOptions } from "./game/PlayableGame";
export { createGame, type Game } from "./game/createGame";
export { classicYahtzeeGame } from "./game/classicYahtzeeGame";

export type { Bot } from "./bots/Bot";
export { greedyBot } from "./bots/greedyBot";
export { randomBot } from "./bots/randomBot";
export { playGame } from "./bots/playGame";

export type { Distribution, Outcome } from "./probability/Distribution";
export { rollDistribution } from "./probability/rollDistribution";
export { rerollDistribution } from "./probability/rerollDistribution";
export { multisetDistribution } from "./probability/multisetDistribution";
export { keeperDistribution } from "./probability/keeperDistribution";
