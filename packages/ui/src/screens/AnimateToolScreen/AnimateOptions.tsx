import { ANIMATE_PRESETS, type AnimateMotion, animateMotions, type AnimateOptions as AnimateRunOptions, animatePresets, type AnimateRig, animateRigs } from '@facet/contract';
import { useId } from 'react';
import { Text } from 'react-aria-components';
import { Stack } from '../../components/Stack/Stack';
import { SegmentedChoice } from '../../components/private/SegmentedChoice';
import { OptionHeading } from '../../components/private/ToolOptions';
import * as options from '../../components/private/ToolOptions.css';

export interface AnimateOptionsProps {
  /** The run's options, every one given (the contract's, named as the API names them). */
  settings: Required<AnimateRunOptions>;
  /** Every change, with all the options. */
  onChange(next: AnimateOptionsProps['settings']): void;
}

const rigNames: Record<AnimateRig, string> = { auto: 'Auto', biped: 'Biped', chain: 'Chain' };
const rigText: Record<AnimateRig, string> = {
  auto: 'A biped when the mesh is shaped like a person (two legs, arms, a head), else a chain of bones along its longest axis.',
  biped: 'Hips, spine, chest, neck, head, arms and legs, placed from the mesh’s shape. A mesh that is not a humanoid is refused and refunded.',
  chain: 'A root and five bones along the mesh’s longest axis, from the end nearer the ground: for props, tails and creatures.',
};
const motionNames: Record<AnimateMotion, string> = { in_place: 'In place', moving: 'Moving' };
/** What the preset calls a biped's hips and left thigh, as a hint of its naming. */
const presetExample: Record<(typeof animatePresets)[number], string> = {
  mixamo: 'mixamorig:Hips · mixamorig:LeftUpLeg',
  unity: 'Hips · LeftUpperLeg',
  unreal: 'pelvis · thigh_l',
  vrm: 'hips · leftUpperLeg',
};

/** The animate options: the kind of rig, how its bones are named, and whether the clips travel. */
export function AnimateOptions({ settings, onChange }: AnimateOptionsProps) {
  const rigLabel = useId();
  const presetLabel = useId();
  const motionLabel = useId();
  const set = <Key extends keyof AnimateOptionsProps['settings']>(key: Key, value: AnimateOptionsProps['settings'][Key]) => {
    if (settings[key] !== value) onChange({ ...settings, [key]: value });
  };
  return (
    <Stack space="5">
      <div className={options.optionGroup}>
        <span id={rigLabel} className={options.optionLabel}>
          Rig
        </span>
        <SegmentedChoice labelledBy={rigLabel} choices={animateRigs} selected={settings.rig} name={(choice) => rigNames[choice]} onChange={(choice) => set('rig', choice)} />
        <Text className={options.optionDescription}>{rigText[settings.rig]}</Text>
      </div>

      <div className={options.optionGroup}>
        <OptionHeading hint={settings.rig === 'chain' ? undefined : presetExample[settings.preset]}>
          <span id={presetLabel} className={options.optionLabel}>
            Bone names
          </span>
        </OptionHeading>
        <SegmentedChoice labelledBy={presetLabel} choices={animatePresets} selected={settings.preset} name={(choice) => ANIMATE_PRESETS[choice].label} onChange={(choice) => set('preset', choice)} />
        <Text className={options.optionDescription}>
          {`Named as ${ANIMATE_PRESETS[settings.preset].label} expects, so its animations and retargeting find the bones.`}
        </Text>
      </div>

      <div className={options.optionGroup}>
        <span id={motionLabel} className={options.optionLabel}>
          Motion
        </span>
        <SegmentedChoice labelledBy={motionLabel} choices={animateMotions} selected={settings.motion} name={(choice) => motionNames[choice]} onChange={(choice) => set('motion', choice)} />
        <Text className={options.optionDescription}>
          {settings.motion === 'moving' ? 'Walk and bounce carry the model forward (root motion).' : 'Every clip stays on the spot, ready to loop.'}
        </Text>
      </div>

      <Text className={options.optionDescription}>
        {settings.rig === 'chain' ? 'Clips: idle, bounce, spin and wave, in one GLB.' : 'Clips: idle, walk (bipeds), bounce, spin and wave, in one GLB.'}
      </Text>
    </Stack>
  );
}
