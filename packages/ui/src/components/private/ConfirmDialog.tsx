import { Trash } from 'lucide-react';
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

export const trashGlyph = <Icon icon={Trash} size={20} />;

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
