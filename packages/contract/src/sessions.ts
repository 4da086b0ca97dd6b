/**
 * Sessions and jobs (SPEC.md sections 3 and 7, PRODUCT.md Tools): a session is one use of a tool
 * with its input and output; its jobs are the units of work a worker runs. The request schemas
 * validate each session type's `input`, and `sessionCost` / `sessionAccessFlags` price and gate it,
 * so the server and the browser read one table.
 */
import { z } from 'zod';
import { multiLine, visibleName } from './text';
import type { MonetizationFlag } from './tiers';
import { toolDefinitionOf, type RunnableSessionType } from './tool-definitions';
import { print3dInputSchema } from './tool-definitions/print-3d';
import { retopologyInputSchema } from './tool-definitions/retopology';
import { segmentationInputSchema } from './tool-definitions/segmentation';
import { splatGenerationInputSchema } from './tool-definitions/splat-generation';
import { textureInputSchema } from './tool-definitions/texture';
import { TOOL_COSTS } from './tools';

export const sessionTypes = [
  'chat_to_3d',
  'image_to_3d',
  'upload',
  'text_to_image',
  'image_to_image',
  'multiview_to_3d',
  'image_to_kit',
  'retopology',
  'image_to_scene',
  'parts_upres',
  'animation',
  'texture',
  'splat_generation',
  'segmentation',
  'retexturing',
  'video_3d',
  'print_3d',
] as const;
export type SessionType = (typeof sessionTypes)[number];

export const jobStatuses = ['queued', 'running', 'succeeded', 'failed'] as const;
export type JobStatus = (typeof jobStatuses)[number];
/**
 * Where a run is on a tool page: a job's status, or `idle` before a start, `loading` while the run named
 * in the page's address is read, and `starting` while the server accepts a start.
 */
export const toolRunStatuses = ['idle', 'loading', 'starting', ...jobStatuses] as const;
export type ToolRunStatus = (typeof toolRunStatuses)[number];

export const sessionStatuses = ['active', 'succeeded', 'failed'] as const;
export type SessionStatus = (typeof sessionStatuses)[number];

const assetId = z.uuid('An asset id is needed.');
const prompt = multiLine(z.string().trim().min(1, 'Say what you want.').max(2000, 'Prompts are at most 2000 characters.'));

const meshInput = z.object({ mesh: assetId });
const imageInput = z.object({ image: assetId });

/** `POST /v3/sessions`: the type decides what `input` must hold. */
export const createSessionRequestSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('retopology'), input: retopologyInputSchema }),
  z.object({ type: z.literal('chat_to_3d'), input: z.object({ asset: assetId.optional(), prompt: prompt.optional() }) }),
  z.object({ type: z.literal('image_to_3d'), input: imageInput }),
  z.object({ type: z.literal('upload'), input: z.object({ assets: z.array(assetId).min(1).max(100) }) }),
  z.object({ type: z.literal('text_to_image'), input: z.object({ prompt }) }),
  z.object({ type: z.literal('image_to_image'), input: imageInput.extend({ prompt }) }),
  z.object({ type: z.literal('multiview_to_3d'), input: z.object({ images: z.array(assetId).min(1).max(6) }) }),
  z.object({ type: z.literal('image_to_kit'), input: imageInput }),
  z.object({ type: z.literal('image_to_scene'), input: imageInput }),
  z.object({ type: z.literal('parts_upres'), input: meshInput }),
  z.object({ type: z.literal('animation'), input: meshInput }),
  z.object({ type: z.literal('texture'), input: textureInputSchema }),
  z.object({ type: z.literal('splat_generation'), input: splatGenerationInputSchema }),
  z.object({ type: z.literal('segmentation'), input: segmentationInputSchema }),
  z.object({ type: z.literal('retexturing'), input: meshInput }),
  z.object({ type: z.literal('video_3d'), input: z.object({ asset: assetId }) }),
  z.object({ type: z.literal('print_3d'), input: print3dInputSchema }),
]);
export type CreateSessionRequest = z.infer<typeof createSessionRequestSchema>;
export type CreateSessionRequestInput = z.input<typeof createSessionRequestSchema>;

/** Credits one start of a session costs (PRODUCT.md, Tool costs). */
export function sessionCost(request: CreateSessionRequest): number {
  const definition = toolDefinitionOf(request.type);
  return definition ? definition.cost(request.input) : comingToolCost(request as ComingSessionRequest);
}

/** A start of a session type whose tool does not run yet (no definition in tool-definitions). */
type ComingSessionRequest = Exclude<CreateSessionRequest, { type: RunnableSessionType }>;

function comingToolCost(request: ComingSessionRequest): number {
  switch (request.type) {
    case 'chat_to_3d':
      return TOOL_COSTS.magicEditMessage;
    case 'image_to_3d':
      return TOOL_COSTS.imageTo3d;
    case 'upload':
      return TOOL_COSTS.upload;
    case 'text_to_image':
    case 'image_to_image':
      return TOOL_COSTS.imageGeneration;
    case 'multiview_to_3d':
      return TOOL_COSTS.multiviewTo3d;
    case 'image_to_kit':
      return TOOL_COSTS.imageToKit;
    case 'image_to_scene':
      return TOOL_COSTS.imageTo3d;
    case 'parts_upres':
      return TOOL_COSTS.partsUpres;
    case 'animation':
      return TOOL_COSTS.animate;
    case 'retexturing':
      return TOOL_COSTS.retexturing;
    case 'video_3d':
      return TOOL_COSTS.video3d;
  }
}

/**
 * The flags of which the caller needs at least one (SPEC.md section 5, tool access gates); empty
 * when the session type is open to everyone. A retopology mode needs its own flag.
 */
export function sessionAccessFlags(request: CreateSessionRequest): readonly MonetizationFlag[] {
  const definition = toolDefinitionOf(request.type);
  if (definition) return definition.flags(request.input);
  switch (request.type) {
    case 'retexturing':
      return ['can_access_retexturing'];
    case 'chat_to_3d':
      return ['can_access_chat_to_3d'];
    case 'animation':
      return ['can_access_animate'];
    case 'video_3d':
      return ['can_access_ai_video_to_video'];
    default:
      return [];
  }
}

export const jobSchema = z.object({
  _id: z.uuid(),
  id: z.uuid(),
  session_id: z.uuid(),
  type: z.enum(sessionTypes),
  /** The assets the job reads and, once done, the ones it made. */
  assets: z.array(z.uuid()),
  status: z.enum(jobStatuses),
  /** 0 to 1. */
  progress: z.number(),
  /** What the worker is doing, in words a person reads ("Simplifying"). */
  stage: z.string().nullable(),
  /** Why it failed, for the person; null unless failed. */
  error: z.string().nullable(),
  credits: z.number().int(),
  refunded: z.boolean(),
  /** Which engine ran it ("Built-in CPU engine"). */
  engine: z.string().nullable(),
  report: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  started_at: z.iso.datetime().nullable(),
  finished_at: z.iso.datetime().nullable(),
});
export type Job = z.infer<typeof jobSchema>;

export const sessionSchema = z.object({
  _id: z.uuid(),
  id: z.uuid(),
  type: z.enum(sessionTypes),
  status: z.enum(sessionStatuses),
  name: z.string().nullable(),
  input: z.record(z.string(), z.unknown()),
  output: z.record(z.string(), z.unknown()),
  messages: z.array(z.record(z.string(), z.unknown())),
  owner_id: z.uuid(),
  jobs: z.array(jobSchema),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Session = z.infer<typeof sessionSchema>;

export const sessionIdParamsSchema = z.object({ id: z.uuid() });
export const sendMessageParamsSchema = z.object({ sessionId: z.uuid() });

/** `PUT /v3/sessions/{id}`: what a person may change of a session. */
export const updateSessionRequestSchema = z.object({
  name: visibleName(
    z
      .string({ error: (issue) => (issue.input === undefined ? 'Nothing to change: send a name.' : 'The name must be text or null.') })
      .trim()
      .min(1)
      .max(200),
  ).nullable(),
});

export const sendMessageRequestSchema = z.object({ message: prompt });

/** How many of a person's queued and running jobs `GET /v3/jobs?status=active` lists, newest first. */
export const ACTIVE_JOBS_LIMIT = 20;

/**
 * `GET /v3/jobs`: the jobs of one session (`session_id`), or the caller's jobs still queued or running
 * (`status=active`, for the home page's list of runs in progress); exactly one of the two.
 */
export const jobListQuerySchema = z
  .object({
    session_id: z.uuid('session_id must be a session id.').optional(),
    status: z.enum(['active'], 'status can only be active.').optional(),
  })
  .superRefine((query, context) => {
    if ((query.session_id === undefined) === (query.status === undefined)) {
      context.addIssue({ code: 'custom', path: ['session_id'], message: 'Send a session_id, or status=active for your runs in progress.' });
    }
  });
export const jobListResponseSchema = z.object({ results: z.array(jobSchema), items: z.array(jobSchema), nextCursor: z.null() });
export type JobListResponse = z.infer<typeof jobListResponseSchema>;
