declare module "virtual:browser-runtime" {
  /**
   * The browser runtime (tools/vite-browser-runtime.ts): in a build, the URL of its file
   * (`/assets/runtime-<content hash>.js`); in development, its source, inlined.
   */
  const runtime: { url: string } | { source: string };
  export default runtime;
}
