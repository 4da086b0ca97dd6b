import type { AssetType } from '@facet/contract';
import { BoxIcon, Bubbles, Folder, ImageIcon, Video, type LucideIcon } from 'lucide-react';
import { Icon } from './Icon';

const glyphs: Record<AssetType, LucideIcon> = {
  folder: Folder,
  mesh: BoxIcon,
  image: ImageIcon,
  // A Gaussian splat is a cloud of soft blobs of many sizes.
  splat: Bubbles,
  video: Video,
};

/** The line glyph of an asset type: list rows, placeholders and filters. */
export function AssetTypeIcon({ type, size = 16 }: { type: AssetType; size?: number }) {
  return <Icon icon={glyphs[type]} size={size} />;
}
