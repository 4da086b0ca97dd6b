/** Retexturing (coming): recolours a mesh's materials from a reference image or a PBR preset (PRODUCT.md, Tools). */
import { defineComingTool } from './define-tool';
import { meshInputSchema } from './inputs';

export const retexturingTool = defineComingTool({
  id: 'retexturing',
  sessionType: 'retexturing',
  name: 'Retexturing',
  summary: 'Recolour materials from a reference image or a PBR preset.',
  costs: { run: 20 },
  pricing: 'per-run',
  input: meshInputSchema,
  pageFlags: ['can_access_retexturing'],
  desktopOnly: true,
});
