/**
 * What this server runs for each tool definition of the contract: the engine pipeline, and how each
 * file it makes becomes an asset. A tool that runs here is one entry; the sessions service starts
 * only these, and the worker runs them without knowing which tool it is.
 */
import { animateTool, type AssetType, imageTo3dTool, imageToKitTool, multiviewTo3dTool, partsUpresTool, print3dTool, retexturingTool, retopologyTool, segmentationTool, splatGenerationTool, textureTool, type ToolDefinitionOf, video3dTool } from '@facet/contract';
import type { PipelineFile, PipelineResult, ProgressCallback } from '@facet/engine';
import type { z } from 'zod';

/** One output asset: its type, the name of its file in storage, and its `data` beside the file key. */
export interface OutputAsset {
  type: AssetType;
  fileName: string;
  data: Record<string, unknown>;
  /** The name of `file.view` (a GLB for viewers, a video's WebM) stored beside the file, when the engine made one. */
  viewFileName?: string;
  /** The name of `file.poster` (the asset's picture), when the engine made one. */
  posterFileName?: string;
}

/** A tool's pipeline; pageless tools (parts upres) run here too, so the definition is any runnable one. */
export interface ToolPipeline<Definition extends ToolDefinitionOf = ToolDefinitionOf> {
  definition: Definition;
  run(
    bytes: Uint8Array,
    input: z.output<Definition['input']>,
    onProgress: ProgressCallback,
    /** The files of the reference assets the input names (`definition.references`), by key. */
    references: Readonly<Record<string, Uint8Array>>,
    /** Where a pipeline that works through other processes names them, to be ended with its thread. */
    processes?: (pids: number[]) => void,
  ): Promise<PipelineResult<z.output<Definition['report']>>>;
  /** The asset the `index`-th file becomes; `name` is the asset's name (`definition.outputName`). */
  outputAsset(file: PipelineFile, index: number, report: z.output<Definition['report']>, name: string): OutputAsset;
}

const pipeline = <Definition extends ToolDefinitionOf>(entry: ToolPipeline<Definition>) => entry as unknown as ToolPipeline;

/**
 * The engine's tools, loaded by the first run: runs happen on the engine's threads, which load the
 * engine as they start, while the API and the worker read only the definitions and the outputs here
 * (the engine's modules are a fifth of a second of a server's start).
 */
let loaded: Promise<typeof import('@facet/engine')> | undefined;
// Once: each `import()` of it, even of a module loaded already, is resolved again (with the
// TypeScript loader's hooks, a round trip to their thread), about half a millisecond a run.
const engine = () => (loaded ??= import('@facet/engine'));

const pipelines: readonly ToolPipeline[] = [
  pipeline({
    definition: retopologyTool,
    // No target asked for: the engine takes the contract's default for the mesh ('auto').
    run: async (bytes, { mesh: _mesh, ...options }, onProgress) => (await engine()).retopology(bytes, options, onProgress),
    outputAsset: (file, index, report, name) => {
      const lod = report.lods[index];
      // Precision mode's quad OBJ, after the LODs: the first LOD with its pairs as quads, viewed through that LOD's GLB.
      if (!lod && file.view) {
        return {
          type: 'mesh',
          fileName: `${fileStem(name)}.obj`,
          viewFileName: 'view.glb',
          data: {
            format: 'obj',
            size_bytes: file.bytes.byteLength,
            triangle_count: report.triangles_after,
            vertex_count: report.lods[0]?.vertices ?? 0,
            ...(report.quads === undefined ? {} : { quad_count: report.quads }),
          },
        };
      }
      return {
        type: 'mesh',
        fileName: 'model.glb',
        data: {
          format: 'glb',
          size_bytes: file.bytes.byteLength,
          triangle_count: lod?.triangles ?? report.triangles_after,
          vertex_count: lod?.vertices ?? 0,
        },
      };
    },
  }),
  pipeline({
    definition: segmentationTool,
    run: async (bytes, { asset: _asset, ...options }, onProgress) => (await engine()).segmentation(bytes, options, onProgress),
    outputAsset: (file, index, report) => {
      // The colour-coded preview first (all parts), then one file per part.
      const part = report.preview ? report.parts[index - 1] : report.parts[index];
      const sum = (key: 'triangles' | 'vertices') => report.parts.reduce((total, each) => total + (each[key] ?? 0), 0);
      // Stored as part-3.glb, part-3.png, parts-preview.glb; downloads are named for the asset.
      if (report.kind === 'image') {
        return {
          type: 'image',
          fileName: file.name,
          data: { format: 'png', size_bytes: file.bytes.byteLength, width: part?.width ?? report.width, height: part?.height ?? report.height },
        };
      }
      return {
        type: 'mesh',
        fileName: file.name,
        data: {
          format: 'glb',
          size_bytes: file.bytes.byteLength,
          triangle_count: part?.triangles ?? sum('triangles'),
          vertex_count: part?.vertices ?? sum('vertices'),
          // A part's own size (the preview keeps the whole mesh's, from the input).
          ...(part?.bbox ? { bbox: part.bbox } : {}),
        },
      };
    },
  }),
  pipeline({
    definition: print3dTool,
    run: async (bytes, { mesh: _mesh, ...options }, onProgress) => (await engine()).print3d(bytes, options, onProgress),
    outputAsset: (file, index, report, name) => {
      const format = report.files[index]?.format ?? 'stl';
      return {
        type: 'mesh',
        // Downloads are named after the asset: "Chair (printable, 120 mm)" -> Chair-printable-120-mm.stl.
        fileName: `${fileStem(name)}.${format}`,
        viewFileName: 'view.glb',
        data: {
          format,
          size_bytes: file.bytes.byteLength,
          triangle_count: report.triangles,
          // The printed size, as its viewer GLB holds it: metres, Y up (printers' Z), printers' Y towards -Z.
          bbox: { min: [0, 0, -report.bbox_mm[1] / 1000], max: [report.bbox_mm[0] / 1000, report.bbox_mm[2] / 1000, 0] },
        },
      };
    },
  }),
  pipeline({
    definition: splatGenerationTool,
    run: async (bytes, { mesh: _mesh, ...options }, onProgress) => (await engine()).splatGeneration(bytes, options, onProgress),
    outputAsset: (file, index, report, name) => {
      const format = report.files[index]?.format ?? 'ply';
      return {
        type: 'splat',
        // As uploaded splats are kept; downloads are named after the asset: Chair-splat-200k.ply.
        fileName: `${fileStem(name)}.${format}`,
        data: { format, size_bytes: file.bytes.byteLength, point_count: report.gaussians },
      };
    },
  }),
  pipeline({
    definition: textureTool,
    run: async (bytes, { mesh: _mesh, image: _image, ...options }, onProgress, references) => (await engine()).texture(bytes, references.image, options, onProgress),
    outputAsset: (file, _index, report, name) => ({
      type: 'mesh',
      // Downloads are named after the asset: "Chair (textured, 2K)" -> Chair-textured-2K.glb.
      fileName: `${fileStem(name)}.glb`,
      data: { format: 'glb', size_bytes: file.bytes.byteLength, triangle_count: report.triangles, vertex_count: report.vertices },
    }),
  }),
  pipeline({
    definition: retexturingTool,
    run: async (bytes, { mesh: _mesh, image: _image, ...options }, onProgress, references) => (await engine()).retexturing(bytes, references.image, options, onProgress),
    outputAsset: (file, _index, report, name) => ({
      type: 'mesh',
      // Downloads are named after the asset: "Chair (retextured, wood)" -> Chair-retextured-wood.glb.
      fileName: `${fileStem(name)}.glb`,
      data: { format: 'glb', size_bytes: file.bytes.byteLength, triangle_count: report.triangles, vertex_count: report.vertices },
    }),
  }),
  pipeline({
    definition: animateTool,
    run: async (bytes, { mesh: _mesh, ...options }, onProgress) => (await engine()).animate(bytes, options, onProgress),
    outputAsset: (file, _index, report, name) => ({
      type: 'mesh',
      // Downloads are named after the asset: "Robot (animated, biped)" -> Robot-animated-biped.glb.
      fileName: `${fileStem(name)}.glb`,
      data: { format: 'glb', size_bytes: file.bytes.byteLength, triangle_count: report.triangles, vertex_count: report.vertices },
    }),
  }),
  pipeline({
    definition: video3dTool,
    // Drawn by this thread's own headless Chromium (one per engine thread, as previews keep one), encoded by ffmpeg.
    run: async (bytes, { asset: _asset, ...options }, onProgress, _references, processes) => (await engine()).video3d(bytes, options, onProgress, processes ? { onProcesses: processes } : {}),
    outputAsset: (file, _index, report, name) => ({
      type: 'video',
      // One video asset: the MP4 is its file ("Chair turntable" -> Chair-turntable.mp4), the WebM of
      // the same frames beside it for players that prefer it, and the first frame as its picture.
      fileName: `${fileStem(name)}.mp4`,
      viewFileName: `${fileStem(name)}.webm`,
      posterFileName: 'poster.webp',
      data: {
        format: 'mp4',
        size_bytes: file.bytes.byteLength,
        width: report.width,
        height: report.height,
        duration_s: report.duration_s,
        frames: report.frames,
        fps: report.fps,
        webm_size_bytes: report.webm_bytes,
      },
    }),
  }),
  pipeline({
    definition: partsUpresTool,
    run: async (bytes, { mesh: _mesh, ...options }, onProgress) => (await engine()).partsUpres(bytes, options, onProgress),
    outputAsset: (file, _index, report, name) => ({
      type: 'mesh',
      // Downloads are named after the asset: "Chair (Part 2 of 6) (upres)" -> Chair-Part-2-of-6-upres.glb.
      fileName: `${fileStem(name)}.glb`,
      data: { format: 'glb', size_bytes: file.bytes.byteLength, triangle_count: report.triangles_after, vertex_count: report.vertices_after },
    }),
  }),
  pipeline({
    definition: imageTo3dTool,
    run: async (bytes, { image: _image, ...options }, onProgress) => (await engine()).imageTo3d(bytes, options, onProgress),
    outputAsset: (file, _index, report, name) => {
      const size = { format: 'glb', size_bytes: file.bytes.byteLength, triangle_count: report.triangles, vertex_count: report.vertices, bbox: boxOf(report.size_m) };
      // With quads, the OBJ after the GLB: its quads kept, viewed through the GLB.
      if (file.view) {
        return {
          type: 'mesh',
          fileName: `${fileStem(name)}.obj`,
          viewFileName: 'view.glb',
          data: { ...size, format: 'obj', ...(report.quads === undefined ? {} : { quad_count: report.quads }) },
        };
      }
      // Downloads are named after the asset: "Robot 3D" -> Robot-3D.glb.
      return { type: 'mesh', fileName: `${fileStem(name)}.glb`, data: size };
    },
  }),
  pipeline({
    definition: multiviewTo3dTool,
    run: async (bytes, { images: _images, ...options }, onProgress, references) => (await engine()).multiviewTo3d(bytes, references.side, references.back, options, onProgress),
    outputAsset: (file, _index, report, name) => ({
      type: 'mesh',
      fileName: `${fileStem(name)}.glb`,
      data: { format: 'glb', size_bytes: file.bytes.byteLength, triangle_count: report.triangles, vertex_count: report.vertices, bbox: boxOf(report.size_m) },
    }),
  }),
  pipeline({
    definition: imageToKitTool,
    run: async (bytes, { image: _image, ...options }, onProgress) => (await engine()).imageToKit(bytes, options, onProgress),
    outputAsset: (file, index, report, name) => {
      const part = report.parts[index];
      return {
        type: 'mesh',
        // "Toys part 2" -> Toys-part-2.glb.
        fileName: `${fileStem(name)}.glb`,
        data: {
          format: 'glb',
          size_bytes: file.bytes.byteLength,
          triangle_count: part?.triangles ?? 0,
          vertex_count: part?.vertices ?? 0,
          ...(part ? { bbox: boxOf(part.size_m) } : {}),
        },
      };
    },
  }),
];

/** The box of a model standing on the origin, centred across and in depth, from its size in metres. */
function boxOf(size: { width: number; height: number; depth: number }): { min: number[]; max: number[] } {
  return { min: [-size.width / 2, 0, -size.depth / 2], max: [size.width / 2, size.height, size.depth / 2] };
}

/** A storage-safe file name made of an asset's name. */
function fileStem(name: string): string {
  return name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 100) || 'print';
}

/** The pipeline of a session type, or undefined when this server does not run it. */
export function toolPipelineOf(sessionType: string): ToolPipeline | undefined {
  return pipelines.find((entry) => entry.definition.sessionType === sessionType);
}
