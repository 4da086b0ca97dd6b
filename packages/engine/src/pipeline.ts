/** What every tool pipeline takes and gives back, apart from its own options and report. */

/** Called with a fraction in [0, 1] and a short stage name a person can read. */
export type ProgressCallback = (fraction: number, stage: string) => void;

/** One file a pipeline produced. */
export interface PipelineFile {
  /** File name with extension, e.g. `lod0.glb`. */
  name: string;
  mimeType: string;
  bytes: Uint8Array;
  /** A GLB of the same model for viewers, when the file itself is not glTF (STL, 3MF). */
  view?: Uint8Array;
  /** A picture of it (WebP) for the asset's card and page, when the engine made one (a video's poster). */
  poster?: Uint8Array;
}

/** What every pipeline returns: the files and the numbers a person cares about. */
export interface PipelineResult<Report> {
  files: PipelineFile[];
  report: Report;
}
