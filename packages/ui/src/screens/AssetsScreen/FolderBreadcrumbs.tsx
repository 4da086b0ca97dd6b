import { useRef } from 'react';
import { Link, useDrop } from 'react-aria-components';
import { ASSET_DRAG_TYPE, droppedAssetIds } from '../../components/private/assetDrag';
import * as styles from './AssetsScreen.css';

export interface FolderCrumb {
  /** The folder's id; `null` for the top level. */
  id: string | null;
  name: string;
  href: string;
}

type MoveHandler = (assetIds: string[], folderId: string | null) => void;

function ParentCrumb({ crumb, onMove }: { crumb: FolderCrumb; onMove?: MoveHandler }) {
  const ref = useRef<HTMLAnchorElement>(null);
  const { dropProps, isDropTarget } = useDrop({
    ref,
    isDisabled: !onMove,
    getDropOperation: (types) => (types.has(ASSET_DRAG_TYPE) ? 'move' : 'cancel'),
    onDrop: async (event) => {
      const ids = (await droppedAssetIds(event.items)).filter((id) => id !== crumb.id);
      if (ids.length > 0) onMove?.(ids, crumb.id);
    },
  });
  // The drag events go on the list item (they bubble up from the link); the link itself is the
  // keyboard drop target, so it gets the ref and the drop description.
  const { onDragEnter, onDragOver, onDragLeave, onDrop } = dropProps;
  return (
    <li
      className={styles.crumb}
      data-drop-target={isDropTarget || undefined}
      onDragEnter={onDragEnter}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
    >
      <Link ref={ref} href={crumb.href} className={styles.crumbLink} aria-describedby={dropProps['aria-describedby']}>
        {crumb.name}
      </Link>
      <span className={styles.crumbSeparator} aria-hidden="true">
        /
      </span>
    </li>
  );
}

/**
 * Where the folder sits, from "All assets" down to the current folder, which is the page's
 * heading. Assets dragged onto a parent crumb move there.
 */
export function FolderBreadcrumbs({ crumbs, onMove }: { crumbs: readonly FolderCrumb[]; onMove?: MoveHandler }) {
  const current = crumbs.at(-1);
  return (
    <nav aria-label="Folder path" className={styles.crumbNav}>
      <ol className={styles.crumbs}>
        {crumbs.slice(0, -1).map((crumb) => (
          <ParentCrumb key={crumb.id ?? 'root'} crumb={crumb} onMove={onMove} />
        ))}
        <li className={styles.currentCrumb}>
          <h1 className={styles.title} title={current?.name}>
            {current?.name ?? 'All assets'}
          </h1>
        </li>
      </ol>
    </nav>
  );
}
