/** Animate (coming): rigs a mesh and bakes procedural clips (PRODUCT.md, Tools). */
import { defineComingTool } from './define-tool';
import { meshInputSchema } from './inputs';

export const animateTool = defineComingTool({
  id: 'animate',
  sessionType: 'animation',
  name: 'Animate',
  summary: 'Rig a mesh and bake idle, bounce, spin or wave clips.',
  costs: { run: 20 },
  pricing: 'per-run',
  input: meshInputSchema,
  pageFlags: ['can_access_animate'],
});
