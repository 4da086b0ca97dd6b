import { optionsOfInput, pages, runLabelOf, type ToolDefinitionOf, toolDefinitionOf, type ToolId, toolInfoOf, type ToolReport } from '@facet/contract';
import { errorText, type ToolRun, useCredits, useToolRun } from '@facet/data';
import { toast, ToolLayout, type ToolResult } from '@facet/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { assetHref, paths, pricingHref } from '../../auth/paths';
import { SESSION_PARAM, toolHref } from './toolLinks';

/** What one tool's page adds to the frame every tool shares: its options and how its report reads. */
export interface ToolPage<Definition extends ToolDefinitionOf, Options extends Record<string, unknown>> {
  definition: Definition;
  /** The options a page opens with. */
  initialOptions: Options;
  /**
   * The options panel: `setOptions` takes the next options, `run` is the run in hand, `upgrade` sends
   * the person to pricing (as the tool's upgrade source) for options their plan lacks.
   */
  renderOptions(options: Options, setOptions: (next: Options) => void, run: ToolRun, upgrade: () => void): ReactNode;
  /** The options to open with once an input asset is picked (e.g. a target from its size). */
  optionsForAsset?(options: Options, asset: ToolRun['picked']): Options;
  /** The report's rows and the before and after captions. */
  describe(report: ToolReport<Definition>): { rows: readonly { label: string; value: string; note?: string }[]; before: string; after: string };
  /** Why the run button is off for these options, if it is. */
  runDisabledReason?(options: Options, run: ToolRun): string | undefined;
  /** What the page adds under a succeeded run's result (segmentation: its parts, each to upres). */
  renderResult?(report: ToolReport<Definition>, run: ToolRun): ReactNode;
  inputHint: string;
  /** The page a definition without one of its own is run on (Image to 3D's modes): its name, price list and gate. */
  hostTool?: ToolId;
}

/** The options a session was started with, without its input asset; undefined when they do not parse. */
function optionsOf(definition: ToolDefinitionOf, input: Record<string, unknown>): Record<string, unknown> | undefined {
  const parsed = definition.input.safeParse(input);
  if (!parsed.success) return undefined;
  return optionsOfInput(definition, parsed.data as Record<string, unknown>);
}

/**
 * `/dashboard/asset/tool/{tool}` for a tool that runs: pick an input, set options, run, watch, see the
 * result. A started run is kept in the address (`session_id`), so a reload or a link brings it back.
 */
export function ToolRoute<Definition extends ToolDefinitionOf, Options extends Record<string, unknown>>({ page }: { page: ToolPage<Definition, Options> }) {
  const { definition } = page;
  const info = toolInfoOf(page.hostTool ?? (definition.id as ToolId));
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const { credits } = useCredits();
  const [options, setOptions] = useState(page.initialOptions);
  const toPricing = () => navigate(pricingHref(info.id));
  const setSessionParam = (id: string | null) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        // The session names its input: a second name in the address could only disagree with it. Without
        // a session (Start over), the input stays picked, and named, for a reload.
        next.delete(SESSION_PARAM);
        next.delete(definition.inputAsset);
        if (id) next.set(SESSION_PARAM, id);
        else if (run.pickedId) next.set(definition.inputAsset, run.pickedId);
        return next;
      },
      { replace: true },
    );
  const run = useToolRun(definition, options, { onLocked: toPricing }, {
    assetId: search.get(definition.inputAsset) ?? undefined,
    sessionId: search.get(SESSION_PARAM),
    onSessionChange: setSessionParam,
  });
  // Options follow the run named in the address, else the input once it is known (picked here or named in the address).
  const [optionsFrom, setOptionsFrom] = useState<{ session?: string; asset?: string }>({});
  const ownSession = run.session?.type === definition.sessionType ? run.session : undefined;
  if (ownSession && optionsFrom.session !== ownSession.id) {
    setOptionsFrom({ session: ownSession.id, asset: run.pickedId });
    const started = optionsOf(definition, ownSession.input);
    if (started) setOptions({ ...page.initialOptions, ...started } as Options);
  } else if (run.picked && optionsFrom.asset !== run.picked.id) {
    setOptionsFrom({ ...optionsFrom, asset: run.picked.id });
    if (page.optionsForAsset) setOptions(page.optionsForAsset(options, run.picked));
  }
  const { isRunMissing } = run;
  useEffect(() => {
    if (isRunMissing) toast.info('That run was not found in your account. You can start a new one here.');
  }, [isRunMissing]);
  const report = run.report;
  const described = report ? page.describe(report) : undefined;
  const result: ToolResult | undefined = described && {
    before: { imageUrl: run.picked?.data.image_url ?? null, label: described.before },
    after: { imageUrl: run.firstOutput?.data.image_url ?? null, label: described.after },
    report: described.rows,
    // Named as the server names the new assets.
    outputs: run.outputIds.map((id, index) => ({ id, name: definition.outputName(run.picked?.name ?? 'Untitled', index, report), href: assetHref(id) })),
  };

  // A run of another tool opens on that tool's page; a session that is not a tool's run names nothing here.
  if (run.session && !ownSession) {
    const other = toolDefinitionOf(run.session.type);
    if (other) return <Navigate to={toolHref(other.id, { sessionId: run.session.id })} replace />;
  }
  if (isRunMissing || (run.session && !ownSession)) return <Navigate to={pages.tool.href({ tool: info.id })} replace />;

  return (
    <ToolLayout
      tool={info}
      engineLabel={run.job?.engine ?? 'Built-in CPU engine'}
      inputAsset={run.picked}
      candidates={run.candidates.isLoading ? undefined : run.candidates.assets}
      candidatesError={errorText(run.candidates.error, 'Your assets could not be loaded.')}
      onRetryCandidates={run.candidates.refresh}
      onSearchCandidates={run.candidates.search}
      isSearchingCandidates={run.candidates.isSearching}
      candidatesHaveMore={run.candidates.hasMore}
      onLoadMoreCandidates={run.candidates.loadMore}
      isLoadingMoreCandidates={run.candidates.isLoadingMore}
      onPickAsset={run.pick}
      inputHint={page.inputHint}
      options={page.renderOptions(options, setOptions, run, toPricing)}
      cost={run.cost ?? info.credits}
      credits={credits}
      buyCreditsHref={paths.purchase}
      status={run.status}
      progress={run.progress}
      result={result}
      loadError={errorText(run.runLoadError, 'This run could not be loaded.')}
      onRetryLoad={run.retryRunLoad}
      error={
        run.failure && {
          message: errorText(run.failure.error, 'The run could not be started. Nothing was charged.') ?? 'The run failed.',
          refundedCredits: run.failure.refundedCredits,
        }
      }
      runLabel={runLabelOf(info)}
      onRun={run.start}
      onReset={run.reset}
      runDisabledReason={page.runDisabledReason?.(options, run)}
      resultExtra={report && page.renderResult?.(report, run)}
    />
  );
}
