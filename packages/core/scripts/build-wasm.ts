/**
 * Rebuilds src/strategy/internal/productPassesWasm.ts, rowPassesWasm.ts,
 * rowPolicyPassesWasm.ts, productPolicyPassesWasm.ts, lawPassesWasm.ts and
 * compactWalkWasm.ts from their
 * AssemblyScript sources in wasm/.
 *
 *   pnpm --filter @dice/core run build:wasm
 */
import { writeFile } from "node:fs/promises";
import { compactWalkBuild, compilePasses, lawPassesBuild, moduleText, productPassesBuild, productPolicyPassesBuild, rowPassesBuild, rowPolicyPassesBuild } from "./wasmBuild";

for (const build of [productPassesBuild, rowPassesBuild, rowPolicyPassesBuild, productPolicyPassesBuild, lawPassesBuild, compactWalkBuild]) {
  const binary = await compilePasses(build);
  await writeFile(build.moduleFile, moduleText(build, binary));
  console.log(`wrote ${build.moduleFile.pathname}: ${binary.length} bytes of WebAssembly`);
}
