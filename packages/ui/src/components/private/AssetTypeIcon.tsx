import type { AssetType } from '@facet/contract';
import type { ReactNode } from 'react';
import { Icon } from './Icon';

const glyphs: Record<AssetType, ReactNode> = {
  folder: <path d="M3.5 7.5a2 2 0 0 1 2-2h3.6l2 2.2h7.4a2 2 0 0 1 2 2v7.8a2 2 0 0 1-2 2h-13a2 2 0 0 1-2-2Z" />,
  mesh: (
    <>
      <path d="M12 3 20 7.5v9L12 21l-8-4.5v-9Z" />
      <path d="M4 7.5 12 12l8-4.5M12 12v9" />
    </>
  ),
  image: (
    <>
      <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
      <circle cx="9" cy="10" r="1.6" />
      <path d="m20.5 15.5-4.5-4.5-8.5 8.5" />
    </>
  ),
  splat: (
    <>
      <circle cx="8" cy="8.5" r="3" />
      <circle cx="16.5" cy="7" r="1.75" />
      <circle cx="15.5" cy="15.5" r="3.5" />
      <circle cx="7" cy="16.5" r="1.75" />
    </>
  ),
  video: (
    <>
      <rect x="3" y="6" width="13" height="12" rx="2" />
      <path d="m16 10.5 5-3v9l-5-3" />
    </>
  ),
};

/** The line glyph of an asset type: list rows, placeholders and filters. */
export function AssetTypeIcon({ type, size = 16 }: { type: AssetType; size?: number }) {
  return <Icon size={size}>{glyphs[type]}</Icon>;
}
