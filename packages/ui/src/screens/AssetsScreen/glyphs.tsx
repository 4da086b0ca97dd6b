import { CircleCheck, CircleExclamationPoint, File, FolderInput, FolderPlus, type LucideIcon, RotateCw, Search, SearchX, Trash, Upload, X } from 'lucide-react';
import { Icon } from '../../components/private/Icon';

// The icons of the assets screen, one per meaning, drawn at whatever size each place needs.
const icons = {
  upload: Upload,
  newFolder: FolderPlus,
  moveToFolder: FolderInput,
  delete: Trash,
  close: X,
  search: Search,
  nothingFound: SearchX,
  file: File,
  done: CircleCheck,
  failed: CircleExclamationPoint,
  retry: RotateCw,
} satisfies Record<string, LucideIcon>;

export type GlyphName = keyof typeof icons;

/** One of the screen's icons, decorative, `size` px square. */
export const glyph = (name: GlyphName, size: number) => <Icon size={size} icon={icons[name]} />;
