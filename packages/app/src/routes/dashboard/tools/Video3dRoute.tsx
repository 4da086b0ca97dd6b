import { VIDEO_3D_DEFAULTS, VIDEO_3D_DURATION, type Video3dOptions as Video3dRunOptions, video3dTool } from '@facet/contract';
import { useUser } from '@facet/data';
import { type AiVideoToVideoState, Video3dOptions, video3dCaptions, video3dReportRows } from '@facet/ui';
import { type ToolPage, ToolRoute } from './ToolRoute';

type Options = Required<Video3dRunOptions>;

/**
 * The 3D video options, with the video-to-video half as the person's plan and this server have it:
 * locked without `can_access_ai_video_to_video`; with it, waiting on a model server this server lacks.
 */
function Video3dOptionsPanel({ options, setOptions, upgrade }: { options: Options; setOptions(next: Options): void; upgrade(): void }) {
  const { user } = useUser();
  const aiVideoToVideo: AiVideoToVideoState = user?.monetization_config?.can_access_ai_video_to_video ? 'no-model-server' : 'locked';
  return <Video3dOptions settings={options} durationRange={VIDEO_3D_DURATION} aiVideoToVideo={aiVideoToVideo} onChange={setOptions} onUpgrade={upgrade} />;
}

/** `/dashboard/asset/tool/3d-video`: the 3D video options on the shared tool page. */
export const video3dPage: ToolPage<typeof video3dTool, Options> = {
  definition: video3dTool,
  initialOptions: { ...VIDEO_3D_DEFAULTS },
  renderOptions: (options, setOptions, _run, upgrade) => <Video3dOptionsPanel options={options} setOptions={setOptions} upgrade={upgrade} />,
  describe: (report) => ({ rows: video3dReportRows(report), ...video3dCaptions(report) }),
  inputHint: 'Pick a mesh',
};

export function Video3dRoute() {
  return <ToolRoute page={video3dPage} />;
}
