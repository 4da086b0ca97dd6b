/** The Draco build for glTF ships no types; the tests use its encoder to make compressed files. */
declare module 'draco3dgltf' {
  const draco3d: {
    createDecoderModule(options?: object): Promise<unknown>;
    createEncoderModule(options?: object): Promise<unknown>;
  };
  export default draco3d;
}
