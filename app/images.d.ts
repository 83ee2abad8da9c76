// Types of the build-time image pipeline's output (vite-imagetools, `as=picture`).
declare module "*&as=picture" {
  const picture: { sources: Record<string, string>; img: { src: string; w: number; h: number } };
  export default picture;
}
