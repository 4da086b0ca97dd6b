import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../Button/Button';
import { Inline } from '../Inline/Inline';
import * as styles from './ModalDialog.css';
import { Notice } from './Notice';

export interface ModalDialogProps {
  isOpen: boolean;
  /** Called for Escape and a click outside; the parent decides whether to close. */
  onClose(): void;
  title: string;
  /** The dialog's maximum width in px. */
  maxWidth?: number;
  /** An icon well above the title. */
  icon?: ReactNode;
  iconTone?: 'accent' | 'danger';
  role?: 'dialog' | 'alertdialog';
  isDismissable?: boolean;
  children: ReactNode;
}

/** A centred modal dialog over a dimmed page: RAC's Modal and Dialog with the product's card. */
export function ModalDialog({
  isOpen,
  onClose,
  title,
  maxWidth = 440,
  icon,
  iconTone = 'accent',
  role = 'dialog',
  isDismissable = true,
  children,
}: ModalDialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      className={styles.overlay}
    >
      <Modal className={styles.modal} style={{ maxWidth }}>
        <Dialog role={role} className={styles.dialog}>
          {icon ? <span className={`${styles.iconWell} ${styles.iconTone[iconTone]}`}>{icon}</span> : null}
          <Heading slot="title" className={styles.title}>
            {title}
          </Heading>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

export interface DialogFooterProps {
  /** Closes the dialog without doing anything. */
  onCancel(): void;
  /** While the action runs, Cancel waits for it. */
  isCancelDisabled?: boolean;
  /** The server's answer to the last try, shown above the buttons. */
  error?: string;
  /** The dialog's own action, after Cancel. */
  children?: ReactNode;
}

/** The foot of a dialog: the last error, then Cancel and the action, at the right. */
export function DialogFooter({ onCancel, isCancelDisabled, error, children }: DialogFooterProps) {
  return (
    <>
      {error ? (
        <Notice tone="danger" role="alert">
          {error}
        </Notice>
      ) : null}
      <Inline space="2" wrap align="right" marginTop="2">
        <Button variant="secondary" onPress={onCancel} isDisabled={isCancelDisabled}>
          Cancel
        </Button>
        {children}
      </Inline>
    </>
  );
}
