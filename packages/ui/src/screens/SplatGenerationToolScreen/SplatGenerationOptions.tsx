import { formatGaussianCount, type IntegerOption, type SplatGenerationOptions as SplatGenerationRunOptions } from '@facet/contract';
import { Input, Label, NumberField, Text } from 'react-aria-components';
import { Inline } from '../../components/Inline/Inline';
import { Stack } from '../../components/Stack/Stack';
import { formatNumber } from '../../components/private/assetFormat';
import { OptionHeading, OptionSlider } from '../../components/private/ToolOptions';
import * as options from '../../components/private/ToolOptions.css';
import * as styles from './SplatGenerationOptions.css';

/** The run's options, every one given (the contract's, named as the API names them); only the count is shown. */
export interface SplatGenerationOptionsProps extends Required<SplatGenerationRunOptions> {
  /** What the count may be (the tool definition's bounds and step). */
  countRange: IntegerOption;
  /** Every change, with all the options. */
  onChange(next: Required<SplatGenerationRunOptions>): void;
}

/** Bytes per gaussian: 17 floats in the PLY; about 6.3 in the gzipped SPZ of a textured mesh. */
const PLY_BYTES = 68;
const SPZ_BYTES = 6.3;

const megabytes = (bytes: number) => `${bytes >= 10e6 ? Math.round(bytes / 1e6) : (bytes / 1e6).toFixed(1)} MB`;

/** The splat-generation tool's options: how many gaussians; colours are one per gaussian (SH degree 0). */
export function SplatGenerationOptions({ gaussian_count: gaussianCount, sh_degree, countRange, onChange }: SplatGenerationOptionsProps) {
  const clamped = Math.min(Math.max(gaussianCount, countRange.min), countRange.max);
  return (
    <Stack space="5">
      <NumberField
        className={options.optionGroup}
        value={gaussianCount}
        minValue={countRange.min}
        maxValue={countRange.max}
        step={countRange.step}
        formatOptions={{ maximumFractionDigits: 0 }}
        onChange={(value) => {
          if (!Number.isNaN(value) && value !== gaussianCount) onChange({ gaussian_count: value, sh_degree });
        }}
      >
        <OptionHeading hint={formatGaussianCount(clamped)}>
          <Label className={options.optionLabel}>Gaussians</Label>
        </OptionHeading>
        <Inline as="span" space="3" alignY="center">
          <OptionSlider
            aria-label="Gaussians, how many"
            value={clamped}
            minValue={countRange.min}
            maxValue={countRange.max}
            step={countRange.step}
            onChange={(value) => {
              if (value !== gaussianCount) onChange({ gaussian_count: value, sh_degree });
            }}
          />
          <Input className={styles.input} />
        </Inline>
        <Text slot="description" className={options.optionDescription}>
          {`${formatNumber(countRange.min)} to ${formatNumber(countRange.max)}: more gaussians show finer detail. About ${megabytes(clamped * PLY_BYTES)} as PLY, ${megabytes(clamped * SPZ_BYTES)} as SPZ.`}
        </Text>
      </NumberField>
      <Text className={options.optionDescription}>
        Gaussians are laid flat on the surface, coloured from its texture, vertex colours or material; one colour each (no view-dependent shading).
      </Text>
    </Stack>
  );
}
