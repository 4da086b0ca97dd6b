/** Tiers, their prices, credits and the monetization flags each one sets (PRODUCT.md, Tiers). */
import { z } from 'zod';

export const tiers = ['free', 'starter', 'pro', 'studio'] as const;
export type Tier = (typeof tiers)[number];
export const tierSchema = z.enum(tiers);

/** The flags of SPEC.md section 3; the tool gates of section 5 read them. */
export const monetizationFlags = [
  'can_access_retopo_swift',
  'can_access_retopo_precision',
  'can_access_retexturing',
  'can_access_chat_to_3d',
  'can_access_animate',
  'can_access_ai_video_to_video',
] as const;
export type MonetizationFlag = (typeof monetizationFlags)[number];

export const monetizationConfigSchema = z.object(
  Object.fromEntries(monetizationFlags.map((flag) => [flag, z.boolean()])) as Record<MonetizationFlag, z.ZodBoolean>,
);
export type MonetizationConfig = z.infer<typeof monetizationConfigSchema>;

export interface TierInfo {
  tier: Tier;
  /** US dollars per month. */
  monthlyPriceUsd: number;
  /** Credits granted each month; for free, once at sign-up. */
  credits: number;
  flags: readonly MonetizationFlag[];
  /** Members an organization may have; 0 when the tier has no organizations. */
  organizationMembers: number;
}

const starterFlags = ['can_access_retopo_swift', 'can_access_retexturing', 'can_access_animate'] as const;
const proFlags = [...starterFlags, 'can_access_retopo_precision', 'can_access_chat_to_3d'] as const;

export const TIERS: Readonly<Record<Tier, TierInfo>> = {
  free: { tier: 'free', monthlyPriceUsd: 0, credits: 100, flags: [], organizationMembers: 0 },
  starter: { tier: 'starter', monthlyPriceUsd: 10, credits: 1_000, flags: starterFlags, organizationMembers: 0 },
  pro: { tier: 'pro', monthlyPriceUsd: 30, credits: 4_000, flags: proFlags, organizationMembers: 0 },
  studio: { tier: 'studio', monthlyPriceUsd: 90, credits: 15_000, flags: monetizationFlags, organizationMembers: 20 },
};

/** The name a person sees for each tier. */
export const TIER_NAMES: Readonly<Record<Tier, string>> = { free: 'Free', starter: 'Starter', pro: 'Pro', studio: 'Studio' };

/** Tiers named in a sentence, in the order given: `Pro`, `Pro and Studio`, `Starter, Pro and Studio`. */
export function tierNamesText(list: readonly Tier[]): string {
  const names = list.map((tier) => TIER_NAMES[tier]);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}` : (names[0] ?? '');
}

/** Credits a new account gets once, through the ledger: the free tier's allowance. */
export const SIGN_UP_CREDITS = TIERS.free.credits;

/** The monetization_config of a user on `tier`; an unknown tier text gets no flags. */
export function monetizationConfigFor(tier: string): MonetizationConfig {
  const flags: readonly MonetizationFlag[] = tierSchema.safeParse(tier).success ? TIERS[tier as Tier].flags : [];
  return Object.fromEntries(monetizationFlags.map((flag) => [flag, flags.includes(flag)])) as MonetizationConfig;
}

/** The admin role is any role text containing `admin`, case-insensitively (SPEC.md section 6). */
export function isAdminRole(role: string): boolean {
  return role.toLowerCase().includes('admin');
}

/** One-off credit packs (PRODUCT.md); they never expire. */
export const CREDIT_PACKS = [
  { id: 'pack_500', credits: 500, priceUsd: 5 },
  { id: 'pack_2500', credits: 2_500, priceUsd: 20 },
  { id: 'pack_10000', credits: 10_000, priceUsd: 70 },
] as const;

/** The first purchase within two hours of sign-up gets this much off (PRODUCT.md, welcome offer). */
export const WELCOME_OFFER_PERCENT_OFF = 20;
