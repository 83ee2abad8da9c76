declare module "virtual:browser-runtime" {
  /** The browser runtime's minified source (tools/vite-browser-runtime.ts). */
  const source: string;
  export default source;
}
