/**
 * 3D video: a turntable or an orbit of a mesh, drawn frame by frame by the server's renderer (three.js
 * in headless Chromium) and encoded twice, as an MP4 (H.264) and a WebM (VP9) (PRODUCT.md, Tools).
 * A turntable turns the asset once in front of a still camera at a three-quarter height; an orbit
 * circles the camera once around it, rising and falling. Its limits (60 seconds, 1080p) are here and
 * nowhere else: a start past them is refused before anything is charged.
 *
 * The video-to-video half (restyling the render with a generative model) needs a model server and
 * `can_access_ai_video_to_video`; this server runs the built-in render only.
 */
import { z } from 'zod';
import { defineTool } from './define-tool';
import { assetIdSchema } from './inputs';

/** Camera moves: the asset turns in front of the camera, or the camera circles it. */
export const VIDEO_3D_MOTIONS = {
  turntable: { label: 'Turntable', description: 'The asset turns once in front of a still camera.' },
  orbit: { label: 'Orbit', description: 'The camera circles the asset once, rising and falling as it goes.' },
} as const;
export type Video3dMotion = keyof typeof VIDEO_3D_MOTIONS;
export const video3dMotions = Object.keys(VIDEO_3D_MOTIONS) as [Video3dMotion, ...Video3dMotion[]];

/** Heights of a 16:9 frame; 1080p is the most the server draws. */
export const VIDEO_3D_RESOLUTIONS = {
  '480p': { label: '480p', width: 854, height: 480 },
  '720p': { label: '720p', width: 1280, height: 720 },
  '1080p': { label: '1080p', width: 1920, height: 1080 },
} as const;
export type Video3dResolution = keyof typeof VIDEO_3D_RESOLUTIONS;
export const video3dResolutions = Object.keys(VIDEO_3D_RESOLUTIONS) as [Video3dResolution, ...Video3dResolution[]];

/** Backgrounds: plain colours and a soft vertical gradient (opaque: neither codec keeps alpha in both players). */
export const VIDEO_3D_BACKGROUNDS = {
  white: { label: 'White', top: '#ffffff', bottom: '#ffffff' },
  grey: { label: 'Grey', top: '#8a8d93', bottom: '#8a8d93' },
  black: { label: 'Black', top: '#0c0c0e', bottom: '#0c0c0e' },
  gradient: { label: 'Gradient', top: '#f3f4f7', bottom: '#a9aeb8' },
} as const;
export type Video3dBackground = keyof typeof VIDEO_3D_BACKGROUNDS;
export const video3dBackgrounds = Object.keys(VIDEO_3D_BACKGROUNDS) as [Video3dBackground, ...Video3dBackground[]];

/** Light set-ups. */
export const VIDEO_3D_LIGHTINGS = {
  studio: { label: 'Studio', description: 'A warm key light, a cool fill and a rim: even and clear.' },
  soft: { label: 'Soft', description: 'Light from all around, few shadows: for colour and texture.' },
  dramatic: { label: 'Dramatic', description: 'One strong side light and a rim, dark shadows: for shape.' },
} as const;
export type Video3dLighting = keyof typeof VIDEO_3D_LIGHTINGS;
export const video3dLightings = Object.keys(VIDEO_3D_LIGHTINGS) as [Video3dLighting, ...Video3dLighting[]];

/** Seconds of video: whole seconds from 1 to 60. */
export const VIDEO_3D_DURATION = { min: 1, max: 60, step: 1 } as const;
/** Frames per second of every video. */
export const VIDEO_3D_FPS = 30;

export const VIDEO_3D_DEFAULTS = {
  motion: 'turntable',
  duration: 6,
  resolution: '720p',
  background: 'gradient',
  lighting: 'studio',
} as const satisfies { motion: Video3dMotion; duration: number; resolution: Video3dResolution; background: Video3dBackground; lighting: Video3dLighting };

export const video3dInputSchema = z.object({
  /** The mesh to film. */
  asset: assetIdSchema,
  motion: z.enum(video3dMotions, `The motion must be one of ${video3dMotions.join(', ')}.`).default(VIDEO_3D_DEFAULTS.motion),
  duration: z
    .number('The duration must be a number of seconds.')
    .int('The duration is a whole number of seconds.')
    .min(VIDEO_3D_DURATION.min, `A video lasts at least ${VIDEO_3D_DURATION.min} second.`)
    .max(VIDEO_3D_DURATION.max, `A video lasts at most ${VIDEO_3D_DURATION.max} seconds.`)
    .default(VIDEO_3D_DEFAULTS.duration),
  resolution: z
    .enum(video3dResolutions, `The resolution must be one of ${video3dResolutions.join(', ')}: 1080p at most.`)
    .default(VIDEO_3D_DEFAULTS.resolution),
  background: z.enum(video3dBackgrounds, `The background must be one of ${video3dBackgrounds.join(', ')}.`).default(VIDEO_3D_DEFAULTS.background),
  lighting: z.enum(video3dLightings, `The lighting must be one of ${video3dLightings.join(', ')}.`).default(VIDEO_3D_DEFAULTS.lighting),
});
export type Video3dInput = z.infer<typeof video3dInputSchema>;
/** A run's options: the input without its asset, each optional (the engine takes them; the panel holds them whole). */
export type Video3dOptions = Omit<z.input<typeof video3dInputSchema>, 'asset'>;

export const video3dReportSchema = z.object({
  motion: z.enum(video3dMotions),
  background: z.enum(video3dBackgrounds),
  lighting: z.enum(video3dLightings),
  /** Frames drawn and encoded, at `fps`: `duration_s` seconds. */
  frames: z.number().int(),
  fps: z.number().int(),
  duration_s: z.number(),
  width: z.number().int(),
  height: z.number().int(),
  /** The mesh drawn. */
  triangles: z.number().int(),
  /** The encoder, e.g. `ffmpeg 4.4 (libx264, libvpx-vp9)`, and its codecs. */
  encoder: z.string(),
  /** Wall seconds spent drawing the frames and reading them back. */
  render_seconds: z.number(),
  /** The encoder's own CPU seconds, both files. */
  encode_seconds: z.number(),
  mp4_bytes: z.number().int(),
  webm_bytes: z.number().int(),
  /** What WebGL drew on, e.g. llvmpipe. */
  renderer: z.string(),
  time_ms: z.number(),
});
export type Video3dReport = z.infer<typeof video3dReportSchema>;

export const video3dTool = defineTool({
  id: '3d-video',
  sessionType: 'video_3d',
  name: '3D video',
  summary: 'Render a turntable or orbit video of an asset.',
  costs: { run: 40 },
  pricing: 'per-run',
  inputAsset: 'asset',
  inputTypes: ['mesh'],
  sessionOutput: 'videos',
  input: video3dInputSchema,
  flags: () => ['can_access_ai_video_to_video'],
  pageFlags: ['can_access_ai_video_to_video'],
  desktopOnly: true,
  report: video3dReportSchema,
  // "Chair turntable", "Chair orbit": one video asset, its MP4 and WebM side by side.
  outputName: (sourceName, _index, report) => `${sourceName} ${report.motion}`,
});
