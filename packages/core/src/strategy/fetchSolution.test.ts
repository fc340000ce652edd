import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeSolution, fetchSolution, loadSolutionSync, solveGame } from "@dice/core/strategy";
import { tableRules } from "../../test/rules";

// Through the real channels: files on disk (fs), and HTTP from a local server (the global fetch).
const solution = solveGame(tableRules);
const whole = encodeSolution(solution, { encoding: "f64" });
const first = encodeSolution(solution, { encoding: "f64", policies: ["any", "declare"] });
const second = encodeSolution(solution, { encoding: "f64", policies: ["ordered"] });
let folder = "";
let server: Server;
let origin = "";

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "dice-tables-"));
  writeFileSync(join(folder, "tables.dsol"), whole);
  writeFileSync(join(folder, "first.dsol"), first);
  writeFileSync(join(folder, "second.dsol"), second);
  server = createServer((request, response) => {
    const files: Record<string, Uint8Array> = { "/tables.dsol": whole, "/first.dsol": first, "/second.dsol": second };
    const body = files[request.url ?? ""];
    if (body === undefined) response.writeHead(404, "Not Found").end();
    else response.writeHead(200, { "content-type": "application/octet-stream" }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === "object" && address !== null ? address.port : 0}`;
});

afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe("fetchSolution", () => {
  it("reads bytes, a file: URL (object or string) and an http: URL to the same solution", async () => {
    const fileUrl = pathToFileURL(join(folder, "tables.dsol"));
    const results = await Promise.all([
      fetchSolution(tableRules, whole),
      fetchSolution(tableRules, whole.buffer.slice(0) as ArrayBuffer),
      fetchSolution(tableRules, fileUrl),
      fetchSolution(tableRules, fileUrl.href),
      fetchSolution(tableRules, new URL("/tables.dsol", origin)),
      fetchSolution(tableRules, `${origin}/tables.dsol`),
    ]);
    for (const result of results) expect(result.expected).toBe(solution.expected);
  });

  it("reads a game's tables from several places at once", async () => {
    const loaded = await fetchSolution(tableRules, [`${origin}/second.dsol`, pathToFileURL(join(folder, "first.dsol"))]);
    expect(loaded.expected).toBe(solution.expected);
  });

  it("rejects with TABLE_UNAVAILABLE for a missing file or an HTTP error, INVALID_TABLE for a bad table", async () => {
    await expect(fetchSolution(tableRules, `${origin}/missing.dsol`)).rejects.toMatchObject({
      code: "TABLE_UNAVAILABLE",
      message: `fetchSolution: fetching '${origin}/missing.dsol' answered 404 Not Found; expected 200 OK`,
    });
    await expect(fetchSolution(tableRules, pathToFileURL(join(folder, "missing.dsol")))).rejects.toMatchObject({
      code: "TABLE_UNAVAILABLE",
      message: expect.stringMatching(/^fetchSolution: could not read 'file:\/\/.*missing\.dsol': ENOENT/),
    });
    await expect(fetchSolution(tableRules, "http://127.0.0.1:1/tables.dsol")).rejects.toMatchObject({ code: "TABLE_UNAVAILABLE" });
    await expect(fetchSolution(tableRules, `${origin}/first.dsol`)).rejects.toMatchObject({
      code: "INVALID_TABLE",
      message: expect.stringMatching(/^fetchSolution: no table for the 'ordered' policy of 'tables'/),
    });
    await expect(fetchSolution(tableRules, 42 as unknown as string)).rejects.toMatchObject({ code: "INVALID_ARGUMENT" });
  });
});

describe("loadSolutionSync", () => {
  it("reads a path, a file: URL object or string", () => {
    const path = join(folder, "tables.dsol");
    for (const location of [path, pathToFileURL(path), pathToFileURL(path).href]) expect(loadSolutionSync(tableRules, location).expected).toBe(solution.expected);
    expect(loadSolutionSync(tableRules, [join(folder, "first.dsol"), join(folder, "second.dsol")]).expected).toBe(solution.expected);
  });

  it("refuses other URLs, names a missing file, and outside Node says to use fetchSolution", () => {
    expect(() => loadSolutionSync(tableRules, `${origin}/tables.dsol`)).toThrow(expect.objectContaining({ code: "INVALID_ARGUMENT", message: expect.stringMatching(/use fetchSolution for other URLs/) }));
    expect(() => loadSolutionSync(tableRules, join(folder, "missing.dsol"))).toThrow(
      expect.objectContaining({ code: "TABLE_UNAVAILABLE", message: expect.stringMatching(/^loadSolutionSync: could not read '.*missing\.dsol': ENOENT/) }),
    );
    const getBuiltinModule = process.getBuiltinModule;
    Object.defineProperty(process, "getBuiltinModule", { value: undefined, configurable: true, writable: true });
    try {
      expect(() => loadSolutionSync(tableRules, join(folder, "tables.dsol"))).toThrow(
        expect.objectContaining({ code: "TABLE_UNAVAILABLE", message: expect.stringMatching(/needs Node \(20\.16 or later: getBuiltinModule\); elsewhere use await fetchSolution\(rules, url\)/) }),
      );
    } finally {
      Object.defineProperty(process, "getBuiltinModule", { value: getBuiltinModule, configurable: true, writable: true });
    }
  });
});
