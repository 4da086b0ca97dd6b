import type { ThemeChoice } from '@facet/contract';
import type { ReactNode } from 'react';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { Sun } from 'lucide-react';
import { Icon, ICON_STROKE } from '../private/Icon';
import * as styles from './ThemeToggle.css';

export interface ThemeToggleProps {
  value: ThemeChoice;
  onChange(value: ThemeChoice): void;
}

const options: readonly { id: ThemeChoice; label: string; icon: ReactNode }[] = [
  {
    id: 'light',
    label: 'Light',
    icon: (
      <Sun size={15} strokeWidth={ICON_STROKE} />
    ),
  },
  {
    id: 'dark',
    label: 'Dark',
    icon: (
      <Icon size={15}>
        <path d="M20.5 14.5A8.5 8.5 0 0 1 9.5 3.5a8.5 8.5 0 1 0 11 11Z" />
      </Icon>
    ),
  },
  {
    id: 'system',
    label: 'System',
    icon: (
      <Icon size={15}>
        <rect x="3" y="4" width="18" height="12" rx="2" />
        <path d="M8 20h8M12 16v4" />
      </Icon>
    ),
  },
];

const isThemeChoice = (key: unknown): key is ThemeChoice => options.some((option) => option.id === key);

/** Light / Dark / System as one segmented control (a radio group to assistive tech). */
export function ThemeToggle({ value, onChange }: ThemeToggleProps) {
  return (
    <ToggleButtonGroup
      aria-label="Theme"
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[value]}
      onSelectionChange={(keys) => {
        const [next] = keys;
        // Pressing the selected segment again reports the same key: not a change.
        if (isThemeChoice(next) && next !== value) onChange(next);
      }}
      className={styles.group}
    >
      {options.map((option) => (
        <ToggleButton key={option.id} id={option.id} className={styles.item}>
          {option.icon}
          <span className={styles.label}>{option.label}</span>
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
