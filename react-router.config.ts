import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The bench builds its 1,000-insight fixture elsewhere (bench/lib/insights-scale.ts).
  buildDirectory: process.env.BUILD_DIR || "build",
} satisfies Config;
