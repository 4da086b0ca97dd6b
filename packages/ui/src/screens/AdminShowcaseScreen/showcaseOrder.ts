/** The showcase's order after a drop or a move, and an asset's id read from what an admin pastes. */

/**
 * `order` with the `moved` ids taken out and put, in their own order, before or after `target`
 * (which is not among them). An id not in `order` is ignored.
 */
export function reorder(order: readonly string[], moved: readonly string[], target: string, position: 'before' | 'after'): string[] {
  const movedSet = new Set(moved);
  const kept = order.filter((id) => !movedSet.has(id));
  const moving = order.filter((id) => movedSet.has(id));
  const at = kept.indexOf(target);
  if (at < 0 || moving.length === 0) return [...order];
  const index = position === 'before' ? at : at + 1;
  return [...kept.slice(0, index), ...moving, ...kept.slice(index)];
}

/** `order` with `id` one place earlier (`-1`) or later (`1`); unchanged at either end. */
export function moveBy(order: readonly string[], id: string, step: -1 | 1): string[] {
  const index = order.indexOf(id);
  const next = index + step;
  if (index < 0 || next < 0 || next >= order.length) return [...order];
  const result = [...order];
  [result[index], result[next]] = [result[next]!, result[index]!];
  return result;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** The asset id in an id or an asset's address (`/dashboard/asset/{id}`), lower-cased; null without one. */
export function assetIdFrom(text: string): string | null {
  return UUID.exec(text)?.[0]?.toLowerCase() ?? null;
}
