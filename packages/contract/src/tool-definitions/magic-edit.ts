/** Magic edit (coming): a chat that edits an asset through a fixed set of geometry operations (PRODUCT.md, Tools). */
import { z } from 'zod';
import { defineComingTool } from './define-tool';
import { assetIdSchema, promptSchema } from './inputs';

export const magicEditTool = defineComingTool({
  id: 'magic-edit',
  sessionType: 'chat_to_3d',
  name: 'Magic edit',
  summary: 'Edit an asset by chatting: recolour, scale, smooth, hollow.',
  /** A message, and each image it generates on top. */
  costs: { message: 5, image: 10 },
  pricing: 'per-message',
  input: z.object({ asset: assetIdSchema.optional(), prompt: promptSchema.optional() }),
  pageFlags: ['can_access_chat_to_3d'],
});
