import {
  type Asset,
  IMAGE_TO_3D_FACE_LIMIT,
  IMAGE_TO_3D_SYMMETRY_NAMES,
  IMAGE_TO_3D_THICKNESS,
  IMAGE_TO_KIT_PARTS,
  type ImageTo3dOptions as ImageTo3dRunOptions,
  type ImageToKitOptions,
  imageTo3dSymmetries,
  imageTo3dTopologies,
  MULTIVIEW_RESOLUTION,
  type MultiviewTo3dOptions,
} from '@facet/contract';
import { useId } from 'react';
import { Text } from 'react-aria-components';
import { Stack } from '../../components/Stack/Stack';
import { InputAssetPicker } from '../../components/ToolLayout/InputAssetPicker';
import { formatNumber } from '../../components/private/assetFormat';
import { SegmentedChoice } from '../../components/private/SegmentedChoice';
import { OptionHeading, OptionSlider } from '../../components/private/ToolOptions';
import * as options from '../../components/private/ToolOptions.css';

/** What the Image to 3D page makes: one picture lifted, three views carved, or a picture's things as parts. */
export const imageTo3dModes = ['single', 'multiview', 'kit'] as const;
export type ImageTo3dMode = (typeof imageTo3dModes)[number];
export const IMAGE_TO_3D_MODE_NAMES: Readonly<Record<ImageTo3dMode, string>> = { single: 'One picture', multiview: 'Three views', kit: 'Kit of parts' };
const modeDescriptions: Readonly<Record<ImageTo3dMode, string>> = {
  single: 'The subject of one picture, inflated into a rounded body with the picture on its front.',
  multiview: 'Front, side and back pictures of one subject, carved into a single mesh. The picture above is the front.',
  kit: 'Each separate thing in the picture becomes a part of its own, all at one scale.',
};

const topologyNames = { triangles: 'Triangles', quads: 'Quads' } as const;

/** The settings of each mode, every option given; multiview's side and back pictures are assets, not options. */
export type MultiviewSettings = Required<MultiviewTo3dOptions> & { side?: string; back?: string };

export type ImageTo3dOptionsProps = { onModeChange(mode: ImageTo3dMode): void } & (
  | { mode: 'single'; settings: Required<ImageTo3dRunOptions>; onChange(next: Required<ImageTo3dRunOptions>): void }
  | {
      mode: 'multiview';
      settings: MultiviewSettings;
      /** The picked side and back pictures (null when not yet), and the images that can be picked (undefined while loading). */
      sidePicture: Asset | null;
      backPicture: Asset | null;
      candidates: Asset[] | undefined;
      candidatesError?: string;
      onRetryCandidates(): void;
      onChange(next: MultiviewSettings): void;
    }
  | { mode: 'kit'; settings: Required<ImageToKitOptions>; onChange(next: Required<ImageToKitOptions>): void }
);

/** Whether a multiview run has its three pictures (the front is the page's input). */
export const multiviewReady = (settings: MultiviewSettings) => Boolean(settings.side && settings.back);

/** The Image to 3D options: what to make, then that mode's own options. */
export function ImageTo3dOptions(props: ImageTo3dOptionsProps) {
  const modeLabel = useId();
  return (
    <Stack space="5">
      <div className={options.optionGroup}>
        <span id={modeLabel} className={options.optionLabel}>
          Make
        </span>
        <SegmentedChoice labelledBy={modeLabel} choices={imageTo3dModes} selected={props.mode} name={(mode) => IMAGE_TO_3D_MODE_NAMES[mode]} onChange={props.onModeChange} />
        <Text className={options.optionDescription}>{modeDescriptions[props.mode]}</Text>
      </div>
      {props.mode === 'single' ? <SingleOptions settings={props.settings} onChange={props.onChange} /> : null}
      {props.mode === 'multiview' ? <MultiviewOptions {...props} /> : null}
      {props.mode === 'kit' ? <KitOptions settings={props.settings} onChange={props.onChange} /> : null}
    </Stack>
  );
}

function FaceLimit({ value, onChange, label, description }: { value: number; onChange(value: number): void; label: string; description: string }) {
  return (
    <div className={options.optionGroup}>
      <OptionHeading hint={formatNumber(value)}>
        <span className={options.optionLabel} aria-hidden="true">
          {label}
        </span>
      </OptionHeading>
      <OptionSlider aria-label={label} value={value} minValue={IMAGE_TO_3D_FACE_LIMIT.min} maxValue={IMAGE_TO_3D_FACE_LIMIT.max} step={IMAGE_TO_3D_FACE_LIMIT.step} onChange={onChange} />
      <Text className={options.optionDescription}>{description}</Text>
    </div>
  );
}

function Thickness({ value, onChange }: { value: number; onChange(value: number): void }) {
  return (
    <div className={options.optionGroup}>
      <OptionHeading hint={`${Math.round(value * 100)}%`}>
        <span className={options.optionLabel} aria-hidden="true">
          Thickness
        </span>
      </OptionHeading>
      <OptionSlider
        aria-label="Thickness"
        formatOptions={{ style: 'percent' }}
        value={value}
        minValue={IMAGE_TO_3D_THICKNESS.min}
        maxValue={IMAGE_TO_3D_THICKNESS.max}
        step={IMAGE_TO_3D_THICKNESS.step}
        onChange={onChange}
      />
      <Text className={options.optionDescription}>How deep the body is for its width: at 100% its thickest part is as round as a ball.</Text>
    </div>
  );
}

function SingleOptions({ settings, onChange }: { settings: Required<ImageTo3dRunOptions>; onChange(next: Required<ImageTo3dRunOptions>): void }) {
  const symmetryLabel = useId();
  const topologyLabel = useId();
  const set = <Key extends keyof Required<ImageTo3dRunOptions>>(key: Key, value: Required<ImageTo3dRunOptions>[Key]) => {
    if (settings[key] !== value) onChange({ ...settings, [key]: value });
  };
  return (
    <>
      <FaceLimit
        label="Face limit"
        value={settings.face_limit}
        onChange={(value) => set('face_limit', value)}
        description={settings.topology === 'quads' ? 'At most this many faces, quads and triangles, front and back.' : 'At most this many triangles, front and back.'}
      />
      <Thickness value={settings.thickness} onChange={(value) => set('thickness', value)} />
      <div className={options.optionGroup}>
        <span id={symmetryLabel} className={options.optionLabel}>
          Mirror
        </span>
        <SegmentedChoice labelledBy={symmetryLabel} choices={imageTo3dSymmetries} selected={settings.symmetry} name={(choice) => IMAGE_TO_3D_SYMMETRY_NAMES[choice]} onChange={(choice) => set('symmetry', choice)} />
        <Text className={options.optionDescription}>
          {settings.symmetry === 'mirror-back'
            ? 'The back shows the picture as seen from behind.'
            : settings.symmetry === 'left-right'
              ? 'The shape and colours are made the same on both sides of the middle; the back is mirrored too.'
              : 'Nothing is mirrored: the back takes the front’s colours, softened.'}
        </Text>
      </div>
      <div className={options.optionGroup}>
        <span id={topologyLabel} className={options.optionLabel}>
          Faces
        </span>
        <SegmentedChoice labelledBy={topologyLabel} choices={imageTo3dTopologies} selected={settings.topology} name={(choice) => topologyNames[choice]} onChange={(choice) => set('topology', choice)} />
        <Text className={options.optionDescription}>
          {settings.topology === 'quads' ? 'A textured GLB, and an OBJ of the same surface that keeps its quads for modelling.' : 'A textured GLB of triangles.'}
        </Text>
      </div>
    </>
  );
}

function MultiviewOptions(props: Extract<ImageTo3dOptionsProps, { mode: 'multiview' }>) {
  const { settings, onChange } = props;
  const picker = (key: 'side' | 'back', label: string, picture: Asset | null) => (
    <InputAssetPicker
      label={label}
      inputAsset={picture}
      candidates={props.candidates}
      candidatesError={props.candidatesError}
      onRetryCandidates={props.onRetryCandidates}
      onPickAsset={(id) => onChange({ ...settings, [key]: id })}
      inputHint="Pick an image"
      emptyText="No images in your library yet. Upload the pictures on the Assets page."
      isDisabled={false}
    />
  );
  return (
    <>
      <Stack space="3">
        {picker('side', 'Side picture', props.sidePicture)}
        {picker('back', 'Back picture', props.backPicture)}
        <Text className={options.optionDescription}>
          {multiviewReady(settings) ? 'Each picture’s subject is scaled to the same height.' : 'The side is seen from the right of the front picture; the back from behind.'}
        </Text>
      </Stack>
      <div className={options.optionGroup}>
        <OptionHeading hint={`${settings.resolution} voxels`}>
          <span className={options.optionLabel} aria-hidden="true">
            Detail
          </span>
        </OptionHeading>
        <OptionSlider
          aria-label="Detail"
          value={settings.resolution}
          minValue={MULTIVIEW_RESOLUTION.min}
          maxValue={MULTIVIEW_RESOLUTION.max}
          step={MULTIVIEW_RESOLUTION.step}
          onChange={(value) => settings.resolution !== value && onChange({ ...settings, resolution: value })}
        />
        <Text className={options.optionDescription}>Voxels along the longest side: more keeps finer shapes and takes longer.</Text>
      </div>
    </>
  );
}

function KitOptions({ settings, onChange }: { settings: Required<ImageToKitOptions>; onChange(next: Required<ImageToKitOptions>): void }) {
  const set = <Key extends keyof Required<ImageToKitOptions>>(key: Key, value: Required<ImageToKitOptions>[Key]) => {
    if (settings[key] !== value) onChange({ ...settings, [key]: value });
  };
  return (
    <>
      <div className={options.optionGroup}>
        <OptionHeading hint={`up to ${settings.max_parts}`}>
          <span className={options.optionLabel} aria-hidden="true">
            Parts
          </span>
        </OptionHeading>
        <OptionSlider aria-label="Parts" value={settings.max_parts} minValue={IMAGE_TO_KIT_PARTS.min} maxValue={IMAGE_TO_KIT_PARTS.max} step={IMAGE_TO_KIT_PARTS.step} onChange={(value) => set('max_parts', value)} />
        <Text className={options.optionDescription}>The largest separate things are kept; specks are left out.</Text>
      </div>
      <FaceLimit label="Faces per part" value={settings.face_limit} onChange={(value) => set('face_limit', value)} description="At most this many triangles in each part." />
      <Thickness value={settings.thickness} onChange={(value) => set('thickness', value)} />
    </>
  );
}
