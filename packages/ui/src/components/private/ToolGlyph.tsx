import type { ToolId } from '@facet/contract';
import type { ReactNode } from 'react';
import { Icon } from './Icon';

const glyphs: Record<ToolId, ReactNode> = {
  texture: (
    <>
      <path d="m9.5 14.5 9.3-9.3a1.7 1.7 0 0 1 2.4 2.4l-9.3 9.3" />
      <path d="M8.5 14c-2 0-3.5 1.4-3.5 3.3 0 1.4-.8 2.2-2 2.7 1 .6 2.4 1 3.8 1 2.6 0 4.2-1.6 4.2-3.8 0-1.8-1.2-3.2-2.5-3.2Z" />
    </>
  ),
  'splat-gen': (
    <>
      <circle cx="7.5" cy="8" r="3" />
      <circle cx="16.5" cy="6.5" r="1.75" />
      <circle cx="15.5" cy="15.5" r="3.75" />
      <circle cx="6.5" cy="17" r="1.75" />
      <circle cx="11.75" cy="11.75" r="0.9" />
    </>
  ),
  segmentation: (
    <>
      <circle cx="6" cy="6" r="3" />
      <circle cx="6" cy="18" r="3" />
      <path d="M20 4 8.1 15.9M14.5 14.5 20 20M8.1 8.1 12 12" />
    </>
  ),
  retopology: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="1.5" />
      <path d="M3.5 12h17M12 3.5v17M3.5 3.5l17 17M12 3.5l8.5 8.5M3.5 12l8.5 8.5" />
    </>
  ),
  retexturing: (
    <>
      <path d="M12 3a9 9 0 1 0 0 18c1.2 0 1.8-1 1.3-2-.6-1.2.2-2.5 1.5-2.5H17a4 4 0 0 0 4-4C21 7 17 3 12 3Z" />
      <circle cx="7.5" cy="11.5" r="1.1" />
      <circle cx="10" cy="7.25" r="1.1" />
      <circle cx="15" cy="7.75" r="1.1" />
    </>
  ),
  'magic-edit': (
    <>
      <path d="m11 3 1.9 4.6 4.6 1.9-4.6 1.9L11 16l-1.9-4.6-4.6-1.9 4.6-1.9Z" />
      <path d="M18.5 14.5v5M16 17h5M5.5 16.5v4M3.5 18.5h4" />
    </>
  ),
  i3d: (
    <>
      <rect x="2.5" y="3.5" width="9" height="9" rx="1.5" />
      <path d="m2.5 10.5 3-3 3.5 3.5" />
      <path d="m17 10.5 4.5 2.5v5L17 20.5 12.5 18v-5Z" />
      <path d="m12.5 13 4.5 2.5 4.5-2.5M17 15.5v5" />
    </>
  ),
  animate: (
    <>
      <path d="M9 5.5v13l10-6.5Z" />
      <path d="M2.5 8.5h3M2 12h4M2.5 15.5h3" />
    </>
  ),
  '3d-video': (
    <>
      <rect x="2.5" y="6" width="13.5" height="12" rx="2" />
      <path d="m16 10.5 5.5-3.5v10L16 13.5" />
    </>
  ),
  '3d-printing': (
    <>
      <path d="M8.5 3h7v5h-7Z" />
      <path d="M12 8v3M10.25 11h3.5L12 13.5Z" />
      <path d="M6 17.5h12M4 21h16M7.5 17.5V15.5h9v2" />
    </>
  ),
};

/** A small line drawing for each tool, so the grid can be scanned by shape as well as by name. */
export function ToolGlyph({ id, size = 20 }: { id: ToolId; size?: number }) {
  return <Icon size={size}>{glyphs[id]}</Icon>;
}
