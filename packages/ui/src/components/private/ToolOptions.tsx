import type { ReactNode } from 'react';
import { Slider, type SliderProps, SliderThumb, SliderTrack, Switch, type SwitchProps, ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { Inline } from '../Inline/Inline';
import * as styles from './ToolOptions.css';

/** An option's label with its hint at the far end of the same line. */
export function OptionHeading({ children, hint }: { children: ReactNode; hint?: ReactNode }) {
  return (
    <Inline as="span" space="2" alignY="baseline" justifyContent="space-between">
      {children}
      {hint === undefined || hint === null ? null : <span className={styles.optionHint}>{hint}</span>}
    </Inline>
  );
}

/** The slider beside a number field's input: a thin rail filled up to its thumb. */
export function OptionSlider(props: Omit<SliderProps<number>, 'className' | 'children'>) {
  return (
    <Slider {...props} className={styles.slider}>
      {({ state }) => (
        <SliderTrack className={styles.sliderTrack}>
          <span className={styles.sliderFill} style={{ width: `${state.getThumbPercent(0) * 100}%` }} />
          <SliderThumb className={styles.sliderThumb} />
        </SliderTrack>
      )}
    </Slider>
  );
}

export interface SegmentedChoiceProps<Key extends string | number> {
  /** The id of the label that names the choice. */
  labelledBy: string;
  choices: readonly Key[];
  selected: Key;
  /** The words on each choice. */
  name(choice: Key): string;
  /** Called with a choice other than the selected one. */
  onChange(choice: Key): void;
  /** No choice can be made (while the last one is being carried out). */
  isDisabled?: boolean;
}

/** One of a few choices (three fit a panel's width; two share it in halves), side by side in one well. */
export function SegmentedChoice<Key extends string | number>({ labelledBy, choices, selected, name, onChange, isDisabled }: SegmentedChoiceProps<Key>) {
  return (
    <ToggleButtonGroup
      aria-labelledby={labelledBy}
      isDisabled={isDisabled}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[selected]}
      onSelectionChange={(keys) => {
        const [next] = keys;
        const choice = choices.find((each) => each === next);
        if (choice !== undefined && choice !== selected) onChange(choice);
      }}
      className={choices.length === 2 ? styles.segmentedPair : styles.segmentedChoice}
    >
      {choices.map((choice) => (
        <ToggleButton key={choice} id={choice} className={styles.segmentedChoiceItem}>
          {name(choice)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/** An on/off option, its words after the switch. */
export function OptionSwitch({ children, ...props }: Omit<SwitchProps, 'className' | 'children'> & { children: ReactNode }) {
  return (
    <Switch {...props} className={styles.optionSwitch}>
      <span className={styles.switchTrack} aria-hidden="true">
        <span className={styles.switchThumb} />
      </span>
      {children}
    </Switch>
  );
}
