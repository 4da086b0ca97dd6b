/** Accounts: sign-in, the user profile, onboarding, deletion (SPEC.md sections 3, 6 and 7). */
import { z } from 'zod';
import { visibleName } from './text';
import { monetizationConfigSchema, tierSchema } from './tiers';
import { pagedSchema } from './paging';
import { AUTH } from './auth-limits';

export const onboardingSteps = ['upload_asset', 'create_folder', 'run_tool'] as const;
export type OnboardingStep = (typeof onboardingSteps)[number];

export const onboardingSchema = z.object({
  skipped: z.boolean(),
  completed_steps: z.array(z.enum(onboardingSteps)),
  /** Every step done, or skipped: the checklist is no longer shown. */
  done: z.boolean(),
});
export type Onboarding = z.infer<typeof onboardingSchema>;

export const userProfileSchema = z.object({
  _id: z.uuid(),
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  role: z.string(),
  tier: tierSchema,
  credits: z.number().int(),
  email_verified: z.boolean(),
  monetization_config: monetizationConfigSchema,
  onboarding: onboardingSchema,
  created_at: z.iso.datetime(),
  /** The admin signed in as this user with the token of this request (login-as); null otherwise. */
  impersonated_by: z.object({ email: z.string() }).nullable(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

const email = z.email().trim().max(320);
const password = z.string().min(AUTH.passwordMinLength).max(AUTH.passwordMaxLength);
const name = visibleName(z.string().trim().min(1, 'Enter a name.').max(100));

export const registerRequestSchema = z.object({ email, password, name: name.optional() });
export type RegisterRequest = z.input<typeof registerRequestSchema>;

// Logging in does not re-check the length rule: a password set under an older rule still works.
export const loginRequestSchema = z.object({ email, password: z.string().min(1).max(AUTH.passwordMaxLength) });
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** What register, login, admin login, reset and login-as answer: a bearer token and whose it is. */
export const tokenResponseSchema = z.object({ token: z.string(), user: userProfileSchema });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const verifyEmailRequestSchema = z.object({ token: z.string().min(1).max(200) });

export const forgotPasswordRequestSchema = z.object({ email });
export const resetPasswordParamsSchema = z.object({ resetToken: z.string().min(1).max(200) });
export const resetPasswordRequestSchema = z.object({ password });

/** Forgot-password and send-verification answer this, whatever the account. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const userIdParamsSchema = z.object({ id: z.uuid() });
export const updateUserRequestSchema = z.object({ name });
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;

export const creditsResponseSchema = z.object({ credits: z.number().int() });
export type CreditsResponse = z.infer<typeof creditsResponseSchema>;

/** One paid checkout: what was bought and what was charged for it. */
export const invoiceSchema = z.object({
  _id: z.string(),
  id: z.string(),
  /** The checkout it paid for; null for a plan's renewal, which has none. */
  checkout_id: z.uuid().nullable(),
  amount_cents: z.number().int(),
  currency: z.string(),
  status: z.string(),
  description: z.string(),
  created_at: z.iso.datetime(),
  /** The PDF receipt, at `GET /user/invoices/{id}/receipt` (the signed-in owner only). */
  receipt_url: z.string(),
});
export const invoicesResponseSchema = pagedSchema(invoiceSchema);
export type Invoice = z.infer<typeof invoiceSchema>;
export type InvoicesResponse = z.infer<typeof invoicesResponseSchema>;

export const updateTierRequestSchema = z.object({ user_id: z.uuid(), tier: tierSchema });
export type UpdateTierRequest = z.input<typeof updateTierRequestSchema>;

export const loginAsRequestSchema = z.object({ user_id: z.uuid() });
export type LoginAsRequest = z.input<typeof loginAsRequestSchema>;

/** What `DELETE /user` will remove, for the confirmation screen (PRODUCT.md, Delete flow). */
export const deleteFlowResponseSchema = z.object({
  email: z.string(),
  credits: z.number().int(),
  asset_count: z.number().int(),
  has_active_subscription: z.boolean(),
});
export type DeleteFlowResponse = z.infer<typeof deleteFlowResponseSchema>;

export const onboardingUpdateRequestSchema = z.object({ step: z.enum(onboardingSteps) });
export type OnboardingUpdateRequest = z.input<typeof onboardingUpdateRequestSchema>;
