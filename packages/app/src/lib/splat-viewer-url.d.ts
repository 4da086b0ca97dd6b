/** The address of the splat viewer's chunk in a build (vite.config.ts); undefined in development. */
declare module 'virtual:splat-viewer-url' {
  const url: string | undefined;
  export default url;
}
