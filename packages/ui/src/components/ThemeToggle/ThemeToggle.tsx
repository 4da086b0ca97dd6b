import type { ThemeChoice } from '@facet/contract';
import type { ReactNode } from 'react';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { Monitor, Moon, Sun } from 'lucide-react';
import { Icon } from '../private/Icon';
import * as styles from './ThemeToggle.css';

export interface ThemeToggleProps {
  value: ThemeChoice;
  onChange(value: ThemeChoice): void;
}

const options: readonly { id: ThemeChoice; label: string; icon: ReactNode }[] = [
  {
    id: 'light',
    label: 'Light',
    icon: <Icon icon={Sun} size={15} />,
  },
  {
    id: 'dark',
    label: 'Dark',
    icon: <Icon icon={Moon} size={15} />,
  },
  {
    id: 'system',
    label: 'System',
    icon: <Icon icon={Monitor} size={15} />,
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
