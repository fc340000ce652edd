import { cac } from "cac";
import { DiceError, describeValue, escapeText, formatDiceNotation, isDiceError, type Die } from "@dice/core";
import { randomInt } from "node:crypto";
import { readFileSync } from "node:fs";
import { advise, parseGoal } from "./commands/advise";
import { demo } from "./commands/demo";
import { lawFromGamesHelp, odds, oddsEntries, oddsGames } from "./commands/odds";
import { play } from "./commands/play";
import { formatPlayCommands, PLAY_COMMANDS, PLAY_KEYS } from "./commands/playCommands";
import { playLines } from "./commands/playLines";
import { roll } from "./commands/roll";
import { simulate } from "./commands/simulate";
import { solve } from "./commands/solve";
import { findEntry, gameIds, isRulesGame, SCORINGS, strategyEntries, type Scoring } from "./games/findEntry";
import { games as allGames, type GameEntry } from "./games/games";
import { BOTS } from "./games/makeBot";
import { UsageError, type Io } from "./internal/Io";
import { parseChoice, parseInteger, parseStep } from "./internal/parseOptions";

const DEMO_SEED = 2026;
const MIN_SEED = -2147483648;
const MAX_SEED = 4294967295;

/**
 * What the `dice` command offers besides its arguments.
 *
 * @example
 * ```ts
 * import { games, type CliOptions } from "@dice/cli";
 * const options: CliOptions = { games: games.filter((entry) => entry.strategy !== undefined) };
 * options.games?.length; // => 6
 * ```
 * @category CLI
 */
export interface CliOptions {
  /**
   * The games every command lists and plays: one entry a game. A program
   * with a game of its own passes a copy of {@link games} with its entry added.
   * @defaultValue {@link games}
   */
  readonly games?: readonly GameEntry[];
}

/** The version in the package's own package.json (one level above both src/ and dist/). */
function packageVersion(): string {
  const manifest: unknown = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
  const version = typeof manifest === "object" && manifest !== null ? (manifest as { version?: unknown }).version : undefined;
  if (typeof version !== "string") throw new Error("the package.json of @dice/cli has no version");
  return version;
}

/** A game's dice as notation (`5d6`), or by name where a die is not a standard dN. */
function diceOf(dice: readonly Die[]): string {
  try {
    return formatDiceNotation({ dice, modifier: 0 });
  } catch (error) {
    if (!isDiceError(error)) throw error;
    return dice.map((die) => die.name).join(" ");
  }
}

/** One line of a help page's games: id, name, dice, and what a game without a strategy lacks. */
function gameLine(entry: GameEntry): { id: string; text: string } {
  const { game } = entry;
  const dice = isRulesGame(game) ? `, dice ${diceOf(game.rules.dice)}` : "";
  return { id: game.id, text: `${game.name}${dice}${entry.strategy === undefined ? " (play only: no advice or bots)" : ""}` };
}

/** The games section of a help page: every game for the main page, the games a command takes for its own. */
function gamesSection(games: readonly GameEntry[], command: string | undefined): { title: string; body: string } | undefined {
  const shown =
    command === undefined || command === "" || command === "demo"
      ? games.map(gameLine)
      : command === "odds"
        ? oddsGames(games).map(gameLine)
        : command === "play"
          ? games.map(gameLine)
          : ["simulate", "advise", "solve"].includes(command)
            ? strategyEntries(games).map(gameLine)
            : [];
  if (shown.length === 0) return undefined;
  const width = Math.max(...shown.map((game) => game.id.length));
  return { title: "Games", body: shown.map((game) => `  ${game.id.padEnd(width)}  ${game.text}`).join("\n") };
}

/** The sections `dice help play` adds: the commands read one a line, and the keys in a terminal. */
function playSections(): { title: string; body: string }[] {
  return [
    { title: "In-game commands (one a line, when standard input or output is not a terminal)", body: formatPlayCommands(PLAY_COMMANDS, "  ") },
    { title: "In-game keys (in a terminal)", body: PLAY_KEYS.map((key) => `  ${key.key}  ${key.does}`).join("\n") },
  ];
}

function scoringOption(value: unknown): Scoring | undefined {
  return value === undefined ? undefined : parseChoice("--scoring", value, SCORINGS);
}

function seedOption(value: unknown): number {
  return parseInteger("seed", value, MIN_SEED, MAX_SEED);
}

/**
 * Runs the `dice` command with the given arguments (without `node` and the
 * script path) and returns the exit code: 0 on success, 2 for bad arguments
 * or bad input (a one-line message, never a stack trace), 1 for anything else.
 * Every command lists and finds its games in `options.games`.
 *
 * @param args - the command line, e.g. `["odds", "luckyseven", "--json"]`
 * @param io - where the command writes and reads, see {@link Io}
 * @param options - the games on offer, see {@link CliOptions}
 * @returns the exit code
 * @example
 * ```ts
 * import { runCli } from "@dice/cli";
 * let out = "";
 * const code = await runCli(["odds", "luckyseven", "--die", "7,1,minus", "--json"], {
 *   out: (text) => { out += text; },
 *   err: () => {},
 *   readStdin: async () => "",
 *   isTTY: false,
 * });
 * code; // => 0
 * JSON.parse(out)[0].winProbability; // => 0.125
 * ```
 * @category CLI
 */
export async function runCli(args: readonly string[], io: Io, options: CliOptions = {}): Promise<number> {
  const games = options.games ?? allGames;
  const cli = cac("dice");
  let task: Promise<unknown> | undefined;
  const every = gameIds(games).join(", ");
  const withStrategy = gameIds(strategyEntries(games)).join(", ");
  const withOdds = gameIds(oddsGames(games)).join(", ");
  const dieHelp = oddsEntries(games)
    .map((entry) => (oddsEntries(games).length === 1 ? entry.odds.dieHelp : `${entry.game.id}: ${entry.odds.dieHelp}`))
    .join("; ");
  const variant = gameIds(games).find((id) => id.endsWith("-all-dice"));
  const scoringHelp = `all-dice: the game's all-dice variant${variant === undefined ? "" : ` (${variant.slice(0, -"-all-dice".length)} --scoring all-dice is ${variant})`}; combination: the game itself`;
  const example = games.find((entry) => entry.strategy !== undefined)?.game.id ?? games[0]?.game.id ?? "<game>";
  cli
    .command("demo", "Show the libraries at work: a seeded game of each set of dice, played by the best bot, and each game's own odds")
    .option("--seed <seed>", "Seed of the dice", { default: DEMO_SEED })
    .action((flags) => {
      task = demo({ seed: seedOption(flags.seed) }, games, io);
    });
  cli
    .command("play <game>", `Play ${every} in the terminal; without a terminal, one command a line from standard input`)
    .option("--players <seats>", "Comma-separated seats; bot:optimal, bot:greedy or bot:random for bots", { default: "You" })
    .option("--seed <seed>", "Seed of the dice (default: a new random seed, printed so the game can be replayed)")
    .option("--manual", "Enter the dice by hand (physical dice) instead of rolling")
    .option("--scoring <mode>", scoringHelp)
    .example(`dice play ${example} --players Ada,bot:optimal`)
    .example(`printf 'roll\\nhold 1 3\\nfill chance\\n' | dice play ${example} --seed 7`)
    .action((game: string, flags) => {
      const playOptions = {
        entry: findEntry(games, game, scoringOption(flags.scoring)),
        games,
        players: String(flags.players).split(",").map((seat) => seat.trim()).filter(Boolean),
        seed: flags.seed === undefined ? randomInt(0, MAX_SEED) : seedOption(flags.seed),
        manual: Boolean(flags.manual),
      };
      task = io.interactive === true ? play(playOptions) : playLines(playOptions, io);
    });
  cli
    .command("simulate <game>", `Play many seeded games of ${withStrategy} with a bot and summarise the scores`)
    .option("--games <n>", "How many games", { default: 1000 })
    .option("--seed <seed>", "Seed of the first game", { default: 1 })
    .option("--bot <bot>", `Which bot: ${BOTS.join(", ")}`, { default: "greedy" })
    .option("--workers <n>", "Worker threads playing the optimal or greedy bot's games (the result is the same for any number)", { default: 1 })
    .option("--scoring <mode>", scoringHelp)
    .option("--json", "Print JSON for machines")
    .action((game: string, flags) => {
      const scoring = scoringOption(flags.scoring);
      task = simulate(
        {
          game,
          games: parseInteger("games", flags.games, 1, 10_000_000),
          workers: parseInteger("workers", flags.workers, 1, 256),
          seed: seedOption(flags.seed),
          bot: parseChoice("--bot", flags.bot, BOTS),
          json: Boolean(flags.json),
          ...(scoring === undefined ? {} : { scoring }),
        },
        games,
        io,
      );
    });
  cli
    .command("odds <game>", `Odds of ${withOdds}: the law of a fresh game's final score under optimal play (exact, or estimated where that is out of reach), or for ${gameIds(oddsEntries(games)).join(", ")} the exact odds of dice side by side`)
    .option("--die <faces>", dieHelp)
    .option("--json", "Print JSON for machines")
    .option("--workers <n>", "Worker threads working out the law (the law is the same for any number)", { default: 1 })
    .option("--games <n>", `Estimate the law from n games of the optimal bot instead of exactly${lawFromGamesHelp(games)}`)
    .action((game: string, flags) => {
      const dice = flags.die === undefined ? [] : ([] as string[]).concat(flags.die).map(String);
      const estimate = flags.games === undefined ? {} : { games: parseInteger("games", flags.games, 1, 10_000_000) };
      task = odds({ game, dice, json: Boolean(flags.json), workers: parseInteger("workers", flags.workers, 1, 256), ...estimate }, games, io);
    });
  cli
    .command("advise [game]", `Read a saved game of ${withStrategy} (JSON, e.g. from save in dice play) and print the best move and the value of each`)
    .option("--state <file>", "The game: a JSON file, or - for standard input")
    .option("--scoring <mode>", scoringHelp)
    .option("--json", "Print JSON for machines")
    .option("--goal <goal>", "What to play for: mean (expected score, the default), win (chance to win against the others) or target:<total>")
    .example("dice advise --state game.json")
    .example("dice advise --state game.json --goal target:250")
    .action((game: string | undefined, flags) => {
      if (flags.state === undefined || flags.state === true) throw new UsageError("advise needs --state <file> (or --state - for standard input)");
      const scoring = scoringOption(flags.scoring);
      const goal = flags.goal === undefined ? undefined : parseGoal(String(flags.goal));
      task = advise(
        { ...(game === undefined ? {} : { game }), ...(scoring === undefined ? {} : { scoring }), ...(goal === undefined ? {} : { goal }), state: String(flags.state), json: Boolean(flags.json) },
        games,
        io,
      );
    });
  cli
    .command("solve <game>", `Compute the optimal strategy table of ${withStrategy}, with a progress bar`)
    .option("--out <file>", "Where to write the tables (a binary table file that loadSolution reads)")
    .option("--encoding <kind>", "How --out stores the values: f64 (exact), f32, q16 or compact")
    .option("--step <number>", "compact: the unit values are stored in, e.g. 0.25 or 1/4 (default 1/4)")
    .option("--levels <which>", "compact: the sheet states stored: all (default), or odd or even numbers of categories filled (about half the size; the rest worked out when read)")
    .option("--workers <n>", "Worker threads (default: every core)")
    .option("--stages <list>", "Games of several stages: the stages to solve, e.g. 3 or 1,2 (default: all)")
    .option("--scoring <mode>", scoringHelp)
    .action((game: string, flags) => {
      const scoring = scoringOption(flags.scoring);
      task = solve(
        {
          game,
          ...(scoring === undefined ? {} : { scoring }),
          ...(flags.out === undefined ? {} : { out: String(flags.out) }),
          ...(flags.encoding === undefined ? {} : { encoding: parseChoice("encoding", String(flags.encoding), ["f64", "f32", "q16", "compact"] as const) }),
          ...(flags.step === undefined ? {} : { step: parseStep("step", flags.step) }),
          ...(flags.levels === undefined ? {} : { levels: parseChoice("levels", String(flags.levels), ["all", "odd", "even"] as const) }),
          ...(flags.workers === undefined ? {} : { workers: parseInteger("workers", flags.workers, 1, 64) }),
          ...(flags.stages === undefined
            ? {}
            : { stages: String(flags.stages).split(",").map((stage) => parseInteger("stages", stage, 1, 3) - 1) }),
        },
        games,
        io,
      );
    });
  cli
    .command("roll <...notation>", "Roll dice notation with a seed: 3d6+2, d20-1, d% or d4 d6 d8 d12 d20")
    .option("--seed <seed>", "Seed of the dice (default: a random seed, printed so the roll can be repeated)")
    .option("--json", "Print JSON for machines")
    .example("dice roll 3d6+2 --seed 1")
    .example("dice roll d4 d6 d8 d12 d20")
    .action((notation: string[], flags) => {
      const seed = flags.seed === undefined ? randomInt(0, MAX_SEED) : seedOption(flags.seed);
      roll({ notation: notation.join(" "), seed, json: Boolean(flags.json) }, io);
    });
  cli.command("help [command]", "Show this help, or a command's: dice help play");
  cli.help((sections) => {
    const command = cli.matchedCommand?.name;
    const added = [gamesSection(games, command), ...(command === "play" ? playSections() : [])].filter((section) => section !== undefined);
    if (added.length === 0) return sections;
    // Before the options (or the examples) of the page.
    const at = sections.findIndex((section) => section.title === "Options" || section.title === "Examples");
    return at < 0 ? [...sections, ...added] : [...sections.slice(0, at), ...added, ...sections.slice(at)];
  });
  cli.version(packageVersion());

  const info = console.info;
  try {
    // cac prints help and version with console.info: route them through io.
    console.info = (...parts: unknown[]) => io.out(`${parts.join(" ")}\n`);
    cli.parse(["node", "dice", ...normaliseArgs(cli, args)], { run: false });
    if (cli.options.help || cli.options.version) return 0;
    if (cli.matchedCommand === undefined) {
      if (cli.args.length > 0) throw new UsageError(`unknown command ${describeValue(cli.args[0])}; run dice help`);
      cli.outputHelp();
      return 0;
    }
    if (cli.matchedCommand.name === "help") {
      const topic = cli.args[0];
      if (topic === undefined || topic === "help") return await runCli(["--help"], io, options);
      if (!commandNames(cli).includes(topic)) {
        throw new UsageError(`unknown command ${describeValue(topic)}; commands: ${commandNames(cli).join(", ")}`);
      }
      return await runCli([topic, "--help"], io, options);
    }
    await cli.runMatchedCommand();
    await task;
    return 0;
  } catch (error) {
    // The one place the command reports a failure: messages can quote arguments, files and
    // parser excerpts, so they are escaped and cut here (a DiceError's already are).
    const message = escapeText(error instanceof Error ? error.message : String(error));
    if (error instanceof UsageError || error instanceof DiceError || isDiceError(error) || (error as Error)?.name === "CACError") {
      io.err(`dice: ${message}\n`);
      return 2;
    }
    io.err(`dice: unexpected error: ${message}\n`);
    return 1;
  } finally {
    console.info = info;
  }
}

type Cli = ReturnType<typeof cac>;

function commandNames(cli: Cli): string[] {
  return cli.commands.map((command) => command.name).filter((name) => name !== "");
}

/**
 * `--state -` as `--state=-`: cac reads a lone `-` after an option as no value,
 * yet `-` is how a file option says "standard input".
 */
function normaliseArgs(cli: Cli, args: readonly string[]): string[] {
  const takesValue = new Set(
    [cli.globalCommand, ...cli.commands].flatMap((command) =>
      command.options.filter((option) => !option.isBoolean).flatMap((option) => option.rawName.match(/--[\w-]+/g) ?? []),
    ),
  );
  const result: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] as string;
    if (takesValue.has(arg) && args[index + 1] === "-") {
      result.push(`${arg}=-`);
      index++;
    } else {
      result.push(arg);
    }
  }
  return result;
}
