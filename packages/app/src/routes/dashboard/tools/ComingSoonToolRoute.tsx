import { runLabelOf, TOOLS, type ToolId } from '@facet/contract';
import { useAssetList, useCredits } from '@facet/data';
import { ToolLayout } from '@facet/ui';
import { paths } from '../../auth/paths';

/** A tool whose engine is not built yet: the same layout, saying so plainly, with nothing to run. */
export function ComingSoonToolRoute({ tool }: { tool: ToolId }) {
  const info = TOOLS.find((item) => item.id === tool)!;
  const { credits } = useCredits();
  const candidates = useAssetList({ exclude_types: ['folder'] }, 30);
  return (
    <ToolLayout
      tool={info}
      engineLabel="Built-in CPU engine"
      inputAsset={null}
      candidates={candidates.isLoading ? undefined : candidates.assets}
      onPickAsset={() => undefined}
      inputHint="Pick an asset"
      cost={info.credits}
      credits={credits}
      buyCreditsHref={paths.purchase}
      status="idle"
      comingSoon
      runLabel={runLabelOf(info)}
      onRun={() => undefined}
    />
  );
}
