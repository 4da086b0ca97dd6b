/**
 * One glTF reader/writer for the engine, with every extension glTF-Transform knows and the Draco
 * and meshopt decoders, so compressed files are read like any other. The decoders are WebAssembly
 * modules: they are compiled once, on first use.
 */
import { Logger, NodeIO } from '@gltf-transform/core';
import { ALL_EXTENSIONS } from '@gltf-transform/extensions';
import { MeshoptDecoder } from 'meshoptimizer';
import { createRequire } from 'node:module';

/**
 * The Draco build for glTF ships no types; loaded through `require` with the one call used typed
 * here, so packages that import the engine need no declaration for it.
 */
const draco3d = createRequire(import.meta.url)('draco3dgltf') as { createDecoderModule(): Promise<unknown> };

let io: Promise<NodeIO> | undefined;


export function gltfIO(): Promise<NodeIO> {
  io ??= (async () => {
    const [dracoDecoder] = await Promise.all([draco3d.createDecoderModule(), MeshoptDecoder.ready]);
    return new NodeIO()
      .setLogger(new Logger(Logger.Verbosity.SILENT)) // warnings about optional extensions are not for a server log
      .registerExtensions(ALL_EXTENSIONS)
      .registerDependencies({ 'draco3d.decoder': dracoDecoder, 'meshopt.decoder': MeshoptDecoder });
  })();
  io.catch(() => {
    io = undefined;
  });
  return io;
}
