import { Button as AriaButton } from 'react-aria-components';
import { Button } from '../../components/Button/Button';
import { glyph } from './glyphs';
import * as styles from './AssetsScreen.css';

export interface SelectionBarProps {
  count: number;
  onMove(): void;
  onDelete(): void;
  onClear(): void;
}

/** Floats over the grid while assets are selected: what is selected and what can be done with it. */
export function SelectionBar({ count, onMove, onDelete, onClear }: SelectionBarProps) {
  return (
    <div className={styles.selectionBar} role="toolbar" aria-label="Selected assets">
      <span className={styles.selectionCount} role="status">
        {count} selected
      </span>
      <span className={styles.selectionDivider} aria-hidden="true" />
      <Button size="sm" variant="ghost" onPress={onMove} icon={glyph('moveToFolder', 15)}>
        Move…
      </Button>
      <Button size="sm" variant="ghost" onPress={onDelete} icon={glyph('delete', 15)}>
        Delete…
      </Button>
      <span className={styles.selectionDivider} aria-hidden="true" />
      <AriaButton className={styles.selectionClear} onPress={onClear} aria-label="Clear selection">
        {glyph('close', 15)}
      </AriaButton>
    </div>
  );
}
