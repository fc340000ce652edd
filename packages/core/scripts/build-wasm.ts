/**
 * Rebuilds src/internal/productPassesWasm.ts from wasm/productPasses.ts.
 *
 *   pnpm --filter @dice/core run build:wasm
 */
import { writeFile } from "node:fs/promises";
import { compileProductPasses, moduleText, wasmModuleFile } from "./wasmBuild";

const binary = await compileProductPasses();
await writeFile(wasmModuleFile, moduleText(binary));
console.log(`wrote ${wasmModuleFile.pathname}: ${binary.length} bytes of WebAssembly`);
