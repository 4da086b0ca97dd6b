/**
 * How a realtime `job_update` changes the cached assets, lists and sessions: SPEC.md section 4, "Job
 * update", one pure function per rule.
 *
 * - The job is merged into each listed asset's jobs (`job.assets`), in every list and in the detail.
 * - It is merged into the jobs-by-session list.
 * - It is merged into the session's own jobs and into the jobs of the session's assets.
 * - It is merged into the list of runs in progress.
 *
 * Merging replaces the job by id or appends it. A settled job (succeeded or failed) stays where it is;
 * which jobs get a badge is the screen's choice. Every function returns the very object it was given
 * when nothing changed, so a cache that did not hold the job does not re-render.
 */
import type { Asset, AssetJob, Job, JobListResponse, Session } from '@facet/contract';
import type { AssetPages } from './asset-merge';

/** A session as a screen may hold it: with its assets when the call that loaded it carried them. */
export type SessionWithAssets = Session & { assets?: Asset[] };

function updatedAt(job: AssetJob): number {
  return typeof job.updated_at === 'string' ? Date.parse(job.updated_at) : Number.NaN;
}

/**
 * Which of two copies of one job to keep: the incoming one, unless the held one is newer. A call's
 * answer and the socket's updates travel separately, so an answer read before an update can arrive
 * after it and must not roll the job back.
 */
export function newerJob<T extends AssetJob>(held: T, incoming: T): T {
  if (held === incoming || updatedAt(held) > updatedAt(incoming)) return held;
  return JSON.stringify(held) === JSON.stringify(incoming) ? held : incoming;
}

/** `jobs` with `job` replaced by id or appended; the same array when it already held this copy. */
function mergeIntoJobs<T extends AssetJob>(jobs: T[], job: T): T[] {
  const index = jobs.findIndex((item) => item.id === job.id);
  if (index === -1) return [...jobs, job];
  const kept = newerJob(jobs[index]!, job);
  if (kept === jobs[index]) return jobs;
  return jobs.map((item, at) => (at === index ? kept : item));
}

/** An asset the job lists takes the job into its jobs; any other asset is left alone. */
export function mergeJobIntoAsset(asset: Asset, job: Job): Asset {
  if (!job.assets.includes(asset.id)) return asset;
  const jobs = mergeIntoJobs<AssetJob>(asset.jobs, job);
  return jobs === asset.jobs ? asset : { ...asset, jobs };
}

function mergeJobIntoAssets(assets: Asset[], job: Job): Asset[] {
  let changed = false;
  const next = assets.map((asset) => {
    const merged = mergeJobIntoAsset(asset, job);
    if (merged !== asset) changed = true;
    return merged;
  });
  return changed ? next : assets;
}

/** Every listed asset on every page of an asset list; pages without one are kept as they were. */
export function mergeJobIntoPages(pages: AssetPages, job: Job): AssetPages {
  let changed = false;
  const next = pages.map((page) => {
    const items = mergeJobIntoAssets(page.items, job);
    if (items === page.items) return page;
    changed = true;
    return { ...page, results: items, items };
  });
  return changed ? next : pages;
}

/** The jobs-by-session list; the caller picks the list of `job.session_id`. */
export function mergeJobIntoJobList(list: JobListResponse, job: Job): JobListResponse {
  const items = mergeIntoJobs(list.items, job);
  return items === list.items ? list : { ...list, results: items, items };
}

/**
 * The list of runs in progress (`GET /v3/jobs?status=active`, newest first): a job it holds is
 * replaced, and stays when it settles so the person sees it finish; a queued or running job it does
 * not hold (started in another tab) goes first; a settled job it never held is not news there.
 */
export function mergeJobIntoActiveJobs(list: JobListResponse, job: Job): JobListResponse {
  const held = list.items.some((item) => item.id === job.id);
  if (!held && job.status !== 'queued' && job.status !== 'running') return list;
  const items = held ? mergeIntoJobs(list.items, job) : [job, ...list.items];
  return items === list.items ? list : { ...list, results: items, items };
}

/**
 * A session takes the job into its own jobs when the job is one of them, and into the jobs of its
 * assets that the job lists, whichever session ran it.
 */
export function mergeJobIntoSession<S extends SessionWithAssets>(session: S, job: Job): S {
  const jobs = job.session_id === session.id ? mergeIntoJobs(session.jobs, job) : session.jobs;
  const assets = session.assets && mergeJobIntoAssets(session.assets, job);
  if (jobs === session.jobs && assets === session.assets) return session;
  return assets ? { ...session, jobs, assets } : { ...session, jobs };
}
