import {
  ApiError,
  useAsset,
  useAssetList,
  useCreateSession,
  useCredits,
  useSession,
  useUser,
} from '@facet/data';
import {
  RetopologyOptions,
  type RetopologyMode,
  type RetopologySettings,
  type ToolResult,
  type ToolRunStatus,
  ToolLayout,
} from '@facet/ui';
import { TOOL_COSTS, TOOLS, type Asset, type Job } from '@facet/contract';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorText } from '../../../lib/error-text';
import { hasFlag } from '../../../lib/tool-access';
import { assetHref, paths } from '../../auth/paths';

const tool = TOOLS.find((item) => item.id === 'retopology')!;
const trianglesOf = (asset: Asset | null | undefined) => (typeof asset?.data.triangle_count === 'number' ? asset.data.triangle_count : undefined);
const number = (value: unknown) => (typeof value === 'number' ? value.toLocaleString('en-US') : '–');

/** The triangles the first LOD aims at when a mesh is picked: a tenth, as the engine's own default. */
function defaultTarget(triangles: number | undefined): number {
  if (!triangles) return 1000;
  return Math.max(4, Math.min(250_000, Math.round(triangles / 10), triangles - 1));
}

function statusOf(isStarting: boolean, job: Job | undefined): ToolRunStatus {
  if (isStarting) return 'starting';
  return job?.status ?? 'idle';
}

function resultOf(job: Job, input: Asset | null | undefined, output: Asset | null | undefined, outputIds: string[]): ToolResult {
  const report = job.report ?? {};
  const lods = Array.isArray(report.lods) ? (report.lods as { name: string; triangles: number; vertices: number }[]) : [];
  const rows = [
    { label: 'Triangles before', value: number(report.triangles_before) },
    { label: 'Triangles after', value: number(report.triangles_after) },
    ...lods.map((lod) => ({ label: lod.name.toUpperCase(), value: `${number(lod.triangles)} triangles` })),
    ...(typeof report.quad_ratio === 'number'
      ? [{ label: 'Quads', value: `${number(report.quads)} (${Math.round(report.quad_ratio * 100)}% of faces)` }]
      : []),
    { label: 'Time', value: typeof report.time_ms === 'number' ? `${(report.time_ms / 1000).toFixed(1)} s` : '–' },
  ];
  return {
    before: { imageUrl: input?.data.image_url ?? null, label: `Before · ${number(report.triangles_before)} triangles` },
    after: { imageUrl: output?.data.image_url ?? null, label: `After · ${number(report.triangles_after)} triangles` },
    report: rows,
    outputs: outputIds.map((id, index) => ({ id, name: `${input?.name ?? 'Mesh'} · LOD${index}`, href: assetHref(id) })),
  };
}

/** `/dashboard/asset/tool/retopology` [source_workflow]: pick a mesh, choose the options, run, watch. */
export function RetopologyRoute() {
  const { user } = useUser();
  const { credits } = useCredits();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [pickedId, setPickedId] = useState<string | undefined>(search.get('mesh') ?? undefined);
  const [settings, setSettings] = useState<RetopologySettings>({ mode: 'swift', targetTriangles: 1000, lods: 1 });
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [startError, setStartError] = useState<string>();
  const meshes = useAssetList({ include_types: ['mesh'] }, 30);
  const { asset: picked } = useAsset(pickedId);
  const create = useCreateSession();
  const { session } = useSession(sessionId);
  const job = session?.jobs[0];
  // The job lists its input, then what it made; the session's `output` says the same once re-read.
  const outputIds = job?.status === 'succeeded' ? job.assets.filter((id) => !session?.input || id !== session.input.mesh) : [];
  const { asset: firstOutput } = useAsset(outputIds[0]);

  const lockedModes: RetopologyMode[] = [];
  if (user && !hasFlag(user, 'can_access_retopo_swift')) lockedModes.push('swift');
  if (user && !hasFlag(user, 'can_access_retopo_precision')) lockedModes.push('precision');
  const sourceTriangles = trianglesOf(picked);
  const cost = settings.mode === 'precision' ? TOOL_COSTS.retopologyPrecision : TOOL_COSTS.retopologySwift;
  const status = statusOf(create.isMutating, job);

  const run = () => {
    if (!pickedId) return;
    setStartError(undefined);
    create
      .trigger({
        type: 'retopology',
        input: { mesh: pickedId, mode: settings.mode, target_triangles: settings.targetTriangles, lods: settings.lods },
      })
      .then((created) => setSessionId(created.id))
      .catch((failure: unknown) => {
        // Too few credits: the credits dialog is already open and says it all.
        if (failure instanceof ApiError && failure.code === 'INSUFFICIENT_CREDITS') return;
        if (failure instanceof ApiError && failure.code === 'TOOL_LOCKED') {
          navigate(`${paths.pricing}?upgrade_source=retopology_${settings.mode}`);
          return;
        }
        setStartError(errorText(failure, 'The run could not be started. Nothing was charged.'));
      });
  };

  return (
    <ToolLayout
      tool={tool}
      engineLabel={job?.engine ?? 'Built-in CPU engine'}
      inputAsset={picked ?? null}
      candidates={meshes.isLoading ? undefined : meshes.assets}
      candidatesError={errorText(meshes.error, 'Your meshes could not be loaded.')}
      onRetryCandidates={meshes.refresh}
      onPickAsset={(id) => {
        setPickedId(id);
        setSessionId(null);
        const chosen = meshes.assets.find((asset) => asset.id === id);
        setSettings((current) => ({ ...current, targetTriangles: defaultTarget(trianglesOf(chosen)) }));
      }}
      inputHint="Pick a mesh"
      options={
        <RetopologyOptions
          {...settings}
          lockedModes={lockedModes}
          sourceTriangles={sourceTriangles}
          onChange={setSettings}
          onUpgrade={(mode) => navigate(`${paths.pricing}?upgrade_source=retopology_${mode}`)}
        />
      }
      cost={cost}
      credits={credits}
      buyCreditsHref={paths.purchase}
      status={startError ? 'failed' : status}
      progress={job && job.status === 'running' ? { fraction: job.progress, stage: job.stage ?? 'Working' } : undefined}
      result={job?.status === 'succeeded' ? resultOf(job, picked, firstOutput, outputIds) : undefined}
      error={
        startError
          ? { message: startError, refundedCredits: 0 }
          : job?.status === 'failed'
            ? { message: job.error ?? 'The run failed.', refundedCredits: job.refunded ? job.credits : 0 }
            : undefined
      }
      runLabel="Run retopology"
      onRun={run}
      onReset={() => {
        setSessionId(null);
        setStartError(undefined);
      }}
      runDisabledReason={sourceTriangles !== undefined && settings.targetTriangles >= sourceTriangles ? 'Choose fewer triangles than the mesh has.' : undefined}
    />
  );
}
