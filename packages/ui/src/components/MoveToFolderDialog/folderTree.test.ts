import { describe, expect, it } from 'vitest';
import { folderRows, type FolderOption } from './folderTree';

const folder = (id: string, parent_id: string | null = null, name = id): FolderOption => ({ id, name, parent_id });

const summary = (rows: ReturnType<typeof folderRows>) => rows.map((row) => `${'  '.repeat(row.depth)}${row.folder.id}${row.unavailable ? ` (${row.unavailable})` : ''}`);

describe('folderRows', () => {
  it('nests folders under their parents, depth first and by name', () => {
    const rows = folderRows([folder('props'), folder('chairs', 'furniture'), folder('Animals'), folder('furniture', 'props')], {
      currentFolderId: null,
      movingIds: new Set(),
    });
    expect(summary(rows)).toEqual(['Animals', 'props', '  furniture', '    chairs']);
  });

  it('marks the current folder, the moving folders and everything inside them', () => {
    const rows = folderRows([folder('a'), folder('b', 'a'), folder('c', 'b'), folder('d')], {
      currentFolderId: 'd',
      movingIds: new Set(['b']),
    });
    expect(summary(rows)).toEqual(['a', '  b (moving)', '    c (inside-moving)', 'd (current)']);
  });

  it('shows a folder whose parent is not in the list at the top level', () => {
    const rows = folderRows([folder('orphan', 'elsewhere')], { currentFolderId: null, movingIds: new Set() });
    expect(summary(rows)).toEqual(['orphan']);
  });

  it('stops at a parent loop instead of hanging', () => {
    const rows = folderRows([folder('a', 'b'), folder('b', 'a'), folder('root')], { currentFolderId: null, movingIds: new Set() });
    expect(summary(rows)).toEqual(['root']);
  });
});
