import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import * as styles from './SegmentedChoice.css';

/** How the choices share the row: `fill` (equal columns across it) or `fit` (natural widths). */
export type SegmentedLayout = 'fill' | 'fit';

export type SegmentedChoiceProps<Key extends string | number> = {
  choices: readonly Key[];
  selected: Key;
  /** The words on each choice. */
  name(choice: Key): string;
  /** Called with a choice other than the selected one. */
  onChange(choice: Key): void;
  /** No choice can be made (while the last one is being carried out). */
  isDisabled?: boolean;
  /** `fill` by default: a tool panel's option. */
  layout?: SegmentedLayout;
} & ({ /** The id of the label that names the choice. */ labelledBy: string } | { 'aria-label': string });

/**
 * The one segmented control: one of a few choices, side by side in one well. `fill` lays three (or
 * two in halves, four in quarters) across a panel; `fit` keeps each at its width and scrolls when the row is short.
 */
export function SegmentedChoice<Key extends string | number>({ choices, selected, name, onChange, isDisabled, layout = 'fill', ...label }: SegmentedChoiceProps<Key>) {
  const columns = choices.length === 2 || choices.length === 4 ? choices.length : 3;
  const className = layout === 'fit' ? styles.fit : `${styles.fill} ${styles.fillColumns[columns]}`;
  return (
    <ToggleButtonGroup
      {...('labelledBy' in label ? { 'aria-labelledby': label.labelledBy } : { 'aria-label': label['aria-label'] })}
      isDisabled={isDisabled}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[selected]}
      onSelectionChange={(keys) => {
        const [next] = keys;
        const choice = choices.find((each) => each === next);
        if (choice !== undefined && choice !== selected) onChange(choice);
      }}
      className={className}
    >
      {choices.map((choice) => (
        <ToggleButton key={choice} id={choice} className={layout === 'fit' ? styles.fitItem : styles.item}>
          {name(choice)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
