/**
 * Sessions and jobs (SPEC.md section 7): the calls, their hooks, and `applyJobUpdate`, which merges a
 * job from the socket into every cache that shows it by the rules of `job-merge.ts`.
 */
import { type Asset, type CreateSessionRequestInput, endpointRoutes, type Job, type JobListResponse, type Session } from '@facet/contract';
import useSWR, { unstable_serialize as unstableKey, useSWRConfig, type Cache } from 'swr';
import { unstable_serialize as serializeInfinite } from 'swr/infinite';
import useSWRMutation from 'swr/mutation';
import type { AssetPages } from './asset-merge';
import { mergeJobIntoActiveJobs, mergeJobIntoAsset, mergeJobIntoJobList, mergeJobIntoPages, mergeJobIntoSession, newerJob } from './job-merge';
import { assetKeys, jobKeys, sessionKeys, userKeys } from './keys';
import { fetchAsset } from './assets';
import { call } from './request';
import { queryStatus, withMutationRetry } from './swr-config';

type ScopedMutate = ReturnType<typeof useSWRConfig>['mutate'];

export function fetchSession(id: string): Promise<Session> {
  return call(endpointRoutes.getSession, { params: { id } });
}

export function fetchSessionJobs(sessionId: string): Promise<JobListResponse> {
  return call(endpointRoutes.listJobs, { query: { session_id: sessionId } });
}

/** The person's jobs still queued or running, newest first. */
export function fetchActiveJobs(): Promise<JobListResponse> {
  return call(endpointRoutes.listJobs, { query: { status: 'active' } });
}

export function createSession(body: CreateSessionRequestInput): Promise<Session> {
  return call(endpointRoutes.createSession, { body });
}

export function renameSession(id: string, name: string | null): Promise<Session> {
  return call(endpointRoutes.updateSession, { params: { id }, body: { name } });
}

/** Enough to cover the jobs started while one answer is on its way, without growing for ever. */
const HEARD_JOBS_KEPT = 200;

/**
 * The newest copy of each job the socket brought to a cache. An answer (a start, a rename, a fetch)
 * can leave the server before an update and arrive after it, when no cache held the session yet to
 * take the update; answers are merged with these so the update is not lost.
 */
const heardByCache = new WeakMap<Cache, Map<string, Job>>();

function heardJobs(cache: Cache): Map<string, Job> {
  let heard = heardByCache.get(cache);
  if (!heard) {
    heard = new Map();
    heardByCache.set(cache, heard);
  }
  return heard;
}

/** Records `job`; returns the copy the cache had heard before, if any, and the newer of the two. */
function hear(cache: Cache, job: Job): { before: Job | undefined; latest: Job } {
  const heard = heardJobs(cache);
  const before = heard.get(job.id);
  const latest = before ? newerJob(before, job) : job;
  // Re-inserted so the map's order is by last heard, and the oldest goes first.
  heard.delete(job.id);
  heard.set(job.id, latest);
  if (heard.size > HEARD_JOBS_KEPT) heard.delete(heard.keys().next().value!);
  return { before, latest };
}

function withHeardJobs(cache: Cache, jobs: Job[]): Job[] {
  const heard = heardJobs(cache);
  return jobs.map((job) => {
    const known = heard.get(job.id);
    return known ? newerJob(job, known) : job;
  });
}

/** Writes `merge(current)` to a key that holds data; a key not loaded, or left unchanged, is not touched. */
function updateCached<T>(cache: Cache, mutate: ScopedMutate, key: string | readonly unknown[], merge: (current: T) => T): void {
  const current = cache.get(unstableKey(key))?.data as T | null | undefined;
  if (current === undefined || current === null) return;
  const next = merge(current);
  if (next !== current) void mutate(key, next, { revalidate: false });
}

// useSWRInfinite keeps a list's pages under one key made from its first page's key, and each page
// under that page's own key; both start with `assetKeys.lists`, whatever the filter.
const ASSET_LIST_PREFIX = serializeInfinite(() => assetKeys.lists);
const ASSET_PAGE_PREFIX = unstableKey(assetKeys.lists);

function assetListKeys(cache: Cache): string[] {
  return [...cache.keys()].filter((key) => key.startsWith(ASSET_LIST_PREFIX));
}

/**
 * Reloads every loaded page of every cached asset list. A list refetches only the pages whose own
 * entry is missing or differs from the list, so the page entries are dropped first.
 */
export function revalidateAssetLists(cache: Cache, mutate: ScopedMutate): void {
  for (const key of [...cache.keys()]) {
    if (key.startsWith(ASSET_PAGE_PREFIX)) cache.delete(key);
  }
  for (const key of assetListKeys(cache)) void mutate(key);
}

const isSettled = (job: Job) => job.status === 'succeeded' || job.status === 'failed';

/**
 * Merges one job into every cached asset list, the detail of each asset it lists, its session's job
 * list and its session. When it settles, the balance is re-read (a failed job is refunded), and on
 * success the asset lists too, so the assets it made show even if their `asset_update` came first.
 */
export function applyJobUpdate(cache: Cache, mutate: ScopedMutate, job: Job): void {
  const { before, latest } = hear(cache, job);
  for (const key of assetListKeys(cache)) updateCached(cache, mutate, key, (pages: AssetPages) => mergeJobIntoPages(pages, latest));
  for (const id of latest.assets) updateCached(cache, mutate, assetKeys.detail(id), (asset: Asset) => mergeJobIntoAsset(asset, latest));
  updateCached(cache, mutate, jobKeys.bySession(latest.session_id), (list: JobListResponse) => mergeJobIntoJobList(list, latest));
  updateCached(cache, mutate, sessionKeys.detail(latest.session_id), (session: Session) => mergeJobIntoSession(session, latest));
  updateCached(cache, mutate, jobKeys.active, (list: JobListResponse) => mergeJobIntoActiveJobs(list, latest));

  // A repeated update of a job already settled changes nothing worth a request.
  if (!isSettled(latest) || before?.status === latest.status) return;
  void mutate(userKeys.credits);
  // The session's own status and output (the assets it made) are the server's to say.
  if (cache.get(unstableKey(sessionKeys.detail(latest.session_id)))) void mutate(sessionKeys.detail(latest.session_id));
  if (latest.status === 'succeeded') revalidateAssetLists(cache, mutate);
}

/**
 * Reads again every cached run that has not settled (its session and its job list) and the person's
 * runs in progress. The socket is in the person's room only once it connects: an update sent before
 * (between a page's first read and the socket's connect, or while the connection was down) never
 * arrives, and a run would show its last progress for ever.
 */
export function revalidateLiveRuns(cache: Cache, mutate: ScopedMutate): void {
  for (const key of [...cache.keys()]) {
    const data = cache.get(key)?.data as Partial<Session & JobListResponse> | undefined;
    if (!data || typeof data !== 'object') continue;
    if (typeof data.id === 'string' && key === unstableKey(sessionKeys.detail(data.id))) {
      if (data.jobs?.some((job) => !isSettled(job)) || data.status === 'active') void mutate(key);
    } else if (Array.isArray(data.items) && data.items.some((job: Job) => !isSettled(job))) {
      const sessionId = data.items[0]?.session_id;
      if (sessionId && key === unstableKey(jobKeys.bySession(sessionId))) void mutate(key);
    }
  }
  if (cache.get(unstableKey(jobKeys.active))) void mutate(jobKeys.active);
}

/** How often a run that has not settled is read again, in case an update of it was lost on the way. */
export const LIVE_RUN_REFRESH_MS = 20_000;

/** Puts a session from an answer under its detail and its job list, with any newer job copies heard. */
function seedSession(cache: Cache, mutate: ScopedMutate, session: Session): Session {
  const jobs = withHeardJobs(cache, session.jobs);
  const seeded = { ...session, jobs };
  void mutate(sessionKeys.detail(session.id), seeded, { revalidate: false });
  // A job that settled before this answer arrived left the answer's status and output behind.
  if (session.status === 'active' && jobs.some(isSettled)) void mutate(sessionKeys.detail(session.id));
  const list: JobListResponse = { results: jobs, items: jobs, nextCursor: null };
  void mutate(jobKeys.bySession(session.id), list, { revalidate: false });
  for (const job of jobs) updateCached(cache, mutate, jobKeys.active, (active: JobListResponse) => mergeJobIntoActiveJobs(active, job));
  return seeded;
}

/**
 * SWR calls a key loading on its first render whenever it is about to fetch, even with the data
 * already cached; a session seeded by its start must show at once, not as a skeleton.
 */
function loadingWithoutData(result: { data?: unknown; isLoading: boolean }): boolean {
  return result.isLoading && result.data === undefined;
}

/** One session with its jobs, kept live by `job_update`. */
export function useSession(id: string | null) {
  const { cache } = useSWRConfig();
  const result = useSWR(
    id ? sessionKeys.detail(id) : null,
    async ([, sessionId]) => {
      const session = await fetchSession(sessionId);
      return { ...session, jobs: withHeardJobs(cache, session.jobs) };
    },
    // The socket brings every change; a slow read while the run goes on covers an update it lost.
    { refreshInterval: (session) => (session?.jobs.some((job) => !isSettled(job)) ? LIVE_RUN_REFRESH_MS : 0) },
  );
  const isLoading = loadingWithoutData(result);
  return {
    session: result.data,
    error: result.error as unknown,
    isLoading,
    status: queryStatus({ error: result.error, isLoading }),
    refresh: () => void result.mutate(),
  };
}

/** The jobs of one session, oldest first, kept live by `job_update`. */
export function useSessionJobs(sessionId: string | null) {
  const { cache } = useSWRConfig();
  const result = useSWR(sessionId ? jobKeys.bySession(sessionId) : null, async ([, id]) => {
    const list = await fetchSessionJobs(id);
    const jobs = withHeardJobs(cache, list.items);
    return { ...list, results: jobs, items: jobs };
  });
  const isLoading = loadingWithoutData(result);
  return {
    jobs: result.data?.items,
    error: result.error as unknown,
    isLoading,
    status: queryStatus({ error: result.error, isLoading }),
    refresh: () => void result.mutate(),
  };
}

/**
 * The person's runs in progress, newest first, kept live by `job_update`: a run started in another tab
 * joins, and a run that settles stays, finished, until the list is read again.
 */
export function useActiveJobs() {
  const { cache } = useSWRConfig();
  const result = useSWR(jobKeys.active, async () => {
    const list = await fetchActiveJobs();
    const jobs = withHeardJobs(cache, list.items);
    return { ...list, results: jobs, items: jobs };
  });
  // A job lists its input first; the names say which run is which.
  const inputIds = [...new Set((result.data?.items ?? []).flatMap((job) => job.assets.slice(0, 1)))].sort();
  const names = useSWR(inputIds.length ? ['jobs', 'active', 'inputs', ...inputIds] : null, async ([, , , ...ids]: string[]) => {
    // An input deleted since has no name to show; the others still do.
    const read = await Promise.allSettled(ids.map(async (id) => [id, (await fetchAsset(id)).name] as const));
    return new Map(read.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : [])));
  });
  // Read while rendering: SWR re-renders only for what a render read, and the names are read later.
  const inputNames = names.data;
  const isLoading = loadingWithoutData(result);
  return {
    jobs: result.data?.items,
    /** The name of a job's input asset, once read. */
    inputName: (job: Job): string | undefined => (job.assets[0] ? inputNames?.get(job.assets[0]) : undefined),
    error: result.error as unknown,
    isLoading,
    status: queryStatus({ error: result.error, isLoading }),
    refresh: () => void result.mutate(),
  };
}

/**
 * Starts a tool: the answer is put under the session and its job list at once, and the balance is
 * re-read to show the debit. A short balance throws `ApiError` `INSUFFICIENT_CREDITS`, and the request
 * wrapper has already opened the credits dialog.
 */
export function useCreateSession() {
  const { cache, mutate } = useSWRConfig();
  return useSWRMutation(sessionKeys.create, async (_key: readonly unknown[], { arg }: { arg: CreateSessionRequestInput }) => {
    // Not retried, unlike other mutations: a start is charged, and with no idempotency key in the API a
    // second attempt after a lost answer could charge twice.
    const created = await createSession(arg);
    const seeded = seedSession(cache, mutate, created);
    void mutate(userKeys.credits);
    return seeded;
  });
}

/** Renames a session (`null` clears the name); the answer replaces the cached session. */
export function useRenameSession(id: string) {
  const { cache, mutate } = useSWRConfig();
  return useSWRMutation(sessionKeys.rename(id), async (_key: readonly unknown[], { arg: name }: { arg: string | null }) =>
    seedSession(cache, mutate, await withMutationRetry(() => renameSession(id, name))),
  );
}
