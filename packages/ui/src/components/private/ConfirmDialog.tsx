import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Icon } from './Icon';
import { DialogFooter, ModalDialog } from './ModalDialog';
import * as styles from './dialogs.css';

export interface ConfirmDialogProps {
  isOpen: boolean;
  onClose(): void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm(): void;
  isPending?: boolean;
  error?: string;
}

export const trashGlyph = (
  <Icon size={20}>
    <path d="M4 7h16M10 11v6M14 11v6M5.5 7l1 12a2 2 0 0 0 2 2h7a2 2 0 0 0 2-2l1-12M9 7V4.5A1.5 1.5 0 0 1 10.5 3h3A1.5 1.5 0 0 1 15 4.5V7" />
  </Icon>
);

/** Asks before something destructive, e.g. deleting assets; the confirm button is the danger one. */
export function ConfirmDialog({ isOpen, onClose, title, children, confirmLabel, onConfirm, isPending = false, error }: ConfirmDialogProps) {
  return (
    <ModalDialog
      isOpen={isOpen}
      onClose={onClose}
      title={title}
      role="alertdialog"
      iconTone="danger"
      icon={trashGlyph}
      maxWidth={420}
      isDismissable={!isPending}
    >
      <div className={styles.text}>{children}</div>
      <DialogFooter onCancel={onClose} isCancelDisabled={isPending} error={error}>
        <Button variant="danger" onPress={onConfirm} isPending={isPending}>
          {confirmLabel}
        </Button>
      </DialogFooter>
    </ModalDialog>
  );
}
