import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { imagetools } from "vite-imagetools";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tailwindcss(),
    imagetools({
      // Without an explicit query an image is passed through untouched; the <Picture> helper
      // always asks for AVIF + WebP at several widths.
      removeMetadata: true,
    }),
    reactRouter(),
  ],
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "#content": fileURLToPath(new URL("./content", import.meta.url)),
    },
  },
  build: {
    // Our Express server is bundled into the server build, so the server and the app share
    // one logger and one config module.
    rollupOptions: isSsrBuild ? { input: "./server/app.ts" } : undefined,
    assetsInlineLimit: 0,
  },
}));
