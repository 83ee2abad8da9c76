declare module "virtual:boot-runtime" {
  /** The boot runtime's minified source (tools/vite-boot-runtime.ts). */
  const source: string;
  export default source;
}
