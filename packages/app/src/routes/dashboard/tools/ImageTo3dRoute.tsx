import {
  IMAGE_TO_3D_DEFAULTS,
  IMAGE_TO_KIT_DEFAULTS,
  type ImageTo3dOptions as SingleRunOptions,
  type ImageToKitOptions,
  imageTo3dTool,
  imageToKitTool,
  MULTIVIEW_DEFAULTS,
  multiviewTo3dTool,
} from '@facet/contract';
import { errorText, useAsset, useAssetList, useSession } from '@facet/data';
import {
  ImageTo3dOptions,
  type ImageTo3dMode,
  imageTo3dCaptions,
  imageTo3dModes,
  imageTo3dReportRows,
  imageToKitCaptions,
  imageToKitReportRows,
  type MultiviewSettings,
  multiviewCaptions,
  multiviewReady,
  multiviewReportRows,
} from '@facet/ui';
import { useSearchParams } from 'react-router-dom';
import { SESSION_PARAM } from './toolLinks';
import { type ToolPage, ToolRoute } from './ToolRoute';

/** The address's name for each mode; one picture is the page without one. */
const MODE_PARAM = 'mode';
/** The session type each mode starts. */
const modeOfSessionType: Readonly<Record<string, ImageTo3dMode>> = {
  [imageTo3dTool.sessionType]: 'single',
  [multiviewTo3dTool.sessionType]: 'multiview',
  [imageToKitTool.sessionType]: 'kit',
};
/** Where each mode's page keeps its picked picture in the address. */
const inputParam: Readonly<Record<ImageTo3dMode, string>> = { single: imageTo3dTool.inputAsset, multiview: multiviewTo3dTool.inputAsset, kit: imageToKitTool.inputAsset };

/** The pictures a person can pick for the side and the back, as many as the input picker offers. */
const PICTURE_PAGE = 30;

/** Switches the page's mode in the address, the picked picture kept; a run shown is left. */
function useModeSwitch(): (mode: ImageTo3dMode) => void {
  const [, setSearch] = useSearchParams();
  return (mode) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        const picked = Object.values(inputParam)
          .map((key) => current.get(key))
          .find(Boolean);
        for (const key of new Set(Object.values(inputParam))) next.delete(key);
        next.delete(SESSION_PARAM);
        if (picked) next.set(inputParam[mode], picked);
        if (mode === 'single') next.delete(MODE_PARAM);
        else next.set(MODE_PARAM, mode);
        return next;
      },
      { replace: true },
    );
}

function SinglePanel({ options, setOptions }: { options: Required<SingleRunOptions>; setOptions(next: Required<SingleRunOptions>): void }) {
  return <ImageTo3dOptions mode="single" settings={options} onChange={setOptions} onModeChange={useModeSwitch()} />;
}

function KitPanel({ options, setOptions }: { options: Required<ImageToKitOptions>; setOptions(next: Required<ImageToKitOptions>): void }) {
  return <ImageTo3dOptions mode="kit" settings={options} onChange={setOptions} onModeChange={useModeSwitch()} />;
}

/** Three views: the side and back pictures picked from the library's images. */
function MultiviewPanel({ options, setOptions }: { options: MultiviewSettings; setOptions(next: MultiviewSettings): void }) {
  const images = useAssetList({ include_types: ['image'] }, PICTURE_PAGE);
  const { asset: side } = useAsset(options.side);
  const { asset: back } = useAsset(options.back);
  return (
    <ImageTo3dOptions
      mode="multiview"
      settings={options}
      sidePicture={side ?? null}
      backPicture={back ?? null}
      candidates={images.isLoading ? undefined : images.assets}
      candidatesError={errorText(images.error, 'Your images could not be loaded.')}
      onRetryCandidates={images.refresh}
      onChange={setOptions}
      onModeChange={useModeSwitch()}
    />
  );
}

/** One picture lifted into a textured mesh. */
export const imageTo3dPage: ToolPage<typeof imageTo3dTool, Required<SingleRunOptions>> = {
  definition: imageTo3dTool,
  initialOptions: { ...IMAGE_TO_3D_DEFAULTS },
  renderOptions: (options, setOptions) => <SinglePanel options={options} setOptions={setOptions} />,
  describe: (report) => ({ rows: imageTo3dReportRows(report), ...imageTo3dCaptions(report) }),
  inputHint: 'Pick a picture',
};

/** Front, side and back carved into one mesh; the page's input is the front. */
export const multiviewPage: ToolPage<typeof multiviewTo3dTool, MultiviewSettings> = {
  definition: multiviewTo3dTool,
  hostTool: imageTo3dTool.id,
  initialOptions: { ...MULTIVIEW_DEFAULTS },
  renderOptions: (options, setOptions) => <MultiviewPanel options={options} setOptions={setOptions} />,
  describe: (report) => ({ rows: multiviewReportRows(report), ...multiviewCaptions(report) }),
  runDisabledReason: (options) => (multiviewReady(options) ? undefined : 'Pick the side and back pictures.'),
  inputHint: 'Pick the front picture',
};

/** Each separate thing in a picture made a part. */
export const imageToKitPage: ToolPage<typeof imageToKitTool, Required<ImageToKitOptions>> = {
  definition: imageToKitTool,
  hostTool: imageTo3dTool.id,
  initialOptions: { ...IMAGE_TO_KIT_DEFAULTS },
  renderOptions: (options, setOptions) => <KitPanel options={options} setOptions={setOptions} />,
  describe: (report) => ({ rows: imageToKitReportRows(report), ...imageToKitCaptions(report) }),
  inputHint: 'Pick a picture',
};

/**
 * `/dashboard/asset/tool/i3d`: Image to 3D, with its modes (one picture, three views, a kit of
 * parts), each a session type of its own. The mode is in the address (`mode`); a run named there
 * opens in the mode that started it.
 */
export function ImageTo3dRoute() {
  const [search] = useSearchParams();
  const asked = search.get(MODE_PARAM);
  const { session } = useSession(search.get(SESSION_PARAM));
  const mode: ImageTo3dMode = (session && modeOfSessionType[session.type]) ?? (imageTo3dModes.includes(asked as ImageTo3dMode) ? (asked as ImageTo3dMode) : 'single');
  // Each mode is its own page: switching starts that mode's options afresh.
  if (mode === 'multiview') return <ToolRoute key={mode} page={multiviewPage} />;
  if (mode === 'kit') return <ToolRoute key={mode} page={imageToKitPage} />;
  return <ToolRoute key={mode} page={imageTo3dPage} />;
}
