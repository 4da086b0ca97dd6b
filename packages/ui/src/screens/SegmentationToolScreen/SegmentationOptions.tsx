import { type IntegerOption, type SegmentationGranularity, type SegmentationOptions as SegmentationRunOptions, segmentationGranularities } from '@facet/contract';
import { useId } from 'react';
import { Input, Label, NumberField, Text } from 'react-aria-components';
import { Inline } from '../../components/Inline/Inline';
import { Stack } from '../../components/Stack/Stack';
import { SegmentedChoice } from '../../components/private/SegmentedChoice';
import { OptionHeading, OptionSlider } from '../../components/private/ToolOptions';
import * as options from '../../components/private/ToolOptions.css';
import * as styles from './SegmentationOptions.css';

export type { SegmentationGranularity };

/** The run's options, every one given (the contract's, named as the API names them). */
export interface SegmentationOptionsProps extends Required<SegmentationRunOptions> {
  /** How many parts each granularity makes (the tool definition's ranges). */
  partRanges: Readonly<Record<SegmentationGranularity, { min: number; max: number }>>;
  /** What the crease angle may be (the tool definition's bounds and step). */
  creaseRange: IntegerOption;
  /** Triangles of the input mesh, when one is picked. */
  sourceTriangles?: number;
  /** What is picked: an image is cut into foreground regions, so only the granularity (the most regions) applies. */
  inputKind?: 'mesh' | 'image';
  /** Every change, with all the options. */
  onChange(next: Required<SegmentationRunOptions>): void;
}

const granularityName: Record<SegmentationGranularity, string> = { simple: 'Simple', balanced: 'Balanced', detailed: 'Detailed' };

const rangeText = ({ min, max }: { min: number; max: number }, granularity: SegmentationGranularity) =>
  granularity === 'detailed' ? `${min}+ parts` : `${min}-${max} parts`;

/** The segmentation tool's options: how many parts, and how sharp a fold must be to separate them. */
export function SegmentationOptions({ granularity, crease_angle: creaseAngle, partRanges, creaseRange, sourceTriangles, inputKind = 'mesh', onChange }: SegmentationOptionsProps) {
  const granularityLabelId = useId();
  const settings: Required<SegmentationRunOptions> = { granularity, crease_angle: creaseAngle };
  const range = partRanges[granularity];

  return (
    <Stack space="5">
      <div className={options.optionGroup}>
        <OptionHeading hint={inputKind === 'image' ? `Up to ${range.max} regions` : rangeText(range, granularity)}>
          <span id={granularityLabelId} className={options.optionLabel}>
            Granularity
          </span>
        </OptionHeading>
        <SegmentedChoice
          labelledBy={granularityLabelId}
          choices={segmentationGranularities}
          selected={granularity}
          name={(each) => granularityName[each]}
          onChange={(next) => onChange({ ...settings, granularity: next })}
        />
        <Text className={options.optionDescription}>
          {inputKind === 'image'
            ? 'The background is found from the alpha channel, or from the colour of the border; each separate object becomes a cut-out.'
            : 'Separate pieces become parts first; joined shapes are cut where the surface folds inward.'}
          {inputKind === 'mesh' && sourceTriangles !== undefined && sourceTriangles < range.min * 2 ? ' This mesh has few triangles, so it may give fewer parts.' : ''}
        </Text>
      </div>

      {inputKind === 'image' ? null : (
      <NumberField
        className={options.optionGroup}
        value={creaseAngle}
        minValue={creaseRange.min}
        maxValue={creaseRange.max}
        step={creaseRange.step}
        formatOptions={{ maximumFractionDigits: 0 }}
        onChange={(value) => {
          if (!Number.isNaN(value) && value !== creaseAngle) onChange({ ...settings, crease_angle: value });
        }}
      >
        <Label className={options.optionLabel}>Crease angle (degrees)</Label>
        <Inline as="span" space="3" alignY="center">
          <OptionSlider
            aria-label="Crease angle, in degrees"
            value={Math.min(Math.max(creaseAngle, creaseRange.min), creaseRange.max)}
            minValue={creaseRange.min}
            maxValue={creaseRange.max}
            step={creaseRange.step}
            onChange={(value) => {
              if (value !== creaseAngle) onChange({ ...settings, crease_angle: value });
            }}
          />
          <Input className={styles.input} />
        </Inline>
        <Text slot="description" className={options.optionDescription}>
          {`${creaseRange.min}° to ${creaseRange.max}°: lower cuts at gentler folds.`}
        </Text>
      </NumberField>
      )}
    </Stack>
  );
}
