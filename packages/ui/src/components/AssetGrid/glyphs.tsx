import { Icon } from '../private/Icon';

export const gripGlyph = (
  <Icon size={14}>
    <path d="M9 6h.01M9 12h.01M9 18h.01M15 6h.01M15 12h.01M15 18h.01" strokeWidth="2.6" />
  </Icon>
);

export const checkGlyph = (
  <Icon size={13}>
    <path d="m5 12.5 4.5 4.5L19 7.5" strokeWidth="2.4" />
  </Icon>
);
