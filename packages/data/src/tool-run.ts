/**
 * One tool page's run, for any tool definition of the contract: the input asset picked, the price
 * and the flags of the options chosen, the start (with its refusals mapped), the live session and
 * job, the typed report, the outputs, and the refund of a failed run.
 */
import {
  type CreateSessionRequestInput,
  hasAnyFlag,
  type Job,
  type ToolRunStatus,
  type MonetizationFlag,
  type ToolDefinition,
  type ToolId,
  type ToolReport,
  toolIds,
  toolPageFlags,
  type UserProfile,
} from '@facet/contract';
import { useState } from 'react';
import { useUser } from './account-hooks';
import { useAsset, useAssetList } from './asset-hooks';
import { ApiError } from './request';
import { useCreateSession, useSession } from './tool-sessions';


/** A placeholder input asset, so options can be priced before an asset is picked. */
const NO_ASSET_YET = '00000000-0000-7000-8000-000000000000';

const flagsOf = (user: UserProfile | undefined) => (user?.monetization_config ?? {}) as Partial<Record<MonetizationFlag, boolean>>;

/** Whether a person's plan opens a tool's page (SPEC.md section 5). */
export function canOpenTool(user: UserProfile, tool: ToolId): boolean {
  return hasAnyFlag(flagsOf(user), toolPageFlags(tool));
}

/** The tools a person's plan keeps closed. */
export function lockedTools(user: UserProfile): ToolId[] {
  return toolIds.filter((tool) => !canOpenTool(user, tool));
}

/** The typed report of a succeeded job, or undefined when it is missing or not the tool's shape. */
export function reportOf<Definition extends ToolDefinition>(definition: Definition, job: Job | undefined): ToolReport<Definition> | undefined {
  if (job?.status !== 'succeeded') return undefined;
  const parsed = definition.report.safeParse(job.report);
  return parsed.success ? (parsed.data as ToolReport<Definition>) : undefined;
}

export interface ToolRunCallbacks {
  /** The plan does not include what was asked for: the page sends the person to pricing. */
  onLocked(options: Record<string, unknown>): void;
}

/**
 * The state of one run of `definition` on this page. `options` are the tool's options without the
 * input asset; they are priced and gated by the definition, exactly as the server will.
 */
export function useToolRun<Definition extends ToolDefinition>(
  definition: Definition,
  options: Record<string, unknown>,
  callbacks: ToolRunCallbacks,
  initialAssetId?: string,
) {
  const { user } = useUser();
  const [pickedId, setPickedId] = useState<string | undefined>(initialAssetId);
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [startError, setStartError] = useState<unknown>();
  const candidates = useAssetList({ include_types: [...definition.inputTypes] }, 30);
  const { asset: picked } = useAsset(pickedId);
  const create = useCreateSession();
  const { session } = useSession(sessionId);
  const job = session?.jobs[0];
  // The job lists its input, then what it made.
  const outputIds = job?.status === 'succeeded' ? job.assets.filter((id) => id !== pickedId) : [];
  const { asset: firstOutput } = useAsset(outputIds[0]);

  /** The options as the server reads them: defaults filled in, or undefined when they do not parse. */
  const inputWith = (values: Record<string, unknown>) => {
    const parsed = definition.input.safeParse({ ...values, [definition.inputAsset]: pickedId ?? NO_ASSET_YET });
    return parsed.success ? parsed.data : undefined;
  };
  /** Whether the person's plan allows a run with these options. */
  const allows = (values: Record<string, unknown>) => {
    const input = inputWith(values);
    return !input || !user || hasAnyFlag(flagsOf(user), definition.flags(input));
  };
  const input = inputWith(options);

  const start = () => {
    if (!pickedId) return;
    setStartError(undefined);
    const body = { type: definition.sessionType, input: { ...options, [definition.inputAsset]: pickedId } } as CreateSessionRequestInput;
    create
      .trigger(body)
      .then((created) => setSessionId(created.id))
      .catch((failure: unknown) => {
        // Too few credits: the credits dialog is already open and says it all.
        if (failure instanceof ApiError && failure.code === 'INSUFFICIENT_CREDITS') return;
        if (failure instanceof ApiError && failure.code === 'TOOL_LOCKED') return callbacks.onLocked(options);
        setStartError(failure);
      });
  };

  // A started session whose job is not known yet is queued, not idle: the run button must not come back.
  const status: ToolRunStatus = create.isMutating ? 'starting' : startError ? 'failed' : (job?.status ?? (sessionId ? 'queued' : 'idle'));
  return {
    /** The picked input asset's id, its asset (`null` once deleted), and the assets that can be picked. */
    pickedId,
    picked: picked ?? null,
    candidates,
    pick(id: string) {
      setPickedId(id);
      setSessionId(null);
      setStartError(undefined);
    },
    /** Credits a start with the current options costs; undefined while they do not parse. */
    cost: input ? definition.cost(input) : undefined,
    /** Credits a start with other options would cost (to show each mode's price). */
    costWith(values: Record<string, unknown>) {
      const other = inputWith(values);
      return other ? definition.cost(other) : undefined;
    },
    allows,
    start,
    reset() {
      setSessionId(null);
      setStartError(undefined);
    },
    status,
    job,
    /** The running job's progress. */
    progress: job?.status === 'running' ? { fraction: job.progress, stage: job.stage ?? 'Working' } : undefined,
    report: reportOf(definition, job),
    outputIds,
    firstOutput: firstOutput ?? null,
    /** Why the start was refused (nothing charged), or why the job failed (refunded in full). */
    failure: startError
      ? { error: startError, refundedCredits: 0 }
      : job?.status === 'failed'
        ? { error: new Error(job.error ?? 'The run failed.'), refundedCredits: job.refunded ? job.credits : 0 }
        : undefined,
  };
}

export type ToolRun = ReturnType<typeof useToolRun>;
