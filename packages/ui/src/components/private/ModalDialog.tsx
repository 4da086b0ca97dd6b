import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import * as styles from './ModalDialog.css';

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
