import { Button as AriaButton } from 'react-aria-components';
import { Button } from '../../components/Button/Button';
import { Icon } from '../../components/private/Icon';
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
      <Button
        size="sm"
        variant="ghost"
        onPress={onMove}
        icon={
          <Icon size={15}>
            <path d="M3.5 7.5a2 2 0 0 1 2-2h3.6l2 2.2h7.4a2 2 0 0 1 2 2v7.8a2 2 0 0 1-2 2h-13a2 2 0 0 1-2-2Z" />
            <path d="M11 14h6M14.5 11.5 17 14l-2.5 2.5" />
          </Icon>
        }
      >
        Move…
      </Button>
      <Button
        size="sm"
        variant="ghost"
        onPress={onDelete}
        icon={
          <Icon size={15}>
            <path d="M4 7h16M10 11v6M14 11v6M5.5 7l1 12a2 2 0 0 0 2 2h7a2 2 0 0 0 2-2l1-12M9 7V4.5A1.5 1.5 0 0 1 10.5 3h3A1.5 1.5 0 0 1 15 4.5V7" />
          </Icon>
        }
      >
        Delete…
      </Button>
      <span className={styles.selectionDivider} aria-hidden="true" />
      <AriaButton className={styles.selectionClear} onPress={onClear} aria-label="Clear selection">
        <Icon size={15}>
          <path d="M6 6l12 12M18 6 6 18" />
        </Icon>
      </AriaButton>
    </div>
  );
}
