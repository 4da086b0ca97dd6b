import { z } from 'zod';
import { tokenResponseSchema } from './account';
import { oauthProviderIds } from './oauth-providers';

export const oauthProviderParamsSchema = z.object({ provider: z.enum(oauthProviderIds) });

/** `GET /auth/oauth/:provider/start`: where to land after signing in (a path of the app). */
export const oauthStartQuerySchema = z.object({
  redirect_to: z
    .string()
    .max(2048)
    .regex(/^\/(?!\/)/, 'must be a path of this app, starting with a single /')
    .optional(),
});

/** What the provider handed back to the app's `/auth/{provider}` page, posted on to the API. */
export const oauthCallbackBodySchema = z.object({
  code: z.string().min(1).max(4096),
  state: z.string().min(1).max(512),
});

/** `GET /auth/providers`: which sign-in providers this server has credentials for. */
export const authProvidersResponseSchema = z.object({
  providers: z.array(z.object({ id: z.enum(oauthProviderIds), name: z.string(), enabled: z.boolean() })),
});
export type AuthProvidersResponse = z.infer<typeof authProvidersResponseSchema>;

/** A completed provider sign-in: the session, and where the person was going before it. */
export const oauthCallbackResponseSchema = tokenResponseSchema.extend({ redirect_to: z.string().nullable() });
export type OAuthCallbackResponse = z.infer<typeof oauthCallbackResponseSchema>;
