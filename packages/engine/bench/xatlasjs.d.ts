// xatlasjs 0.2 ships no types; these cover the Node build the UV benchmark calls.
declare module 'xatlasjs/dist/node/xatlas.js' {
  const createXAtlasModule: (options?: object) => Promise<unknown>;
  export default createXAtlasModule;
}

declare module 'xatlasjs/dist/node/api.mjs' {
  interface XatlasMeshResult {
    /** New corner indices into the split vertices. */
    index: Uint16Array;
    vertex: { coords1: Float32Array };
    vertexCount: number;
  }
  interface XatlasApi {
    loaded: boolean;
    createAtlas(): void;
    addMesh(indexes: Uint16Array, vertices: Float32Array): unknown;
    generateAtlas(
      chartOptions: Record<string, number | boolean>,
      packOptions: Record<string, number | boolean>,
    ): { width: number; height: number; atlasCount: number; meshes: XatlasMeshResult[] };
    destroyAtlas(): void;
  }
  export const Api: (createModule: unknown) => new (
    onLoad: () => void,
    locateFile?: (path: string, dir: string) => string,
    onProgress?: (mode: number, progress: number) => void,
  ) => XatlasApi;
}
