import { Lock } from 'lucide-react';
import { type IntegerOption, RETOPOLOGY_LODS, type RetopologyMode, retopologyModes } from '@facet/contract';
import { useId } from 'react';
import {
  Button as AriaButton,
  Input,
  Label,
  NumberField,
  Radio,
  RadioGroup,
  Slider,
  SliderThumb,
  SliderTrack,
  Text,
  ToggleButton,
  ToggleButtonGroup,
} from 'react-aria-components';
import { formatNumber } from '../../components/private/assetFormat';
import { Icon } from '../../components/private/Icon';
import { Inline } from '../../components/Inline/Inline';
import { Stack } from '../../components/Stack/Stack';
import * as styles from './RetopologyOptions.css';

export type { RetopologyMode };

export type RetopologyLodCount = 1 | 2 | 3;
const retopologyLodCounts = Array.from({ length: RETOPOLOGY_LODS.max - RETOPOLOGY_LODS.min + 1 }, (_, k) => (RETOPOLOGY_LODS.min + k) as RetopologyLodCount);

export interface RetopologySettings {
  mode: RetopologyMode;
  /** Triangles of the first LOD. */
  targetTriangles: number;
  /** How many LODs to make; each after the first has half the triangles of the one before. */
  lods: RetopologyLodCount;
}

export interface RetopologyOptionsProps extends RetopologySettings {
  /** Modes the tier does not include: they show `Upgrade` and call `onUpgrade` instead of being picked. */
  lockedModes?: readonly RetopologyMode[];
  /** Triangles of the input mesh; gives the target's share. Unknown until a mesh is picked. */
  sourceTriangles?: number;
  /** What the first LOD may ask for: the tool definition's bounds, below the mesh's own triangles. */
  targetRange: Pick<IntegerOption, 'min' | 'max'>;
  /** Credits a run of each mode costs (the tool definition's price). */
  modeCosts: Readonly<Record<RetopologyMode, number>>;
  /** Every change, with all the settings. */
  onChange(next: RetopologySettings): void;
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

const isLodCount = (key: unknown): key is RetopologyLodCount => retopologyLodCounts.some((count) => count === key);

/** The retopology tool's options: mode, target triangle count and number of LODs. */
export function RetopologyOptions({
  mode,
  targetTriangles,
  lods,
  lockedModes = [],
  sourceTriangles,
  targetRange,
  modeCosts,
  onChange,
  onUpgrade,
}: RetopologyOptionsProps) {
  const lodLabelId = useId();
  const settings: RetopologySettings = { mode, targetTriangles, lods };
  const locked = new Set(lockedModes);
  const { min: minTarget, max: maxTarget } = targetRange;
  const canSlide = sourceTriangles !== undefined && maxTarget > minTarget;

  return (
    <Stack space="5">
      <RadioGroup
        className={styles.group}
        value={mode}
        onChange={(value) => {
          const next = retopologyModes.find((candidate) => candidate === value);
          if (next && next !== mode) onChange({ ...settings, mode: next });
        }}
      >
        <Label className={styles.label}>Mode</Label>
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
        className={styles.group}
        value={targetTriangles}
        minValue={minTarget}
        maxValue={maxTarget}
        onChange={(value) => {
          if (!Number.isNaN(value) && value !== targetTriangles) onChange({ ...settings, targetTriangles: value });
        }}
      >
        <Inline as="span" space="2" alignY="baseline" justifyContent="space-between">
          <Label className={styles.label}>Target triangles</Label>
          {sourceTriangles ? (
            <span className={styles.share}>
              {shareText(targetTriangles, sourceTriangles)} of {formatNumber(sourceTriangles)}
            </span>
          ) : null}
        </Inline>
        <Inline as="span" space="3" alignY="center">
          {canSlide ? (
            <Slider
              className={styles.slider}
              aria-label="Target triangles, as a share of the source"
              value={Math.min(Math.max(targetTriangles, minTarget), maxTarget)}
              minValue={minTarget}
              maxValue={maxTarget}
              onChange={(value) => {
                if (value !== targetTriangles) onChange({ ...settings, targetTriangles: value });
              }}
            >
              {({ state }) => (
                <SliderTrack className={styles.sliderTrack}>
                  <span className={styles.sliderFill} style={{ width: `${state.getThumbPercent(0) * 100}%` }} />
                  <SliderThumb className={styles.sliderThumb} />
                </SliderTrack>
              )}
            </Slider>
          ) : null}
          <Input className={canSlide ? `${styles.input} ${styles.inputBeside}` : styles.input} />
        </Inline>
        <Text slot="description" className={styles.description}>
          {sourceTriangles === undefined
            ? `At least ${formatNumber(minTarget)}. Pick a mesh to see its share.`
            : `LOD0 gets ${formatNumber(minTarget)} to ${formatNumber(maxTarget)} triangles.`}
        </Text>
      </NumberField>

      <div className={styles.group}>
        <span id={lodLabelId} className={styles.label}>
          Levels of detail
        </span>
        <ToggleButtonGroup
          aria-labelledby={lodLabelId}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[lods]}
          onSelectionChange={(keys) => {
            const [next] = keys;
            if (isLodCount(next) && next !== lods) onChange({ ...settings, lods: next });
          }}
          className={styles.segments}
        >
          {retopologyLodCounts.map((count) => (
            <ToggleButton key={count} id={count} className={styles.segment}>
              {count === 1 ? '1 LOD' : `${count} LODs`}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
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
