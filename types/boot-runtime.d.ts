declare module "virtual:boot-runtime" {
  /** The boot runtime (tools/vite-boot-runtime.ts): its minified source, and its file's URL in a build (null in development). */
  const runtime: { source: string; url: string | null };
  export default runtime;
}
