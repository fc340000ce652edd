import { defineConfig } from "vite";

// Relative asset paths: the site is served from docs/api/playground/.
export default defineConfig({ base: "./", build: { outDir: "dist", target: "es2022" } });
