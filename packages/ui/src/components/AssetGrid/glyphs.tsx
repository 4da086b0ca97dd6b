import { Check, GripVertical } from 'lucide-react';
import { Icon } from '../private/Icon';

export const gripGlyph = <Icon icon={GripVertical} size={14} />;

export const checkGlyph = <Icon icon={Check} size={13} strokeWidth={2.4} />;
