// After tsup: each ESM entry's declarations (`X.d.ts`) become a re-export of
// its CommonJS twin (`X.d.cts`), and the ESM declaration chunks nothing then
// reads are removed, so a tarball carries each declaration once. TypeScript
// resolves `./X.cjs` to `X.d.cts` from an ES module, and the types are the
// same for both formats.
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const dist = join(process.cwd(), "dist");
const files = new Set(readdirSync(dist));
const pkg = JSON.parse(readFileSync(join(process.cwd(), "package.json"), "utf8"));

/** The ESM declaration files named in `exports` and `types`: the entries. */
const entries = new Set();
const collect = (value) => {
  if (typeof value === "string") {
    if (value.endsWith(".d.ts")) entries.add(value.replace(/^\.\/dist\//, ""));
  } else if (value !== null && typeof value === "object") {
    for (const inner of Object.values(value)) collect(inner);
  }
};
collect(pkg.exports);

for (const name of files) {
  if (!name.endsWith(".d.ts")) continue;
  const base = name.slice(0, -".d.ts".length);
  if (!files.has(`${base}.d.cts`)) continue;
  if (entries.has(name)) {
    writeFileSync(join(dist, name), `export * from "./${base}.cjs";\n`);
  } else {
    rmSync(join(dist, name));
  }
}
