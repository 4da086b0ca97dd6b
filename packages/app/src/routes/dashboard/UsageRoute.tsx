import { pagelessToolDefinitions, toolDefinitions } from '@facet/contract';
import { errorText, localTimeZone, useCreditHistory, useCreditUsage, usageRanges, type UsageRange } from '@facet/data';
import { UsageScreen, type UsageKindFilter, type UsageToolFilter } from '@facet/ui';
import { useState } from 'react';

/** The tools whose runs spend credits, in the order the product lists them, then those without a page (parts upres). */
const toolChoices = [...toolDefinitions, ...pagelessToolDefinitions].map((definition) => definition.sessionType);

/** `/dashboard/profile/usage`: credits spent per day and tool, and the credit history with its filters. */
export function UsageRoute() {
  const [rangeDays, setRangeDays] = useState<UsageRange>(30);
  const [kind, setKind] = useState<UsageKindFilter>('all');
  const [tool, setTool] = useState<UsageToolFilter>('all');
  const timeZone = localTimeZone();
  const usage = useCreditUsage(rangeDays, timeZone);
  const history = useCreditHistory({ kind: kind === 'all' ? undefined : kind, tool: tool === 'all' ? undefined : tool });
  return (
    <UsageScreen
      rangeDays={rangeDays}
      rangeChoices={usageRanges}
      onRangeChange={(days) => setRangeDays(usageRanges.find((each) => each === days) ?? 30)}
      usage={usage.usage}
      usageError={usage.usage ? undefined : errorText(usage.error)}
      onRetryUsage={usage.refresh}
      kind={kind}
      onKindChange={setKind}
      tool={tool}
      toolChoices={toolChoices}
      onToolChange={setTool}
      entries={history.isLoading ? undefined : history.entries}
      historyError={errorText(history.error)}
      hasMore={history.hasMore}
      isLoadingMore={history.isLoadingMore}
      onLoadMore={history.loadMore}
      onRetryHistory={history.refresh}
      timeZone={timeZone}
    />
  );
}
