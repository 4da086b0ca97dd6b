/**
 * What a server process uses outside the engine's threads: what a file is, the error for a file the
 * engine cannot take, and the preview renderer. Without the tools, whose modules and libraries
 * (glTF-Transform, three.js, manifold) only the engine's threads load: importing the whole engine is
 * a fifth of a second of every server start.
 */
export type { PipelineFile, PipelineResult, ProgressCallback } from './pipeline';
export { sniffFile, type IngestFormat, type IngestKind, type SniffedFile } from './sniff-file';
export { UnsupportedFileError } from './unsupported-file-error';
export type { IngestOptions, IngestResult } from './ingest-file';
export { createPreviewRenderer, type PreviewRenderer } from './preview/create-preview-renderer';
