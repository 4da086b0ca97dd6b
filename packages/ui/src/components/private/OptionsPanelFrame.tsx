import type { Decorator } from '@storybook/react-vite';
import { vars } from '../../theme/contract.css';

/** Stories of a tool's options panel show it at the width and on the surface of ToolLayout's settings panel. */
export const inOptionsPanel: Decorator = (Story) => (
  <div style={{ width: 360, maxWidth: '100%', padding: 20, borderRadius: 12, border: `1px solid ${vars.color.border}`, background: vars.color.surface }}>
    <Story />
  </div>
);
