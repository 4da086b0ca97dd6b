import { ChevronDown } from 'lucide-react';
import { Button as AriaButton, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { Icon } from './Icon';
import { ROLE_NAMES, type AssignableRole } from './organization';
import * as styles from './RoleSelect.css';
import { visuallyHidden } from './recipes.css';

export interface RoleSelectProps {
  label: string;
  /** Hides the label: the row around it names what it is for. */
  hideLabel?: boolean;
  value: AssignableRole;
  onChange(role: AssignableRole): void;
  isDisabled?: boolean;
}

const choices: { id: AssignableRole; description: string }[] = [
  { id: 'member', description: 'Reads and adds to the library' },
  { id: 'admin', description: 'Also manages members and invites' },
];

/** Admin or member, as a select button with a list. */
export function RoleSelect({ label, hideLabel = false, value, onChange, isDisabled }: RoleSelectProps) {
  return (
    <Select
      className={styles.select}
      selectedKey={value}
      onSelectionChange={(key) => {
        if (key === 'admin' || key === 'member') onChange(key);
      }}
      isDisabled={isDisabled}
    >
      {/* Hidden, not left out: the button's name is its value and this label ("Member, Role of Ada"). */}
      <Label className={hideLabel ? visuallyHidden : styles.label}>{label}</Label>
      <AriaButton className={styles.button}>
        <SelectValue className={styles.value}>{({ selectedText }) => selectedText}</SelectValue>
        <Icon icon={ChevronDown} size={14} />
      </AriaButton>
      <Popover className={styles.popover} placement="bottom end">
        <ListBox className={styles.list}>
          {choices.map((choice) => (
            <ListBoxItem key={choice.id} id={choice.id} textValue={ROLE_NAMES[choice.id]} className={styles.option}>
              <span className={styles.optionName}>{ROLE_NAMES[choice.id]}</span>
              <span className={styles.optionDescription}>{choice.description}</span>
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
