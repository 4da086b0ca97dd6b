import { partsUpresTool, type SegmentationReport, segmentationTool } from '@facet/contract';
import { ApiError, errorText, type ToolRun, useCreateSession, useSession } from '@facet/data';
import { PartsUpres, PartUpresRow, type PartUpresState } from '@facet/ui';
import { useState } from 'react';
import { assetHref } from '../../auth/paths';

/** Credits one upres with its defaults costs. */
const UPRES_COST = partsUpresTool.cost(partsUpresTool.input.parse({ mesh: '00000000-0000-4000-8000-000000000000' }));

/** One part with its Upres action: a parts_upres session started on it, followed until it settles. */
function PartUpresItem({ partId, name, color }: { partId: string; name: string; color?: string }) {
  const create = useCreateSession();
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [startError, setStartError] = useState<unknown>();
  const { session } = useSession(sessionId);
  const job = session?.jobs[0];
  const outputId = job?.status === 'succeeded' ? job.assets.find((id) => id !== partId) : undefined;
  const report = partsUpresTool.report.safeParse(job?.report);
  const state: PartUpresState = create.isMutating
    ? { status: 'starting' }
    : startError
      ? { status: 'failed', message: errorText(startError, 'The upres could not be started.') ?? 'The upres could not be started.', refundedCredits: 0 }
      : job?.status === 'failed'
        ? { status: 'failed', message: job.error ?? 'The upres failed.', refundedCredits: job.refunded ? job.credits : 0 }
        : job?.status === 'succeeded' && outputId
          ? { status: 'succeeded', resultName: report.success ? partsUpresTool.outputName(name, 0, report.data) : `${name} (upres)`, resultHref: assetHref(outputId) }
          : job?.status === 'running'
            ? { status: 'running', fraction: job.progress, stage: job.stage ?? 'Working' }
            : sessionId
              ? { status: 'queued' }
              : { status: 'idle' };
  const upres = () => {
    setStartError(undefined);
    setSessionId(null);
    create
      .trigger({ type: partsUpresTool.sessionType, input: { mesh: partId } })
      .then((created) => setSessionId(created.id))
      .catch((failure: unknown) => {
        // Too few credits: the credits dialog is already open and says it all.
        if (failure instanceof ApiError && failure.code === 'INSUFFICIENT_CREDITS') return;
        setStartError(failure);
      });
  };
  return <PartUpresRow name={name} color={color} cost={UPRES_COST} state={state} onUpres={upres} />;
}

/** The part meshes a segmentation made, named as the server names them; none for an image's cut-outs. */
export function segmentationParts(report: SegmentationReport, run: Pick<ToolRun, 'outputIds' | 'picked'>): { id: string; name: string; color?: string }[] {
  if (report.kind !== 'mesh') return [];
  // The outputs are the colour-coded preview, when there is one, then the parts in order.
  const first = report.preview ? 1 : 0;
  return run.outputIds.slice(first).map((id, index) => ({
    id,
    name: segmentationTool.outputName(run.picked?.name ?? 'Untitled', index + first, report),
    color: report.parts[index]?.color,
  }));
}

/** Under a mesh segmentation's result: each part it made, to upres (images show nothing). */
export function PartsUpresList({ report, run }: { report: SegmentationReport; run: ToolRun }) {
  const parts = segmentationParts(report, run);
  if (parts.length === 0) return null;
  return (
    <PartsUpres>
      {parts.map((part) => (
        <PartUpresItem key={part.id} partId={part.id} name={part.name} color={part.color} />
      ))}
    </PartsUpres>
  );
}
