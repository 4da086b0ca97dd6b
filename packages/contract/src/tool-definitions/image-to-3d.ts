/** Image to 3D (coming): lifts one image into a textured mesh (PRODUCT.md, Tools). */
import { defineComingTool } from './define-tool';
import { imageInputSchema } from './inputs';

export const imageTo3dTool = defineComingTool({
  id: 'i3d',
  sessionType: 'image_to_3d',
  name: 'Image to 3D',
  summary: 'Lift a single image into a textured mesh.',
  costs: { run: 30 },
  pricing: 'per-run',
  input: imageInputSchema,
  pageFlags: [],
});
