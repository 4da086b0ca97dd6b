import { EmptyState } from '@facet/ui';

/** The tool pages come with the tool runner; until then the page says so plainly. */
export function ToolsComingRoute() {
  return (
    <EmptyState
      title="Tools are coming next"
      description="Running tools on your assets is the next part of Facet being switched on. Your uploads, folders and credits are ready for it."
    />
  );
}
