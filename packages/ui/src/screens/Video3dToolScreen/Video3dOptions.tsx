import { Lock, Server } from 'lucide-react';
import {
  type IntegerOption,
  VIDEO_3D_BACKGROUNDS,
  VIDEO_3D_FPS,
  VIDEO_3D_LIGHTINGS,
  VIDEO_3D_MOTIONS,
  VIDEO_3D_RESOLUTIONS,
  type Video3dOptions as Video3dRunOptions,
  video3dBackgrounds,
  video3dLightings,
  video3dMotions,
  video3dResolutions,
} from '@facet/contract';
import { useId } from 'react';
import { Button as AriaButton, Text } from 'react-aria-components';
import { formatNumber } from '../../components/private/assetFormat';
import { Icon } from '../../components/private/Icon';
import { SegmentedChoice } from '../../components/private/SegmentedChoice';
import { OptionHeading, OptionSlider } from '../../components/private/ToolOptions';
import * as options from '../../components/private/ToolOptions.css';
import { Inline } from '../../components/Inline/Inline';
import { Stack } from '../../components/Stack/Stack';
import * as styles from './Video3dOptions.css';

/**
 * Where the video-to-video half stands for this person: `locked` without their plan's
 * `can_access_ai_video_to_video`; `no-model-server` with it, on a server that has no video model.
 */
export type AiVideoToVideoState = 'locked' | 'no-model-server';

export interface Video3dOptionsProps {
  /** The run's options, every one given (the contract's, named as the API names them). */
  settings: Required<Video3dRunOptions>;
  /** What `duration` may be, in seconds (the tool definition's bounds). */
  durationRange: IntegerOption;
  aiVideoToVideo: AiVideoToVideoState;
  /** Every change, with all the options. */
  onChange(next: Required<Video3dRunOptions>): void;
  /** Sends the person to pricing, for the video-to-video half their plan lacks. */
  onUpgrade(): void;
}

const lockGlyph = <Icon icon={Lock} size={13} />;
const serverGlyph = <Icon icon={Server} size={13} />;

const seconds = (value: number) => `${value} s`;

/** The 3D video's options: the camera's move, how long, how large, the background and the light; and the video-to-video half. */
export function Video3dOptions({ settings, durationRange, aiVideoToVideo, onChange, onUpgrade }: Video3dOptionsProps) {
  const motionLabel = useId();
  const resolutionLabel = useId();
  const backgroundLabel = useId();
  const lightingLabel = useId();
  const set = <Key extends keyof Video3dOptionsProps['settings']>(key: Key, value: Video3dOptionsProps['settings'][Key]) => {
    if (settings[key] !== value) onChange({ ...settings, [key]: value });
  };
  const size = VIDEO_3D_RESOLUTIONS[settings.resolution];
  const background = VIDEO_3D_BACKGROUNDS[settings.background];

  return (
    <Stack space="5">
      <div className={options.optionGroup}>
        <span id={motionLabel} className={options.optionLabel}>
          Motion
        </span>
        <SegmentedChoice labelledBy={motionLabel} choices={video3dMotions} selected={settings.motion} name={(choice) => VIDEO_3D_MOTIONS[choice].label} onChange={(choice) => set('motion', choice)} />
        <Text className={options.optionDescription}>{VIDEO_3D_MOTIONS[settings.motion].description}</Text>
      </div>

      <div className={options.optionGroup}>
        <OptionHeading hint={`${seconds(settings.duration)} · ${formatNumber(settings.duration * VIDEO_3D_FPS)} frames`}>
          <span className={options.optionLabel} aria-hidden="true">
            Duration
          </span>
        </OptionHeading>
        <OptionSlider
          aria-label="Duration"
          formatOptions={{ style: 'unit', unit: 'second', unitDisplay: 'short' }}
          value={settings.duration}
          minValue={durationRange.min}
          maxValue={durationRange.max}
          step={durationRange.step}
          onChange={(value) => set('duration', value)}
        />
        <Text className={options.optionDescription}>
          One full turn in {seconds(settings.duration)}, at {VIDEO_3D_FPS} frames a second; up to {durationRange.max} seconds.
        </Text>
      </div>

      <div className={options.optionGroup}>
        <OptionHeading hint={`${size.width} × ${size.height}`}>
          <span id={resolutionLabel} className={options.optionLabel}>
            Resolution
          </span>
        </OptionHeading>
        <SegmentedChoice labelledBy={resolutionLabel} choices={video3dResolutions} selected={settings.resolution} name={(choice) => VIDEO_3D_RESOLUTIONS[choice].label} onChange={(choice) => set('resolution', choice)} />
      </div>

      <div className={options.optionGroup}>
        <OptionHeading
          hint={
            <span className={styles.swatches} aria-hidden="true">
              <span className={styles.swatch} style={{ background: `linear-gradient(${background.top}, ${background.bottom})` }} />
            </span>
          }
        >
          <span id={backgroundLabel} className={options.optionLabel}>
            Background
          </span>
        </OptionHeading>
        <SegmentedChoice labelledBy={backgroundLabel} choices={video3dBackgrounds} selected={settings.background} name={(choice) => VIDEO_3D_BACKGROUNDS[choice].label} onChange={(choice) => set('background', choice)} />
      </div>

      <div className={options.optionGroup}>
        <span id={lightingLabel} className={options.optionLabel}>
          Lighting
        </span>
        <SegmentedChoice labelledBy={lightingLabel} choices={video3dLightings} selected={settings.lighting} name={(choice) => VIDEO_3D_LIGHTINGS[choice].label} onChange={(choice) => set('lighting', choice)} />
        <Text className={options.optionDescription}>{VIDEO_3D_LIGHTINGS[settings.lighting].description}</Text>
      </div>

      <section className={styles.aiSection} aria-label="AI video-to-video">
        <Inline space="2" alignY="center" align="spaceBetween">
          <span className={styles.aiTitle}>AI video-to-video</span>
          <span className={styles.aiState}>
            {aiVideoToVideo === 'locked' ? lockGlyph : serverGlyph}
            {aiVideoToVideo === 'locked' ? 'Not in your plan' : 'Not available here'}
          </span>
        </Inline>
        <Text className={options.optionDescription}>Restyles the rendered video with a generative video model, frame to frame.</Text>
        {aiVideoToVideo === 'locked' ? (
          <AriaButton className={styles.upgrade} onPress={onUpgrade} aria-label="Upgrade to use AI video-to-video">
            {lockGlyph}
            Upgrade
          </AriaButton>
        ) : (
          <Text className={options.optionDescription}>
            It needs a video model server, and none is configured on this server. The render above runs without one.
          </Text>
        )}
      </section>
    </Stack>
  );
}
