import {
  type Asset,
  type IntegerOption,
  TEXTURE_PRESETS,
  type TextureInput,
  type TextureOptions as TextureRunOptions,
  type TextureProjection,
  type TextureResolution,
  texturePresets,
  textureProjections,
  textureResolutions,
  textureSizeLabel,
} from '@facet/contract';
import { X } from 'lucide-react';
import { useId } from 'react';
import { Input, Label, NumberField, Text } from 'react-aria-components';
import { Button } from '../../components/Button/Button';
import { Inline } from '../../components/Inline/Inline';
import { Stack } from '../../components/Stack/Stack';
import { InputAssetPicker } from '../../components/ToolLayout/InputAssetPicker';
import { Icon } from '../../components/private/Icon';
import { SegmentedChoice } from '../../components/private/SegmentedChoice';
import { OptionHeading, OptionSlider, OptionSwitch } from '../../components/private/ToolOptions';
import * as options from '../../components/private/ToolOptions.css';
import * as styles from './TextureOptions.css';

export interface TextureOptionsProps {
  /**
   * The run's options, every one given (the contract's, named as the API names them), and beside them
   * `image`, the reference image's asset id when one is picked: an asset of the input, not an option.
   */
  settings: Required<TextureRunOptions> & Pick<TextureInput, 'image'>;
  /** The picked reference image (null when none is), and the images that can be picked (undefined while loading). */
  referenceImage: Asset | null;
  referenceCandidates: Asset[] | undefined;
  referenceError?: string;
  onRetryReferences(): void;
  /** What `tiles` may be (the tool definition's bounds). */
  tilesRange: IntegerOption;
  /** Every change, with all the options and the image. */
  onChange(next: TextureOptionsProps['settings']): void;
}

const projectionNames: Record<TextureProjection, string> = { front: 'Front', planar: 'Planar', triplanar: 'Triplanar' };

const projectionHelp: Record<TextureProjection, string> = {
  front: 'A picture of the object, cast from the front and fitted to its outline; the back sees it through the object.',
  planar: 'A material swatch repeated along the side the mesh shows most of.',
  triplanar: 'A material swatch cast from all three axes and blended, with no streaks on the sides.',
};

/** The texture tool's options: the reference image, how it is cast, the texture's size, the look and the UVs. */
export function TextureOptions({ settings, referenceImage, referenceCandidates, referenceError, onRetryReferences, tilesRange, onChange }: TextureOptionsProps) {
  const projectionLabel = useId();
  const sizeLabel = useId();
  const presetLabel = useId();
  const set = <Key extends keyof TextureOptionsProps['settings']>(key: Key, value: TextureOptionsProps['settings'][Key]) => {
    if (settings[key] !== value) onChange({ ...settings, [key]: value });
  };
  const swatch = settings.projection !== 'front';
  const look = TEXTURE_PRESETS[settings.preset];

  return (
    <Stack space="5">
      <Stack space="2">
        <InputAssetPicker
          label="Reference image"
          inputAsset={referenceImage}
          candidates={referenceCandidates}
          candidatesError={referenceError}
          onRetryCandidates={onRetryReferences}
          onPickAsset={(id) => set('image', id)}
          inputHint="Pick an image (optional)"
          emptyText="No images in your library yet. Upload a picture or a material swatch on the Assets page."
          isDisabled={false}
        />
        {referenceImage ? (
          <Inline space="2" alignY="center" justifyContent="space-between">
            <Text className={options.optionDescription}>{`Painted from “${referenceImage.name}”.`}</Text>
            <Button variant="ghost" size="sm" icon={<Icon icon={X} size={14} />} onPress={() => onChange({ ...settings, image: undefined })}>
              No image
            </Button>
          </Inline>
        ) : (
          <Text className={options.optionDescription}>Without an image, the mesh&apos;s own colours (texture, vertex colours or material) are baked.</Text>
        )}
      </Stack>

      <div className={options.optionGroup}>
        <span id={projectionLabel} className={options.optionLabel}>
          Projection
        </span>
        <SegmentedChoice labelledBy={projectionLabel} choices={textureProjections} selected={settings.projection} name={(choice) => projectionNames[choice]} onChange={(choice) => set('projection', choice)} />
        <Text className={options.optionDescription}>{projectionHelp[settings.projection]}</Text>
      </div>

      {swatch ? (
        <NumberField
          className={options.optionGroup}
          value={settings.tiles}
          minValue={tilesRange.min}
          maxValue={tilesRange.max}
          step={tilesRange.step}
          formatOptions={{ maximumFractionDigits: 0 }}
          onChange={(value) => {
            if (!Number.isNaN(value)) set('tiles', value);
          }}
        >
          <OptionHeading hint={`${settings.tiles}×`}>
            <Label className={options.optionLabel}>Tiles</Label>
          </OptionHeading>
          <Inline as="span" space="3" alignY="center">
            <OptionSlider aria-label="Tiles, how many" value={settings.tiles} minValue={tilesRange.min} maxValue={tilesRange.max} step={tilesRange.step} onChange={(value) => set('tiles', value)} />
            <Input className={styles.tilesInput} />
          </Inline>
          <Text slot="description" className={options.optionDescription}>
            How many times the swatch repeats along the mesh&apos;s longest side.
          </Text>
        </NumberField>
      ) : null}

      <div className={options.optionGroup}>
        <OptionHeading hint={`${settings.resolution} × ${settings.resolution} px`}>
          <span id={sizeLabel} className={options.optionLabel}>
            Texture size
          </span>
        </OptionHeading>
        <SegmentedChoice<TextureResolution> labelledBy={sizeLabel} choices={textureResolutions} selected={settings.resolution} name={textureSizeLabel} onChange={(choice) => set('resolution', choice)} />
      </div>

      <div className={options.optionGroup}>
        <OptionHeading hint={look.metallic === null ? 'as the mesh has it' : `metallic ${look.metallic} · roughness ${look.roughness}`}>
          <span id={presetLabel} className={options.optionLabel}>
            Material
          </span>
        </OptionHeading>
        <SegmentedChoice labelledBy={presetLabel} choices={texturePresets} selected={settings.preset} name={(choice) => TEXTURE_PRESETS[choice].label} onChange={(choice) => set('preset', choice)} />
      </div>

      <Stack space="2">
        <OptionSwitch isSelected={settings.keep_uvs} onChange={(value) => set('keep_uvs', value)}>
          Keep the mesh&apos;s own UVs
        </OptionSwitch>
        <Text className={options.optionDescription}>
          {settings.keep_uvs
            ? 'Kept when they are clean (inside the texture, not overlapping); otherwise new ones are unwrapped.'
            : 'New UVs are unwrapped into charts, even where the mesh has its own.'}
        </Text>
      </Stack>
    </Stack>
  );
}
