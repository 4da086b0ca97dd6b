/**
 * Tool pipelines: files and options in, files and a report out; and the reading of uploads:
 * `sniffFile` says what a file is, `ingestFile` checks and converts it, `createPreviewRenderer`
 * draws mesh previews. The engine knows nothing of HTTP, the database or storage; the server hands
 * it bytes, paths and a progress callback.
 */

export type { PipelineFile, PipelineResult, ProgressCallback } from './pipeline';
export { sniffFile, type IngestFormat, type IngestKind, type SniffedFile } from './sniff-file';
export { UnsupportedFileError } from './unsupported-file-error';
export {
  ingestFile,
  type Bbox,
  type ImageIngest,
  type IngestOptions,
  type IngestResult,
  type MeshIngest,
  type SplatIngest,
  type VideoIngest,
} from './ingest-file';
export {
  createPreviewRenderer,
  type ChromiumInfo,
  type ChromiumSource,
  type PreviewRenderer,
  type PreviewRendererOptions,
  type VideoRenderResult,
  type VideoRenderSettings,
} from './preview/create-preview-renderer';
export { splatPreviewPoints } from './preview/read-splat-points';
export {
  retopology,
  RETOPOLOGY_DEFAULTS,
  type RetopologyLod,
  type RetopologyOptions,
  type RetopologyReport,
} from './retopology/retopology';
export {
  segmentation,
  SEGMENTATION_ENGINE_DEFAULTS,
  type SegmentationOptions,
  type SegmentationPart,
  type SegmentationReport,
} from './segmentation/segmentation';
export { print3d, PRINT3D_DEFAULTS, type Print3dOptions, type Print3dReport } from './print-3d/print-3d';
export {
  splatGeneration,
  SPLAT_ENGINE_DEFAULTS,
  type SplatGenerationOptions,
  type SplatGenerationReport,
} from './splat-generation/splat-generation';
export { texture, TEXTURE_ENGINE_DEFAULTS, type TextureOptions, type TextureReport } from './texture/texture';
export {
  retexturing,
  RETEXTURING_ENGINE_DEFAULTS,
  type RetexturingOptions,
  type RetexturingReport,
} from './retexturing/retexturing';
export {
  partsUpres,
  PARTS_UPRES_ENGINE_DEFAULTS,
  type PartsUpresOptions,
  type PartsUpresReport,
} from './parts-upres/parts-upres';
export { animate, ANIMATE_ENGINE_DEFAULTS, type AnimateOptions, type AnimateReport } from './animate/animate';
export { IMAGE_TO_3D_ENGINE_DEFAULTS, imageTo3d, type ImageTo3dOptions, type ImageTo3dReport } from './image-to-3d/image-to-3d';
export { MULTIVIEW_ENGINE_DEFAULTS, multiviewTo3d, type MultiviewTo3dOptions, type MultiviewTo3dReport } from './image-to-3d/multiview-to-3d';
export { IMAGE_TO_KIT_ENGINE_DEFAULTS, imageToKit, type ImageToKitOptions, type ImageToKitReport } from './image-to-3d/image-to-kit';
export { closeVideoRenderer, video3d, VIDEO_3D_ENGINE_DEFAULTS, type Video3dContext, type Video3dOptions, type Video3dReport } from './video-3d/video-3d';
