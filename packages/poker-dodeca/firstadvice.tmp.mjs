const strategy = await import("@dice/poker-dodeca/strategy");
const { dodecaEngine } = await import("@dice/poker-dodeca");
const solution = await strategy.dodecaSolution();
const state = dodecaEngine.applyAction(dodecaEngine.newGame({ players: ["Ada"], seed: 1 }), { type: "roll", values: [12, 7, 3, 3] });
const before = performance.now();
strategy.adviseDodeca(state, solution);
console.log("first advice", (performance.now() - before).toFixed(1), "ms");
