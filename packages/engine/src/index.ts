/**
 * Tool pipelines: files and options in, files and a report out. The engine knows nothing of HTTP,
 * the database or storage; the worker hands it bytes and a progress callback.
 */

/** Called with a fraction in [0, 1] and a short stage name a person can read. */
export type ProgressCallback = (fraction: number, stage: string) => void;

/** One file a pipeline produced. */
export interface PipelineFile {
  /** File name with extension, e.g. `lod0.glb`. */
  name: string;
  mimeType: string;
  bytes: Uint8Array;
}

/** What every pipeline returns: the files and the numbers a person cares about. */
export interface PipelineResult<Report> {
  files: PipelineFile[];
  report: Report;
}
