import type { Io } from "../src/internal/Io";

/** An Io that records what a command writes, with optional standard input. */
export function captureIo(stdin = ""): Io & { stdout: () => string; stderr: () => string } {
  let out = "";
  let err = "";
  return {
    out: (text) => {
      out += text;
    },
    err: (text) => {
      err += text;
    },
    readStdin: async () => stdin,
    isTTY: false,
    stdout: () => out,
    stderr: () => err,
  };
}
