import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const page = (file: string) => fileURLToPath(new URL(file, import.meta.url));

// Relative asset paths: the site is served from docs/api/playground/. Two pages: play, and numbers.
export default defineConfig({
  base: "./",
  build: {
    outDir: "dist",
    target: "es2022",
    rollupOptions: { input: { index: page("index.html"), numbers: page("numbers.html") } },
  },
});
