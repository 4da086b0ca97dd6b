import { ChartColumn, Coins, CreditCard, History, House, Layers, Play, Search, Shield, Star, Ticket, User, Users, type LucideIcon } from 'lucide-react';
import { Icon } from '../private/Icon';

export const navIcons = ['home', 'assets', 'profile', 'usage', 'credits', 'billing', 'admin', 'organization', 'search', 'showcase', 'sessions', 'coupons', 'audit'] as const;
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
  search: Search,
  showcase: Star,
  sessions: Play,
  coupons: Ticket,
  audit: History,
};

export function NavIcon({ name }: { name: NavIconName }) {
  return <Icon icon={glyphs[name]} size={16} />;
}
