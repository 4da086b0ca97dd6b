import type { NumberOption, Print3dOptions as Print3dRunOptions, Print3dSizeMode } from '@facet/contract';
import { useId, type ReactNode } from 'react';
import { Input, Label, NumberField, Text } from 'react-aria-components';
import { SegmentedChoice } from '../../components/private/SegmentedChoice';
import { OptionSwitch } from '../../components/private/ToolOptions';
import { Stack } from '../../components/Stack/Stack';
import * as styles from './Print3dOptions.css';

/** The options with a number, each with what the server accepts. */
export type Print3dNumberSetting = { [Key in keyof Print3dRunOptions]-?: Required<Print3dRunOptions>[Key] extends number ? Key : never }[keyof Print3dRunOptions];

export interface Print3dOptionsProps {
  /** The run's options, every one given (the contract's, named as the API names them). */
  settings: Required<Print3dRunOptions>;
  /** The bounds and steps of each number, from the tool definition. */
  ranges: Readonly<Record<Print3dNumberSetting, Pick<NumberOption, 'min' | 'max' | 'step'>>>;
  /** The picked mesh's longest side at scale 1 in millimetres, to show what a scale makes; unknown before a pick. */
  sourceLongestSideMm?: number;
  /** While a run goes the options cannot change. */
  isDisabled?: boolean;
  /** Every change, with all the options. */
  onChange(next: Required<Print3dRunOptions>): void;
}

const sizeModes: { id: Print3dSizeMode; label: string }[] = [
  { id: 'longest_side', label: 'Longest side' },
  { id: 'scale', label: 'Scale' },
];

const millimetres = (value: number) => `${value >= 100 ? Math.round(value) : Math.round(value * 10) / 10} mm`;

/** The 3D-printing tool's options: size, orientation, flat base, hollowing and the check limits. */
export function Print3dOptions({ settings, ranges, sourceLongestSideMm, isDisabled = false, onChange }: Print3dOptionsProps) {
  const sizeLabelId = useId();
  const set = <Key extends keyof Print3dRunOptions>(key: Key, value: Required<Print3dRunOptions>[Key]) => {
    if (settings[key] !== value) onChange({ ...settings, [key]: value });
  };
  const number = (key: Print3dNumberSetting, label: string, unit: string, description?: ReactNode) => (
    <NumberField
      className={styles.group}
      value={settings[key]}
      minValue={ranges[key].min}
      maxValue={ranges[key].max}
      step={ranges[key].step}
      isDisabled={isDisabled}
      formatOptions={{ maximumFractionDigits: 3 }}
      onChange={(value) => {
        if (!Number.isNaN(value)) set(key, value);
      }}
    >
      <Label className={styles.label}>{label}</Label>
      <span className={styles.fieldRow}>
        <Input className={styles.input} />
        <span className={styles.unit} aria-hidden="true">
          {unit}
        </span>
      </span>
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
    </NumberField>
  );

  const scaled = sourceLongestSideMm !== undefined ? sourceLongestSideMm * settings.scale : undefined;

  return (
    <Stack space="5">
      <div className={styles.group}>
        <span id={sizeLabelId} className={styles.label}>
          Size
        </span>
        <SegmentedChoice
          labelledBy={sizeLabelId}
          isDisabled={isDisabled}
          choices={sizeModes.map((mode) => mode.id)}
          selected={settings.size_mode}
          name={(id) => sizeModes.find((mode) => mode.id === id)!.label}
          onChange={(id) => set('size_mode', id)}
        />
        {settings.size_mode === 'longest_side'
          ? number('longest_side_mm', 'Longest side', 'mm', `From ${ranges.longest_side_mm.min} to ${ranges.longest_side_mm.max} mm; the other sides follow.`)
          : number(
              'scale',
              'Scale',
              '×',
              scaled !== undefined ? `One model metre is 1000 mm at 1×; this makes the longest side ${millimetres(scaled)}.` : 'One model metre is 1000 mm at 1×.',
            )}
      </div>

      <OptionSwitch isSelected={settings.orient_flat} isDisabled={isDisabled} onChange={(value) => set('orient_flat', value)}>
        Stand it on its flattest side
      </OptionSwitch>

      {number('flat_base_mm', 'Flat base', 'mm', 'Cuts this much off the bottom so it stands on a flat face; 0 keeps it whole.')}

      <div className={styles.group}>
        <OptionSwitch isSelected={settings.hollow} isDisabled={isDisabled} onChange={(value) => set('hollow', value)}>
          Hollow it out
        </OptionSwitch>
        {settings.hollow ? (
          <div className={styles.nested}>
            <div className={styles.pair}>
              {number('wall_mm', 'Wall thickness', 'mm')}
              {number('drain_hole_mm', 'Drain hole', 'mm')}
            </div>
            <Text className={styles.description}>Saves material and resin; the drain hole (0 for none) lets resin or powder out at the lowest point.</Text>
          </div>
        ) : null}
      </div>

      <fieldset className={styles.group}>
        <legend className={styles.section}>Checks</legend>
        <div className={styles.pair}>
          {number('min_wall_mm', 'Thinnest wall', 'mm')}
          {number('overhang_deg', 'Overhang from', '°')}
        </div>
      </fieldset>
    </Stack>
  );
}
