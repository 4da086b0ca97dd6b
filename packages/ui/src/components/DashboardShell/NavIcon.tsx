import { ChartColumn, Coins, CreditCard, House, Layers, Shield, User, Users, type LucideIcon } from 'lucide-react';
import { Icon } from '../private/Icon';

export const navIcons = ['home', 'assets', 'profile', 'usage', 'credits', 'billing', 'admin', 'organization'] as const;
export type NavIconName = (typeof navIcons)[number];

const glyphs: Record<NavIconName, LucideIcon> = {
  home: House,
  assets: Layers,
  profile: User,
  usage: ChartColumn,
  credits: Coins,
  billing: CreditCard,
  admin: Shield,
  organization: Users,
};

export function NavIcon({ name }: { name: NavIconName }) {
  return <Icon icon={glyphs[name]} size={16} />;
}
