import { ChevronsUpDown, Library } from 'lucide-react';
import type { Organization } from '@facet/contract';
import { Button as AriaButton, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { Icon } from '../private/Icon';
import { OrgAvatar } from '../private/OrgAvatar';
import * as styles from './LibrarySwitcher.css';

/** The key of the person's own library in the list. */
const MY_LIBRARY = 'mine';

export interface LibrarySwitcherProps {
  /** The organizations the person is a member of. */
  organizations: readonly Pick<Organization, 'id' | 'name' | 'avatar_url'>[];
  /** The chosen organization's id, or `null` for the person's own library. */
  value: string | null;
  onChange(organizationId: string | null): void;
}

/** Chooses whose library the assets page shows and new uploads go to: "My library" or an organization's. */
export function LibrarySwitcher({ organizations, value, onChange }: LibrarySwitcherProps) {
  const selected = value !== null && organizations.some((organization) => organization.id === value) ? value : MY_LIBRARY;
  return (
    <Select
      className={styles.select}
      selectedKey={selected}
      onSelectionChange={(key) => key !== null && onChange(key === MY_LIBRARY ? null : String(key))}
    >
      <Label className={styles.label}>Library</Label>
      <AriaButton className={styles.button}>
        <SelectValue className={styles.value}>
          {({ selectedText }) => {
            const organization = organizations.find((item) => item.id === selected);
            return (
              <>
                {organization ? (
                  <OrgAvatar name={organization.name} url={organization.avatar_url} size="sm" />
                ) : (
                  <span className={styles.mine} aria-hidden="true">
                    <Icon icon={Library} size={14} />
                  </span>
                )}
                <span className={styles.text}>{selectedText}</span>
              </>
            );
          }}
        </SelectValue>
        <Icon icon={ChevronsUpDown} size={14} />
      </AriaButton>
      <Popover className={styles.popover} placement="bottom start">
        <ListBox className={styles.list}>
          <ListBoxItem id={MY_LIBRARY} textValue="My library" className={styles.option}>
            <span className={styles.mine} aria-hidden="true">
              <Icon icon={Library} size={14} />
            </span>
            <span className={styles.text}>My library</span>
          </ListBoxItem>
          {organizations.map((organization) => (
            <ListBoxItem key={organization.id} id={organization.id} textValue={organization.name} className={styles.option}>
              <OrgAvatar name={organization.name} url={organization.avatar_url} size="sm" />
              <span className={styles.text}>{organization.name}</span>
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
