/**
 * Sessions and jobs (SPEC.md sections 3 and 7, PRODUCT.md Tools): a session is one use of a tool
 * with its input and output; its jobs are the units of work a worker runs. The request schemas
 * validate each session type's `input`, and `sessionCost` / `sessionAccessFlags` price and gate it,
 * so the server and the browser read one table.
 */
import { z } from 'zod';
import { visibleName } from './text';
import type { MonetizationFlag } from './tiers';
import {
  animateTool,
  assetIdSchema,
  imageInputSchema,
  imageTo3dTool,
  imageToKitTool,
  magicEditTool,
  multiviewTo3dTool,
  partsUpresTool,
  promptSchema,
  retopologyTool,
  textureTool,
  toolCatalogue,
} from './tool-definitions';

/** What a start of a session type needs and costs; a tool's definition is one, and so is each type of no tool. */
interface SessionKind {
  sessionType: string;
  /** What the usage page calls the type's charges. */
  name: string;
  input: z.ZodType<Record<string, unknown>>;
  cost(input: Record<string, unknown>): number;
  flags(input: Record<string, unknown>): readonly MonetizationFlag[];
}

/** A session type of no tool page: open to every plan, at one price (PRODUCT.md, Tool costs). */
const sessionOfNoTool = <Type extends string, InputSchema extends z.ZodType<Record<string, unknown>>>(sessionType: Type, name: string, input: InputSchema, credits: number) => ({
  sessionType,
  name,
  input,
  cost: () => credits,
  flags: (): readonly MonetizationFlag[] => [],
});

const uploadSession = sessionOfNoTool('upload', 'Upload', z.object({ assets: z.array(assetIdSchema).min(1).max(100) }), 0);
const textToImageSession = sessionOfNoTool('text_to_image', 'Text to image', z.object({ prompt: promptSchema }), 8);
const imageToImageSession = sessionOfNoTool('image_to_image', 'Image to image', imageInputSchema.extend({ prompt: promptSchema }), 8);
const imageToSceneSession = sessionOfNoTool('image_to_scene', 'Image to scene', imageInputSchema, 30);

/** SPEC.md section 3's session types, in its order. */
const specSessionKinds = [
  magicEditTool,
  imageTo3dTool,
  uploadSession,
  textToImageSession,
  imageToImageSession,
  multiviewTo3dTool,
  imageToKitTool,
  retopologyTool,
  imageToSceneSession,
  partsUpresTool,
  animateTool,
  textureTool,
] as const;
type AnySessionKind = (typeof specSessionKinds)[number] | (typeof toolCatalogue)[number];

/** Every session type: SPEC.md's, then the other tools' in the order of the tool list (the API lists them so). */
const sessionKinds: readonly AnySessionKind[] = [...specSessionKinds, ...toolCatalogue.filter((tool) => !(specSessionKinds as readonly AnySessionKind[]).includes(tool))];

export type SessionType = AnySessionKind['sessionType'];
export const sessionTypes = sessionKinds.map((kind) => kind.sessionType) as readonly SessionType[] as readonly [SessionType, ...SessionType[]];

const sessionKindOf = (type: SessionType): SessionKind => sessionKinds.find((kind) => kind.sessionType === type) as SessionKind;

/** What the usage page calls the charges of each session type: the tool's name, or the type's own. */
export const sessionTypeNames = Object.fromEntries(sessionKinds.map((kind) => [kind.sessionType, kind.name])) as Record<SessionType, string>;

export const jobStatuses = ['queued', 'running', 'succeeded', 'failed'] as const;
export type JobStatus = (typeof jobStatuses)[number];
/**
 * Where a run is on a tool page: a job's status, or `idle` before a start, `loading` while the run named
 * in the page's address is read, and `starting` while the server accepts a start.
 */
export const toolRunStatuses = ['idle', 'loading', 'starting', ...jobStatuses] as const;
export type ToolRunStatus = (typeof toolRunStatuses)[number];

/**
 * The words a person reads for where a run is, until the engine names a stage of its own. A screen
 * adds only its punctuation or a tail ("Waiting for a worker…", "Done: see the result").
 */
export const toolRunStatusNames: Readonly<Record<Exclude<ToolRunStatus, 'idle'>, string>> = {
  loading: 'Loading the run',
  starting: 'Starting the run',
  queued: 'Waiting for a worker',
  running: 'Running',
  succeeded: 'Done',
  failed: 'Failed',
};

export const sessionStatuses = ['active', 'succeeded', 'failed'] as const;
export type SessionStatus = (typeof sessionStatuses)[number];

type RequestSchemaOf<Kind> = Kind extends AnySessionKind ? z.ZodObject<{ type: z.ZodLiteral<Kind['sessionType']>; input: Kind['input'] }> : never;

/**
 * `POST /v3/sessions`: the type decides what `input` must hold. Retopology comes first, then the
 * order of `sessionTypes`, as the API has documented it since retopology was the one tool that ran.
 */
export const createSessionRequestSchema = z.discriminatedUnion(
  'type',
  [retopologyTool, ...sessionKinds.filter((kind) => kind !== retopologyTool)].map((kind) => z.object({ type: z.literal(kind.sessionType), input: kind.input })) as unknown as [
    RequestSchemaOf<AnySessionKind>,
    ...RequestSchemaOf<AnySessionKind>[],
  ],
);
export type CreateSessionRequest = z.infer<typeof createSessionRequestSchema>;
export type CreateSessionRequestInput = z.input<typeof createSessionRequestSchema>;

/** Credits one start of a session costs (PRODUCT.md, Tool costs), as its tool's definition or its type prices it. */
export function sessionCost(request: CreateSessionRequest): number {
  return sessionKindOf(request.type).cost(request.input);
}

/**
 * The flags of which the caller needs at least one (SPEC.md section 5, tool access gates); empty
 * when the session type is open to everyone. A retopology mode needs its own flag.
 */
export function sessionAccessFlags(request: CreateSessionRequest): readonly MonetizationFlag[] {
  return sessionKindOf(request.type).flags(request.input);
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
  /** The organization whose library the session's input is in (its members read it); null in a person's own library. */
  organization_id: z.uuid().nullable(),
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

export const sendMessageRequestSchema = z.object({ message: promptSchema });

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
