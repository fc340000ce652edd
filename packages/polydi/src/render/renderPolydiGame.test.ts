import { explainForPlayer } from "@dice/core";
import MarkdownIt from "markdown-it";
import { describe, expect, it } from "vitest";
import { applyPolydiRoll, createPolydi, newPolydiGame, polydiEngine, renderPolydiGame, type PolydiFace, type PolydiGameState } from "../index";

function rollAll(faces: readonly PolydiFace[], game: PolydiGameState = newPolydiGame({ seed: 1 })): PolydiGameState {
  return faces.reduce((state, face) => applyPolydiRoll(state, face), game);
}

// The seed's worked example, roll by roll (seeds/polydi-lucky-seven.txt): final score 8.
const seedFaces: PolydiFace[] = [5, 4, 7, "plus", 9, 3, 7, 4, "polydi", 8, 8, 2, 7];

describe("renderPolydiGame, on the seed's worked example", () => {
  it("before the first roll", () => {
    expect(renderPolydiGame(newPolydiGame({ seed: 1 })).split("\n")).toEqual([
      "Lucky Seven with polydi: playing, roll to start.",
      "Points 0 · sevens 0 of 3 · free rolls 0",
    ]);
  });

  it("roll 3, a paid 7; roll 4, a plus; roll 9, the Polydi Symbol; roll 10, a free 8", () => {
    expect(renderPolydiGame(rollAll(seedFaces.slice(0, 3))).split("\n")).toEqual([
      "Lucky Seven with polydi, 3 rolls: playing.",
      "Points 3 · sevens 1 of 3 · free rolls 0",
      "Last roll: 7: seven 1 of 3, 1 point",
    ]);
    expect(renderPolydiGame(rollAll(seedFaces.slice(0, 4))).split("\n").slice(1)).toEqual([
      "Points 3 · sevens 1 of 3 · free rolls 1",
      "Last roll: plus: 1 free roll banked (1 now)",
    ]);
    expect(renderPolydiGame(rollAll(seedFaces.slice(0, 9))).split("\n").slice(1)).toEqual([
      "Points 6 · sevens 2 of 3 · free rolls 2",
      "Last roll: the Polydi Symbol: 2 free rolls banked (2 now)",
    ]);
    expect(renderPolydiGame(rollAll(seedFaces.slice(0, 10))).split("\n").slice(1)).toEqual([
      "Points 6 · sevens 2 of 3 · free rolls 1",
      "Last roll: 8: free (a banked free roll used)",
    ]);
  });

  it("won on the thirteenth roll with 8 points", () => {
    expect(renderPolydiGame(rollAll(seedFaces)).split("\n")).toEqual([
      "Lucky Seven with polydi, 13 rolls: won with 8 points (lower is better).",
      "Points 8 · sevens 3 of 3 · free rolls 0",
      "Last roll: 7: the third seven, 1 point",
    ]);
  });

  it("lost on a minus", () => {
    expect(renderPolydiGame(rollAll([7, "minus"])).split("\n")).toEqual([
      "Lucky Seven with polydi, 2 rolls: lost to a minus, no score.",
      "Points 1 · sevens 1 of 3 · free rolls 0",
      "Last roll: minus: the game is lost",
    ]);
  });
});

describe("renderPolydiGame as Markdown", () => {
  it("the status in bold, hard line breaks, the die's name escaped", () => {
    const text = renderPolydiGame(rollAll(seedFaces), { format: "markdown" });
    expect(text).toBe(
      [
        "Lucky Seven with polydi, 13 rolls: **won with 8 points (lower is better)**.  ",
        "Points 8 · sevens 3 of 3 · free rolls 0  ",
        "Last roll: 7: the third seven, 1 point",
      ].join("\n"),
    );
    const star = newPolydiGame({ seed: 1, die: createPolydi([7, "minus"], { name: "*star*`" }) });
    const html = new MarkdownIt({ html: true }).render(renderPolydiGame(star, { format: "markdown" }));
    expect(html).toBe("<p>Lucky Seven with *star*`: <strong>playing</strong>, roll to start.<br>\nPoints 0 · sevens 0 of 3 · free rolls 0</p>\n");
  });
});

describe("renderPolydiGame on a challenge of the engine (Ada and Bo)", () => {
  const play = (...faces: PolydiFace[]) =>
    faces.reduce((state, face) => polydiEngine.applyAction(state, { type: "roll", values: [face] }), polydiEngine.newGame({ players: ["Ada", "Bo"], seed: 1 }));

  it("whose turn and which attempt, the attempt in play, how the last one ended, the scores, the winner", () => {
    expect(renderPolydiGame(play()).split("\n")).toEqual([
      "Ada to play (player 1 of 2): roll to start attempt 1.",
      "Scores: Ada none yet (0 attempts) · Bo none yet (0 attempts)",
    ]);
    expect(renderPolydiGame(play(5)).split("\n")).toEqual([
      "Ada to play (player 1 of 2), attempt 1, 1 roll: playing.",
      "Points 1 · sevens 0 of 3 · free rolls 0",
      "Last roll: 5: 1 point",
      "Scores: Ada none yet (0 attempts) · Bo none yet (0 attempts)",
    ]);
    // Ada's minus ends her attempt; Bo, who has no score, plays next.
    expect(renderPolydiGame(play(5, "minus")).split("\n")).toEqual([
      "Bo to play (player 2 of 2): roll to start attempt 1.",
      "Last attempt: Ada lost to a minus after 2 rolls",
      "Scores: Ada none yet (1 attempt) · Bo none yet (0 attempts)",
    ]);
    // Bo wins at once with three paid 7s; Ada tries again.
    expect(renderPolydiGame(play(5, "minus", 7, 7, 7)).split("\n")).toEqual([
      "Ada to play (player 1 of 2): roll to start attempt 2.",
      "Last attempt: Bo won with 3 points after 3 rolls",
      "Scores: Ada none yet (1 attempt) · Bo 3 (1 attempt)",
    ]);
    // Ada: plus banks a free roll, the first 7 uses it, the next two cost 1 each: 2 points, the best.
    const over = play(5, "minus", 7, 7, 7, "plus", 7, 7, 7);
    expect(renderPolydiGame(over).split("\n")).toEqual([
      "Challenge over: Ada wins with 2 points (lower is better).",
      "Scores: Ada 2 (2 attempts) · Bo 3 (1 attempt)",
    ]);
    expect(renderPolydiGame(over, { format: "markdown" })).toBe(
      "Challenge over: **Ada** wins with 2 points (lower is better).  \nScores: **Ada** 2 (2 attempts) · **Bo** 3 (1 attempt)",
    );
  });
});

describe("renderPolydiGame refuses", () => {
  it("a malformed field it would show, and an unknown format", () => {
    const game = newPolydiGame({ seed: 1 });
    expect(() => renderPolydiGame({ ...game, points: -1 })).toThrow("renderPolydiGame: points is -1; expected a whole number from 0");
    expect(() => renderPolydiGame({ ...game, status: "paused" as never })).toThrow(/renderPolydiGame: status is 'paused'/);
    expect(() => renderPolydiGame(null as never)).toThrow(expect.objectContaining({ code: "INVALID_STATE" }));
    expect(() => renderPolydiGame(game, { format: "html" as never })).toThrow(expect.objectContaining({ code: "INVALID_ARGUMENT" }));
  });
});

describe("a refused roll, in the player's words", () => {
  it("names the die and what it shows, from the error's details", () => {
    let caught: unknown;
    try {
      applyPolydiRoll(newPolydiGame({ seed: 1 }), 13);
    } catch (error) {
      caught = error;
    }
    expect(explainForPlayer(caught)).toBe("Die 1 (polydi) cannot show 13; it shows 1, 2, 3, 4, 5, 6, 7, 8, 9, 'plus', 'minus' or 'polydi'.");
    try {
      applyPolydiRoll(rollAll(seedFaces), 7);
    } catch (error) {
      caught = error;
    }
    expect(explainForPlayer(caught)).toBe("The game is over; start a new one to play again.");
  });

  it("the engine's refusals name the players", () => {
    const state = polydiEngine.newGame({ players: ["Ada", "Bo"], seed: 1 });
    const outOfTurn = polydiEngine.validateAction(state, { type: "roll", player: 1 });
    expect(outOfTurn.ok ? "" : explainForPlayer(outOfTurn.error, { players: state.players })).toBe("It is Ada's turn, not Bo's.");
    const twoFaces = polydiEngine.validateAction(state, { type: "roll", values: [7, 7] });
    expect(twoFaces.ok ? "" : explainForPlayer(twoFaces.error, { players: state.players })).toBe("1 value is needed, for the die rolled; 2 were given.");
    const star = polydiEngine.validateAction(state, { type: "roll", values: ["star" as never] });
    expect(star.ok ? "" : star.error.details).toMatchObject({ player: 0, value: "star" });
  });
});
