import type { Asset } from '@facet/contract';

/** A folder the dialog can offer: enough to place it in the tree. */
export type FolderOption = Pick<Asset, 'id' | 'name' | 'parent_id'>;

export const unavailableReasons = ['current', 'moving', 'inside-moving'] as const;
export type UnavailableReason = (typeof unavailableReasons)[number];

export interface FolderRow {
  folder: FolderOption;
  /** 0 for a top-level folder. */
  depth: number;
  /** Why it cannot take the assets, if it cannot. */
  unavailable?: UnavailableReason;
}

const byName = (a: FolderOption, b: FolderOption) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

/**
 * The folders as an indented tree, depth first and by name, marking the ones that cannot take
 * the moving assets: the folder they are in, the moving folders themselves and everything inside
 * them. A folder whose parent is not in the list is shown at the top level.
 */
export function folderRows(
  folders: readonly FolderOption[],
  { currentFolderId, movingIds }: { currentFolderId: string | null; movingIds: ReadonlySet<string> },
): FolderRow[] {
  const known = new Set(folders.map((folder) => folder.id));
  const children = new Map<string | null, FolderOption[]>();
  for (const folder of folders) {
    const parent = folder.parent_id !== null && known.has(folder.parent_id) ? folder.parent_id : null;
    children.set(parent, [...(children.get(parent) ?? []), folder]);
  }
  const rows: FolderRow[] = [];
  const visited = new Set<string>();
  const visit = (parent: string | null, depth: number, insideMoving: boolean) => {
    for (const folder of [...(children.get(parent) ?? [])].sort(byName)) {
      // A parent loop in bad data must not hang the dialog.
      if (visited.has(folder.id)) continue;
      visited.add(folder.id);
      const isMoving = movingIds.has(folder.id);
      const unavailable: UnavailableReason | undefined = isMoving
        ? 'moving'
        : insideMoving
          ? 'inside-moving'
          : folder.id === currentFolderId
            ? 'current'
            : undefined;
      rows.push(unavailable ? { folder, depth, unavailable } : { folder, depth });
      visit(folder.id, depth + 1, insideMoving || isMoving);
    }
  };
  visit(null, 0, false);
  return rows;
}
