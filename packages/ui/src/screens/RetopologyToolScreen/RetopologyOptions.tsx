import { Lock } from 'lucide-react';
import { type IntegerOption, RETOPOLOGY_LODS, type RetopologyMode, type RetopologyOptions as RetopologyRunOptions, retopologyModes } from '@facet/contract';
import { useId } from 'react';
import {
  Button as AriaButton,
  Input,
  Label,
  NumberField,
  Radio,
  RadioGroup,
  Text,
} from 'react-aria-components';
import { formatNumber } from '../../components/private/assetFormat';
import { Icon } from '../../components/private/Icon';
import { SegmentedChoice } from '../../components/private/SegmentedChoice';
import { OptionHeading, OptionSlider } from '../../components/private/ToolOptions';
import * as options from '../../components/private/ToolOptions.css';
import { Inline } from '../../components/Inline/Inline';
import { Stack } from '../../components/Stack/Stack';
import * as styles from './RetopologyOptions.css';

export type { RetopologyMode };

export type RetopologyLodCount = Required<RetopologyRunOptions>['lods'];
const retopologyLodCounts = Array.from({ length: RETOPOLOGY_LODS.max - RETOPOLOGY_LODS.min + 1 }, (_, k) => (RETOPOLOGY_LODS.min + k) as RetopologyLodCount);

/** The run's options, every one given (the contract's, named as the API names them). */
export interface RetopologyOptionsProps extends Required<RetopologyRunOptions> {
  /** Modes the tier does not include: they show `Upgrade` and call `onUpgrade` instead of being picked. */
  lockedModes?: readonly RetopologyMode[];
  /** Triangles of the input mesh; gives the target's share. Unknown until a mesh is picked. */
  sourceTriangles?: number;
  /** What the first LOD may ask for: the tool definition's bounds, below the mesh's own triangles. */
  targetRange: Pick<IntegerOption, 'min' | 'max'>;
  /** Credits a run of each mode costs (the tool definition's price). */
  modeCosts: Readonly<Record<RetopologyMode, number>>;
  /** Every change, with all the options. */
  onChange(next: Required<RetopologyRunOptions>): void;
  onUpgrade(mode: RetopologyMode): void;
}

const modeText: Record<RetopologyMode, { name: string; description: string }> = {
  swift: { name: 'Swift', description: 'Fast triangle reduction that keeps UV seams.' },
  precision: { name: 'Precision', description: 'Attribute-aware reduction with quad-dominant topology.' },
};

const lockGlyph = <Icon icon={Lock} size={13} />;

const creditsText = (amount: number) => `${amount} ${amount === 1 ? 'credit' : 'credits'}`;

/** `10%`, or `<1%` for a target too small to show as a whole percent. */
function shareText(target: number, source: number): string {
  const percent = (target / source) * 100;
  return percent > 0 && percent < 1 ? '<1%' : `${Math.round(percent)}%`;
}

/** The retopology tool's options: mode, target triangle count and number of LODs. */
export function RetopologyOptions({
  mode,
  target_triangles: targetTriangles,
  lods,
  lockedModes = [],
  sourceTriangles,
  targetRange,
  modeCosts,
  onChange,
  onUpgrade,
}: RetopologyOptionsProps) {
  const lodLabelId = useId();
  const settings: Required<RetopologyRunOptions> = { mode, target_triangles: targetTriangles, lods };
  const locked = new Set(lockedModes);
  const { min: minTarget, max: maxTarget } = targetRange;
  const canSlide = sourceTriangles !== undefined && maxTarget > minTarget;

  return (
    <Stack space="5">
      <RadioGroup
        className={options.optionGroup}
        value={mode}
        onChange={(value) => {
          const next = retopologyModes.find((candidate) => candidate === value);
          if (next && next !== mode) onChange({ ...settings, mode: next });
        }}
      >
        <Label className={options.optionLabel}>Mode</Label>
        <Stack space="2">
          {retopologyModes.map((id) => {
            const isLocked = locked.has(id);
            const card = (
              <Radio value={id} isDisabled={isLocked} className={styles.mode}>
                <Inline as="span" space="2" alignY="center">
                  <span className={styles.indicator} aria-hidden="true">
                    {isLocked ? lockGlyph : null}
                  </span>
                  <span className={styles.modeName}>{modeText[id].name}</span>
                  <span className={styles.modeCost}>{creditsText(modeCosts[id])}</span>
                </Inline>
                <span className={styles.modeDescription}>{modeText[id].description}</span>
              </Radio>
            );
            if (!isLocked) return <div key={id}>{card}</div>;
            return (
              <div key={id} className={styles.lockedMode}>
                {card}
                <Inline as="span" space="2" alignY="center" className={styles.upgradeRow}>
                  <AriaButton className={styles.upgrade} onPress={() => onUpgrade(id)} aria-label={`Upgrade to use ${modeText[id].name}`}>
                    {lockGlyph}
                    Upgrade
                  </AriaButton>
                  <span className={styles.upgradeNote}>Not included in your plan</span>
                </Inline>
              </div>
            );
          })}
        </Stack>
      </RadioGroup>

      <NumberField
        className={options.optionGroup}
        value={targetTriangles}
        minValue={minTarget}
        maxValue={maxTarget}
        onChange={(value) => {
          if (!Number.isNaN(value) && value !== targetTriangles) onChange({ ...settings, target_triangles: value });
        }}
      >
        <OptionHeading hint={sourceTriangles ? `${shareText(targetTriangles, sourceTriangles)} of ${formatNumber(sourceTriangles)}` : null}>
          <Label className={options.optionLabel}>Target triangles</Label>
        </OptionHeading>
        <Inline as="span" space="3" alignY="center">
          {canSlide ? (
            <OptionSlider
              aria-label="Target triangles, as a share of the source"
              value={Math.min(Math.max(targetTriangles, minTarget), maxTarget)}
              minValue={minTarget}
              maxValue={maxTarget}
              onChange={(value) => {
                if (value !== targetTriangles) onChange({ ...settings, target_triangles: value });
              }}
            />
          ) : null}
          <Input className={canSlide ? `${styles.input} ${styles.inputBeside}` : styles.input} />
        </Inline>
        <Text slot="description" className={styles.description}>
          {sourceTriangles === undefined
            ? `At least ${formatNumber(minTarget)}. Pick a mesh to see its share.`
            : `LOD0 gets ${formatNumber(minTarget)} to ${formatNumber(maxTarget)} triangles.`}
        </Text>
      </NumberField>

      <div className={options.optionGroup}>
        <span id={lodLabelId} className={options.optionLabel}>
          Levels of detail
        </span>
        <SegmentedChoice
          labelledBy={lodLabelId}
          choices={retopologyLodCounts}
          selected={lods}
          name={(count) => (count === 1 ? '1 LOD' : `${count} LODs`)}
          onChange={(next) => onChange({ ...settings, lods: next })}
        />
        <Inline as="ul" space="2" wrap aria-label="Triangles per LOD">
          {Array.from({ length: lods }, (_, level) => (
            <li key={level} className={styles.lod}>
              <span className={styles.lodName}>LOD{level}</span>
              <span className={styles.lodValue}>
                {level === 0 ? '' : '~'}
                {formatNumber(Math.max(1, Math.round(targetTriangles / 2 ** level)))}
              </span>
            </li>
          ))}
        </Inline>
      </div>
    </Stack>
  );
}
