import { describe, expect, it } from "vitest";
import { classicYahtzee, createEngine, type DiceErrorCode } from "../index";

// Actions read from outside (a chat, a request) reach validateAction as whatever
// JSON.parse made of them: every one is answered { ok: false, error }, never thrown.
const engine = createEngine(classicYahtzee());
const start = engine.newGame({ players: ["Ada", "Bo"], seed: 1 });
const rolled = engine.applyAction(start, { type: "roll", values: [1, 2, 3, 4, 5] });

/** The code validateAction answers for a JSON text, after checking it returned rather than threw. */
function codeOf(state: typeof start, text: string): DiceErrorCode | "accepted" {
  const result = engine.validateAction(state, JSON.parse(text));
  return result.ok ? "accepted" : result.error.code;
}

describe("validateAction on JSON that is no action", () => {
  it.each(["null", "42", '"roll"', "true", "[]", '[{"type":"roll"}]', "{}", '{"type":1}', '{"type":"jump"}', '{"type":"ROLL"}', '{"type":["roll"]}', '{"__proto__":{"type":"roll"}}'])(
    "%s is INVALID_ACTION, before the first roll and after it",
    (text) => {
      expect(codeOf(start, text)).toBe("INVALID_ACTION");
      expect(codeOf(rolled, text)).toBe("INVALID_ACTION");
    },
  );

  it("an action nested 100,000 deep is INVALID_ACTION, with no stack overflow", () => {
    const deep: Record<string, unknown> = {};
    let inner = deep;
    for (let depth = 0; depth < 100_000; depth++) {
      const next: Record<string, unknown> = {};
      inner.type = next;
      inner = next;
    }
    const result = engine.validateAction(rolled, deep);
    expect(result.ok ? "accepted" : result.error.code).toBe("INVALID_ACTION");
  });

  it.each<[string, DiceErrorCode]>([
    ['{"type":"fill"}', "UNKNOWN_CATEGORY"],
    ['{"type":"fill","category":42}', "UNKNOWN_CATEGORY"],
    ['{"type":"fill","category":null}', "UNKNOWN_CATEGORY"],
    ['{"type":"fill","category":["chance"]}', "UNKNOWN_CATEGORY"],
    ['{"type":"fill","category":"__proto__"}', "UNKNOWN_CATEGORY"],
    ['{"type":"declare","category":"chance"}', "DECLARE_NOT_ALLOWED"],
    ['{"type":"roll","hold":"0"}', "INVALID_HOLD"],
    ['{"type":"roll","hold":[0.5]}', "INVALID_HOLD"],
    ['{"type":"roll","hold":{"length":1000000000}}', "INVALID_HOLD"],
    ['{"type":"roll","values":"66"}', "INVALID_DICE_VALUES"],
    ['{"type":"roll","values":[null,null,null,null,null]}', "INVALID_DICE_VALUES"],
    ['{"type":"roll","player":"0"}', "NOT_YOUR_TURN"],
    ['{"type":"roll","player":{}}', "NOT_YOUR_TURN"],
  ])("%s, a field of the wrong kind, gets that field's code: %s", (text, code) => {
    expect(codeOf(rolled, text)).toBe(code);
  });

  it("a well-formed action read from JSON is applied", () => {
    // 1 + 2 + 3 + 4 + 5.
    expect(codeOf(rolled, '{"type":"fill","category":"chance"}')).toBe("accepted");
    const result = engine.validateAction(rolled, JSON.parse('{"type":"fill","player":0,"category":"chance"}'));
    expect(result.ok && result.state.players[0]?.sheets[0]).toEqual({ chance: 15 });
  });
});
