declare module "virtual:consent-ui" {
  /** The URL of the chunk holding the consent banner's and dialog's markup (tools/vite-consent-ui.ts). */
  const url: string;
  export default url;
}
