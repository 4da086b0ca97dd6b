/** 3D video (coming): renders a turntable or orbit of an asset and encodes a video (PRODUCT.md, Tools). */
import { z } from 'zod';
import { defineComingTool } from './define-tool';
import { assetIdSchema } from './inputs';

export const video3dTool = defineComingTool({
  id: '3d-video',
  sessionType: 'video_3d',
  name: '3D video',
  summary: 'Render a turntable or orbit video of an asset.',
  costs: { run: 40 },
  pricing: 'per-run',
  input: z.object({ asset: assetIdSchema }),
  pageFlags: ['can_access_ai_video_to_video'],
  desktopOnly: true,
});
