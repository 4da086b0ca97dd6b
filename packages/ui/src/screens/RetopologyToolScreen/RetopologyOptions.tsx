import { TOOL_COSTS } from '@facet/contract';
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
import * as styles from './RetopologyOptions.css';

export const retopologyModes = ['swift', 'precision'] as const;
export type RetopologyMode = (typeof retopologyModes)[number];

export const retopologyLodCounts = [1, 2, 3] as const;
export type RetopologyLodCount = (typeof retopologyLodCounts)[number];

/** Credits per run of each mode (PRODUCT.md, Tool costs). */
export const retopologyModeCosts: Readonly<Record<RetopologyMode, number>> = {
  swift: TOOL_COSTS.retopologySwift,
  precision: TOOL_COSTS.retopologyPrecision,
};

/** Fewer triangles than this is no longer a usable mesh; the engine refuses it too. */
export const MIN_TARGET_TRIANGLES = 100;

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
  /** Triangles of the input mesh; bounds the target and gives its share. Unknown until a mesh is picked. */
  sourceTriangles?: number;
  /** Every change, with all the settings. */
  onChange(next: RetopologySettings): void;
  onUpgrade(mode: RetopologyMode): void;
}

const modeText: Record<RetopologyMode, { name: string; description: string }> = {
  swift: { name: 'Swift', description: 'Fast triangle reduction that keeps UV seams.' },
  precision: { name: 'Precision', description: 'Attribute-aware reduction with quad-dominant topology.' },
};

const lockGlyph = (
  <Icon size={13}>
    <rect x="5" y="10.5" width="14" height="10" rx="2" />
    <path d="M8 10.5V8a4 4 0 0 1 8 0v2.5" />
  </Icon>
);

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
  onChange,
  onUpgrade,
}: RetopologyOptionsProps) {
  const lodLabelId = useId();
  const settings: RetopologySettings = { mode, targetTriangles, lods };
  const locked = new Set(lockedModes);
  const maxTarget = sourceTriangles === undefined ? undefined : Math.max(MIN_TARGET_TRIANGLES, sourceTriangles - 1);
  const canSlide = maxTarget !== undefined && maxTarget > MIN_TARGET_TRIANGLES;

  return (
    <div className={styles.root}>
      <RadioGroup
        className={styles.group}
        value={mode}
        onChange={(value) => {
          const next = retopologyModes.find((candidate) => candidate === value);
          if (next && next !== mode) onChange({ ...settings, mode: next });
        }}
      >
        <Label className={styles.label}>Mode</Label>
        <div className={styles.modes}>
          {retopologyModes.map((id) => {
            const isLocked = locked.has(id);
            const card = (
              <Radio value={id} isDisabled={isLocked} className={styles.mode}>
                <span className={styles.modeHead}>
                  <span className={styles.indicator} aria-hidden="true">
                    {isLocked ? lockGlyph : null}
                  </span>
                  <span className={styles.modeName}>{modeText[id].name}</span>
                  <span className={styles.modeCost}>{creditsText(retopologyModeCosts[id])}</span>
                </span>
                <span className={styles.modeDescription}>{modeText[id].description}</span>
              </Radio>
            );
            if (!isLocked) return <div key={id}>{card}</div>;
            return (
              <div key={id} className={styles.lockedMode}>
                {card}
                <span className={styles.upgradeRow}>
                  <AriaButton className={styles.upgrade} onPress={() => onUpgrade(id)} aria-label={`Upgrade to use ${modeText[id].name}`}>
                    {lockGlyph}
                    Upgrade
                  </AriaButton>
                  <span className={styles.upgradeNote}>Not included in your plan</span>
                </span>
              </div>
            );
          })}
        </div>
      </RadioGroup>

      <NumberField
        className={styles.group}
        value={targetTriangles}
        minValue={MIN_TARGET_TRIANGLES}
        maxValue={maxTarget}
        onChange={(value) => {
          if (!Number.isNaN(value) && value !== targetTriangles) onChange({ ...settings, targetTriangles: value });
        }}
      >
        <span className={styles.fieldHead}>
          <Label className={styles.label}>Target triangles</Label>
          {sourceTriangles ? (
            <span className={styles.share}>
              {shareText(targetTriangles, sourceTriangles)} of {formatNumber(sourceTriangles)}
            </span>
          ) : null}
        </span>
        <span className={styles.targetRow}>
          {canSlide ? (
            <Slider
              className={styles.slider}
              aria-label="Target triangles, as a share of the source"
              value={Math.min(Math.max(targetTriangles, MIN_TARGET_TRIANGLES), maxTarget)}
              minValue={MIN_TARGET_TRIANGLES}
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
        </span>
        <Text slot="description" className={styles.description}>
          {maxTarget === undefined
            ? `At least ${formatNumber(MIN_TARGET_TRIANGLES)}. Pick a mesh to see its share.`
            : `LOD0 gets ${formatNumber(MIN_TARGET_TRIANGLES)} to ${formatNumber(maxTarget)} triangles.`}
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
        <ul className={styles.lodList} aria-label="Triangles per LOD">
          {Array.from({ length: lods }, (_, level) => (
            <li key={level} className={styles.lod}>
              <span className={styles.lodName}>LOD{level}</span>
              <span className={styles.lodValue}>
                {level === 0 ? '' : '~'}
                {formatNumber(Math.max(1, Math.round(targetTriangles / 2 ** level)))}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
