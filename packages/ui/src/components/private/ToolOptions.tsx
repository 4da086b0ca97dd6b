import type { ReactNode } from 'react';
import { Slider, type SliderProps, SliderThumb, SliderTrack, Switch, type SwitchProps } from 'react-aria-components';
import { Inline } from '../Inline/Inline';
import * as styles from './ToolOptions.css';

/** An option's label with its hint at the far end of the same line. */
export function OptionHeading({ children, hint }: { children: ReactNode; hint?: ReactNode }) {
  return (
    <Inline as="span" space="2" alignY="baseline" align="spaceBetween">
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
