import {
  type Asset,
  HEX_COLOUR,
  RETEXTURING_PALETTE_MAX,
  RETEXTURING_PRESETS,
  type RetexturingInput,
  type RetexturingOptions as RetexturingRunOptions,
  retexturingPresets,
} from '@facet/contract';
import { useId, useState } from 'react';
import { Input, Label, Text, TextField } from 'react-aria-components';
import { Stack } from '../../components/Stack/Stack';
import { InputAssetPicker } from '../../components/ToolLayout/InputAssetPicker';
import { SegmentedChoice } from '../../components/private/SegmentedChoice';
import { OptionHeading, OptionSlider } from '../../components/private/ToolOptions';
import * as options from '../../components/private/ToolOptions.css';
import * as styles from './RetexturingOptions.css';

export interface RetexturingOptionsProps {
  /**
   * The run's options, every one given (the contract's, named as the API names them), and beside them
   * `image`, the reference image's asset id when one is picked: an asset of the input, not an option.
   */
  settings: Required<RetexturingRunOptions> & Pick<RetexturingInput, 'image'>;
  /** The picked reference image (null when none is), and the images that can be picked (undefined while loading). */
  referenceImage: Asset | null;
  referenceCandidates: Asset[] | undefined;
  referenceError?: string;
  onRetryReferences(): void;
  /** What `strength` may be (the tool definition's bounds). */
  strengthRange: { min: number; max: number; step: number };
  /** Every change, with all the options and the image. */
  onChange(next: RetexturingOptionsProps['settings']): void;
}

type ColourSource = 'image' | 'palette' | 'keep';
const colourSources: readonly ColourSource[] = ['image', 'palette', 'keep'];
const colourSourceNames: Record<ColourSource, string> = { image: 'Image', palette: 'Palette', keep: 'Keep' };

/** The hex colours in what a person typed (`#` optional, commas or spaces between), and the words that are not one. */
export function parsePalette(text: string): { palette: string[]; invalid: string[] } {
  const words = text.split(/[\s,;]+/).filter(Boolean);
  const palette: string[] = [];
  const invalid: string[] = [];
  for (const word of words) {
    const hex = (word.startsWith('#') ? word : `#${word}`).toLowerCase();
    if (HEX_COLOUR.test(hex)) palette.push(hex);
    else invalid.push(word);
  }
  return { palette, invalid };
}

/** Whether a run with these settings changes anything (else the server refuses it). */
export const retexturingChangesSomething = (settings: RetexturingOptionsProps['settings']) =>
  Boolean(settings.image) || settings.palette.length > 0 || settings.preset !== 'none';

/** The retexturing options: where the new colours come from, how strongly they are taken, and the finish. */
export function RetexturingOptions({ settings, referenceImage, referenceCandidates, referenceError, onRetryReferences, strengthRange, onChange }: RetexturingOptionsProps) {
  const sourceLabel = useId();
  const presetLabel = useId();
  const [source, setSource] = useState<ColourSource>(settings.image ? 'image' : settings.palette.length > 0 ? 'palette' : 'keep');
  const [paletteText, setPaletteText] = useState(settings.palette.join(' '));
  const set = <Key extends keyof RetexturingOptionsProps['settings']>(key: Key, value: RetexturingOptionsProps['settings'][Key]) => {
    if (settings[key] !== value) onChange({ ...settings, [key]: value });
  };
  const look = RETEXTURING_PRESETS[settings.preset];
  const typed = parsePalette(paletteText);
  const tooMany = typed.palette.length > RETEXTURING_PALETTE_MAX;

  const chooseSource = (next: ColourSource) => {
    setSource(next);
    if (next === 'image') onChange({ ...settings, palette: [] });
    else if (next === 'palette') onChange({ ...settings, image: undefined, palette: typed.palette.slice(0, RETEXTURING_PALETTE_MAX) });
    else onChange({ ...settings, image: undefined, palette: [] });
  };

  return (
    <Stack space="5">
      <div className={options.optionGroup}>
        <span id={sourceLabel} className={options.optionLabel}>
          Colours from
        </span>
        <SegmentedChoice labelledBy={sourceLabel} choices={colourSources} selected={source} name={(choice) => colourSourceNames[choice]} onChange={chooseSource} />
      </div>

      {source === 'image' ? (
        <Stack space="2">
          <InputAssetPicker
            label="Reference image"
            inputAsset={referenceImage}
            candidates={referenceCandidates}
            candidatesError={referenceError}
            onRetryCandidates={onRetryReferences}
            onPickAsset={(id) => set('image', id)}
            inputHint="Pick an image"
            emptyText="No images in your library yet. Upload a picture or a material swatch on the Assets page."
            isDisabled={false}
          />
          <Text className={options.optionDescription}>
            {referenceImage ? `The mesh takes the colours of “${referenceImage.name}”.` : 'The mesh takes the colours of the picture you pick.'}
          </Text>
        </Stack>
      ) : null}

      {source === 'palette' ? (
        <TextField
          className={options.optionGroup}
          value={paletteText}
          onChange={(text) => {
            setPaletteText(text);
            const next = parsePalette(text).palette.slice(0, RETEXTURING_PALETTE_MAX);
            if (next.join() !== settings.palette.join()) onChange({ ...settings, image: undefined, palette: next });
          }}
        >
          <Label className={options.optionLabel}>Palette</Label>
          <Input className={options.optionInput} placeholder="#a0522d #cd853f #f5deb3" />
          {settings.palette.length > 0 ? (
            <span className={styles.swatches} aria-hidden="true">
              {settings.palette.map((colour, index) => (
                <span key={`${colour}-${index}`} className={styles.swatch} style={{ background: colour }} title={colour} />
              ))}
            </span>
          ) : null}
          <Text slot="description" className={options.optionDescription}>
            {typed.invalid.length > 0
              ? `Not a hex colour: ${typed.invalid.join(', ')}.`
              : tooMany
                ? `Only the first ${RETEXTURING_PALETTE_MAX} colours are used.`
                : `Up to ${RETEXTURING_PALETTE_MAX} hex colours, separated by spaces.`}
          </Text>
        </TextField>
      ) : null}

      {source === 'keep' ? <Text className={options.optionDescription}>The mesh keeps its own colours; only its finish changes.</Text> : null}

      {source !== 'keep' ? (
        <div className={options.optionGroup}>
          <OptionHeading hint={`${Math.round(settings.strength * 100)}%`}>
            <span className={options.optionLabel} aria-hidden="true">
              Strength
            </span>
          </OptionHeading>
          <OptionSlider
            aria-label="Strength"
            formatOptions={{ style: 'percent' }}
            value={settings.strength}
            minValue={strengthRange.min}
            maxValue={strengthRange.max}
            step={strengthRange.step}
            onChange={(value) => set('strength', value)}
          />
          <Text className={options.optionDescription}>How far the colours move toward the reference&apos;s: all the way at 100%.</Text>
        </div>
      ) : null}

      <div className={options.optionGroup}>
        <OptionHeading hint={look.metallic === null ? 'as the mesh has it' : `metallic ${look.metallic} · roughness ${look.roughness}`}>
          <span id={presetLabel} className={options.optionLabel}>
            Finish
          </span>
        </OptionHeading>
        <SegmentedChoice labelledBy={presetLabel} choices={retexturingPresets} selected={settings.preset} name={(choice) => RETEXTURING_PRESETS[choice].label} onChange={(choice) => set('preset', choice)} />
        <Text className={options.optionDescription}>
          {settings.preset === 'none' ? "The mesh's own metallic, roughness and normal map are kept." : `Sets metallic and roughness and adds a tiling ${look.label.toLowerCase()} normal map on the mesh's UVs.`}
        </Text>
      </div>

      {retexturingChangesSomething(settings) ? null : (
        <Text className={options.optionDescription}>Nothing to change yet: pick a reference image, a palette or a finish.</Text>
      )}
    </Stack>
  );
}
