/** Pieces of input several tools and session types share. */
import { z } from 'zod';
import { multiLine } from '../text';

export const assetIdSchema = z.uuid('An asset id is needed.');
/** What a person asks for in words: a chat message or an image prompt. */
export const promptSchema = multiLine(z.string().trim().min(1, 'Say what you want.').max(2000, 'Prompts are at most 2000 characters.'));

export const meshInputSchema = z.object({ mesh: assetIdSchema });
export const imageInputSchema = z.object({ image: assetIdSchema });
