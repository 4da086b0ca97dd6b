import { ASSET_NAME_MAX_LENGTH } from '@facet/contract';
import type { FormEvent, ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { DialogFooter, ModalDialog } from './ModalDialog';
import * as styles from './dialogs.css';

export interface NameDialogProps {
  isOpen: boolean;
  onClose(): void;
  title: string;
  label: string;
  submitLabel: string;
  defaultValue?: string;
  /** Called with the trimmed name once it passes the checks. */
  onSubmit(name: string): void;
  isPending?: boolean;
  /** The server's answer, shown above the buttons. */
  error?: string;
  /** Names already used at this level; the same name (any case) is refused. */
  takenNames?: readonly string[];
  /** What kind of thing is named, for the messages: "folder", "asset". */
  noun: string;
  icon?: ReactNode;
}

/** A one-field dialog that names something: a new folder, a renamed asset. */
export function NameDialog({
  isOpen,
  onClose,
  title,
  label,
  submitLabel,
  defaultValue = '',
  onSubmit,
  isPending = false,
  error,
  takenNames = [],
  noun,
  icon,
}: NameDialogProps) {
  const taken = new Set(takenNames.map((name) => name.trim().toLowerCase()));
  const validate = (value: string) => {
    const name = value.trim();
    if (!name) return `Enter a name for the ${noun}.`;
    if (name.length > ASSET_NAME_MAX_LENGTH) return `Use at most ${ASSET_NAME_MAX_LENGTH} characters.`;
    if (name.toLowerCase() !== defaultValue.trim().toLowerCase() && taken.has(name.toLowerCase())) {
      return `A ${noun} named “${name}” is already here.`;
    }
    return null;
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    onSubmit(String(new FormData(event.currentTarget).get('name') ?? '').trim());
  };
  return (
    <ModalDialog isOpen={isOpen} onClose={onClose} title={title} maxWidth={420} icon={icon} isDismissable={!isPending}>
      <Form className={styles.form} onSubmit={submit}>
        <TextField
          label={label}
          name="name"
          defaultValue={defaultValue}
          autoFocus
          autoComplete="off"
          validate={validate}
          isDisabled={isPending}
        />
        <DialogFooter onCancel={onClose} isCancelDisabled={isPending} error={error}>
          <Button type="submit" isPending={isPending}>
            {submitLabel}
          </Button>
        </DialogFooter>
      </Form>
    </ModalDialog>
  );
}
