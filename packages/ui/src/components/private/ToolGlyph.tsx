import type { ToolId } from '@facet/contract';
import { Bubbles, Cuboid, Grid3x3, Paintbrush, Palette, Play, Printer3d, Scissors, Video, WandSparkles, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Inline } from '../Inline/Inline';
import { Icon } from './Icon';

const glyphs: Record<ToolId, LucideIcon> = {
  texture: Paintbrush,
  'splat-gen': Bubbles,
  segmentation: Scissors,
  // A clean, even grid of faces is what retopology makes.
  retopology: Grid3x3,
  retexturing: Palette,
  'magic-edit': WandSparkles,
  i3d: Cuboid,
  animate: Play,
  '3d-video': Video,
  '3d-printing': Printer3d,
};

/** A small line drawing for each tool, so the grid can be scanned by shape as well as by name. */
export function ToolGlyph({ id, size = 20 }: { id: ToolId; size?: number }) {
  return <Icon icon={glyphs[id]} size={size} />;
}

/** The top row of a tool's tile: its glyph in a well (`wellClassName`), and on the right its badge. */
export function ToolTileHead({ id, wellClassName, badge }: { id: ToolId; wellClassName: string; badge: ReactNode }) {
  return (
    <Inline as="span" alignY="center" align="spaceBetween" marginBottom="2">
      <span className={wellClassName}>
        <ToolGlyph id={id} />
      </span>
      {badge}
    </Inline>
  );
}
