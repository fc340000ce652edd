import { randomBot, replayGame, playGame, type GameEngine, type GameRules, type GameState } from "@dice/core";

/**
 * Valid game states of a core-shaped engine, to start hostile variants
 * from: a seeded game played to the end by random bots, and the states after
 * 0, 1, 2, 3 actions, a third and two thirds of the way, one action before
 * the end, and at the end (JSON copies: plain data, as a saved game is).
 */
export function statesAlongAGame(engine: GameEngine<GameRules>, playerCount: number, seed: number): GameState[] {
  const rules = engine.rules;
  const players = Array.from({ length: playerCount }, (_, index) => `P${index + 1}`);
  const bots = players.map((_, index) => randomBot(rules, seed + index));
  const finished = playGame(rules, bots, seed, players);
  const length = finished.log.length;
  const points = [...new Set([0, 1, 2, 3, Math.floor(length / 3), Math.floor((2 * length) / 3), length - 1, length])];
  return points.map((count) => JSON.parse(JSON.stringify(replayGame(rules, { players, seed }, finished.log.slice(0, count)))) as GameState);
}
