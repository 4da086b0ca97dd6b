import { errorText, useAddToShowcase, useAdminShowcase, useRemoveFromShowcase, useReorderShowcase } from '@facet/data';
import { AdminShowcaseScreen } from '@facet/ui';

/** `/dashboard/admin/manage-showcase`: the public showcase, added to, reordered and taken from. */
export function AdminShowcaseRoute() {
  const showcase = useAdminShowcase();
  const add = useAddToShowcase();
  const remove = useRemoveFromShowcase();
  const reorder = useReorderShowcase();
  return (
    <AdminShowcaseScreen
      assets={showcase.assets}
      error={showcase.assets ? undefined : errorText(showcase.error)}
      onRetry={showcase.refresh}
      onAdd={(id) => void add.trigger(id).catch(() => undefined)}
      add={{ isPending: add.isMutating, error: errorText(add.error), done: add.data && !add.error ? `${add.data.name} is in the showcase.` : undefined }}
      onReorder={(ids) => void reorder.trigger(ids).catch(() => undefined)}
      reorder={{ isPending: reorder.isMutating, error: errorText(reorder.error) }}
      onRemove={(asset) => void remove.trigger(asset).catch(() => undefined)}
      remove={{ isPending: remove.isMutating, error: errorText(remove.error), done: remove.data && !remove.error ? `${remove.data.name} is out of the showcase.` : undefined }}
    />
  );
}
