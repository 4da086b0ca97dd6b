import { runLabelOf, type ToolDefinition, type ToolReport, TOOLS } from '@facet/contract';
import { errorText, type ToolRun, useCredits, useToolRun } from '@facet/data';
import { ToolLayout, type ToolResult } from '@facet/ui';
import { type ReactNode, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { assetHref, paths } from '../../auth/paths';

/** What one tool's page adds to the frame every tool shares: its options and how its report reads. */
export interface ToolPage<Definition extends ToolDefinition, Options extends Record<string, unknown>> {
  definition: Definition;
  /** The options a page opens with. */
  initialOptions: Options;
  /**
   * The options panel: `setOptions` takes the next options, `run` is the run in hand, `upgrade` sends
   * the person to pricing for options their plan lacks.
   */
  renderOptions(options: Options, setOptions: (next: Options) => void, run: ToolRun, upgrade: (chosen: Options) => void): ReactNode;
  /** The options to open with once an input asset is picked (e.g. a target from its size). */
  optionsForAsset?(options: Options, asset: ToolRun['picked']): Options;
  /** The report's rows and the before and after captions. */
  describe(report: ToolReport<Definition>): { rows: readonly { label: string; value: string }[]; before: string; after: string };
  /** Why the run button is off for these options, if it is. */
  runDisabledReason?(options: Options, run: ToolRun): string | undefined;
  inputHint: string;
  /** Names the pricing click when the plan lacks what the options need. */
  upgradeSource(options: Options): string;
}

/** `/dashboard/asset/tool/{tool}` for a tool that runs: pick an input, set options, run, watch, see the result. */
export function ToolRoute<Definition extends ToolDefinition, Options extends Record<string, unknown>>({ page }: { page: ToolPage<Definition, Options> }) {
  const { definition } = page;
  const info = TOOLS.find((tool) => tool.id === definition.id)!;
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { credits } = useCredits();
  const [options, setOptions] = useState(page.initialOptions);
  const toPricing = (chosen: Options) => navigate(`${paths.pricing}?upgrade_source=${encodeURIComponent(page.upgradeSource(chosen))}`);
  const run = useToolRun(definition, options, { onLocked: (chosen) => toPricing(chosen as Options) }, search.get(definition.inputAsset) ?? undefined);
  // Options follow the input once it is known, whether picked here or named in the address.
  const [optionsFor, setOptionsFor] = useState<string>();
  if (run.picked && optionsFor !== run.picked.id) {
    setOptionsFor(run.picked.id);
    if (page.optionsForAsset) setOptions(page.optionsForAsset(options, run.picked));
  }
  const report = run.report;
  const described = report ? page.describe(report) : undefined;
  const result: ToolResult | undefined = described && {
    before: { imageUrl: run.picked?.data.image_url ?? null, label: described.before },
    after: { imageUrl: run.firstOutput?.data.image_url ?? null, label: described.after },
    report: described.rows,
    // Named as the server names the new assets.
    outputs: run.outputIds.map((id, index) => ({ id, name: definition.outputName(run.picked?.name ?? 'Untitled', index, report), href: assetHref(id) })),
  };

  return (
    <ToolLayout
      tool={info}
      engineLabel={run.job?.engine ?? 'Built-in CPU engine'}
      inputAsset={run.picked}
      candidates={run.candidates.isLoading ? undefined : run.candidates.assets}
      candidatesError={errorText(run.candidates.error, 'Your assets could not be loaded.')}
      onRetryCandidates={run.candidates.refresh}
      onPickAsset={run.pick}
      inputHint={page.inputHint}
      options={page.renderOptions(options, setOptions, run, toPricing)}
      cost={run.cost ?? info.credits}
      credits={credits}
      buyCreditsHref={paths.purchase}
      status={run.status}
      progress={run.progress}
      result={result}
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
    />
  );
}
