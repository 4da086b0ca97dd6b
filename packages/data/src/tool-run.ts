/**
 * One tool page's run, for any tool definition of the contract: the input asset picked, the price
 * and the flags of the options chosen, the start (with its refusals mapped), the live session and
 * job, the typed report, the outputs, and the refund of a failed run; the run is named in the page's
 * address, so it survives a reload.
 */
import {
  assembleInput,
  type CreateSessionRequestInput,
  hasAnyFlag,
  inputAssetId,
  type Job,
  type ToolRunStatus,
  type MonetizationFlag,
  type ToolDefinitionOf,
  type ToolReport,
  type UserProfile,
} from '@facet/contract';
import { useState } from 'react';
import { useCompleteOnboardingStep, useUser } from './account-hooks';
import { useAsset } from './asset-hooks';
import { useAssetSearch } from './asset-search';
import { ApiError } from './request';
import { useCreateSession, useSession } from './tool-sessions';


/** A placeholder input asset, so options can be priced before an asset is picked. */
const NO_ASSET_YET = '00000000-0000-7000-8000-000000000000';

const flagsOf = (user: UserProfile | undefined) => (user?.monetization_config ?? {}) as Partial<Record<MonetizationFlag, boolean>>;

/** The typed report of a succeeded job, or undefined when it is missing or not the tool's shape. */
export function reportOf<Definition extends ToolDefinitionOf>(definition: Definition, job: Job | undefined): ToolReport<Definition> | undefined {
  if (job?.status !== 'succeeded') return undefined;
  const parsed = definition.report.safeParse(job.report);
  return parsed.success ? (parsed.data as ToolReport<Definition>) : undefined;
}

export interface ToolRunCallbacks {
  /** The plan does not include what was asked for: the page sends the person to pricing. */
  onLocked(options: Record<string, unknown>): void;
}

/**
 * The run a tool page's address names, so a reload or a return shows it again: its session
 * (`session_id`), or else the input asset to preselect.
 */
export interface ToolRunAddress {
  /** The input asset the address names, if any. */
  assetId?: string;
  /** The session the address names; `null` before a run. */
  sessionId: string | null;
  /** Puts a new session in the address once it starts, and takes it out (`null`) when the person starts over. */
  onSessionChange(id: string | null): void;
}

/** A session id the API can answer for: anything else in an address names no run and is ignored. */
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether the session could not be read because it is not the person's (or not a session at all). */
function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/**
 * The state of one run of `definition` on this page. `options` are the tool's options without the
 * input asset; they are priced and gated by the definition, exactly as the server will. The run lives
 * in the address (`address.sessionId`), so opening the page again shows its progress, result or failure.
 */
export function useToolRun<Definition extends ToolDefinitionOf>(
  definition: Definition,
  options: Record<string, unknown>,
  callbacks: ToolRunCallbacks,
  address: ToolRunAddress,
) {
  const { user } = useUser();
  const [chosenId, setChosenId] = useState<string | undefined>(address.assetId);
  const [startError, setStartError] = useState<unknown>();
  const sessionId = address.sessionId !== null && SESSION_ID.test(address.sessionId) ? address.sessionId : null;
  const candidates = useAssetSearch(definition.inputTypes, 30);
  const create = useCreateSession();
  const completeStep = useCompleteOnboardingStep();
  const loaded = useSession(sessionId);
  // A session of another tool is not this page's run; the page sends it to its own tool.
  const session = loaded.session?.type === definition.sessionType ? loaded.session : undefined;
  // A run's input is the one it was started on, whatever the address or the picker said before.
  const pickedId = session ? inputAssetId(definition, session.input) : chosenId;
  const { asset: picked } = useAsset(pickedId);
  const job = session?.jobs[0];
  // The job lists its input, then what it made.
  const outputIds = job?.status === 'succeeded' ? job.assets.filter((id) => id !== pickedId) : [];
  const { asset: firstOutput } = useAsset(outputIds[0]);

  /** The options as the server reads them: defaults filled in, or undefined when they do not parse. */
  const inputWith = (values: Record<string, unknown>) => {
    const parsed = definition.input.safeParse(assembleInput(definition, pickedId ?? NO_ASSET_YET, values));
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
    const body = { type: definition.sessionType, input: assembleInput(definition, pickedId, options) } as CreateSessionRequestInput;
    // The next run starts from the same input, also when the last one was opened from the address.
    setChosenId(pickedId);
    create
      .trigger(body)
      .then((created) => {
        // A run started is the checklist's "Run a tool" done (the server keeps the steps; nothing else marks this one).
        if (!user?.onboarding.completed_steps.includes('run_tool')) completeStep('run_tool');
        address.onSessionChange(created.id);
      })
      .catch((failure: unknown) => {
        // Too few credits: the credits dialog is already open and says it all.
        if (failure instanceof ApiError && failure.code === 'INSUFFICIENT_CREDITS') return;
        if (failure instanceof ApiError && failure.code === 'TOOL_LOCKED') return callbacks.onLocked(options);
        setStartError(failure);
      });
  };

  const isLoadingRun = sessionId !== null && !loaded.session && !isMissing(loaded.error);
  // A started session whose job is not known yet is queued, not idle: the run button must not come back.
  const status: ToolRunStatus = create.isMutating
    ? 'starting'
    : startError
      ? 'failed'
      : isLoadingRun
        ? 'loading'
        : (job?.status ?? (session ? 'queued' : 'idle'));
  return {
    /**
     * The picked input asset's id, its asset (`null` once deleted), and the assets that can be picked:
     * the 30 newest, more as the list scrolls, and the library searched on the server as the person types.
     */
    pickedId,
    picked: picked ?? null,
    candidates,
    pick(id: string) {
      setChosenId(id);
      setStartError(undefined);
      if (sessionId) address.onSessionChange(null);
    },
    /** The run the address names, once read: its session (of any tool, so the page can send it to its own). */
    session: loaded.session,
    /** The address named a run that is not the person's, or no run at all: the page says so and starts afresh. */
    isRunMissing: sessionId !== null && isMissing(loaded.error),
    /** Why the run the address names could not be read (offline, a server error), with a retry. */
    runLoadError: isLoadingRun ? loaded.error : undefined,
    retryRunLoad: loaded.refresh,
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
      setChosenId(pickedId);
      setStartError(undefined);
      if (address.sessionId !== null) address.onSessionChange(null);
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
