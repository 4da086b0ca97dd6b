import { CircleDollarSign } from 'lucide-react';
import { CREDITS_DIALOG_MAX_WIDTH_PX, WELCOME_OFFER_PERCENT_OFF } from '@facet/contract';
import { Button } from '../Button/Button';
import { Inline } from '../Inline/Inline';
import { Icon } from '../private/Icon';
import { ModalDialog } from '../private/ModalDialog';
import { mutedText } from '../private/recipes.css';
import { WelcomeOfferCountdown } from '../WelcomeOfferCountdown/WelcomeOfferCountdown';
import { creditsDialogText } from '@facet/contract';
import * as styles from './InsufficientCreditsDialog.css';

export interface InsufficientCreditsDialogProps {
  isOpen: boolean;
  /** Credits the action needs; 0 or missing reads 'more'. */
  requiredCredits?: number | null;
  currentCredits: number;
  /** Goes to /dashboard/profile/purchase; the container closes the dialog after navigating. */
  onPurchase(): void;
  /** Goes to /pricing; the container closes the dialog after navigating. */
  onUpgrade(): void;
  /** Cancel, Escape and a click outside. */
  onClose(): void;
  /** The welcome offer's time left, shown while above 0. */
  welcomeOfferMsLeft?: number;
  welcomeOfferPercentOff?: number;
}

export const CREDITS_DIALOG_TITLE = 'Not enough credits';

/** SPEC.md sections 8 and 9: opened by any call that answers INSUFFICIENT_CREDITS. */
export function InsufficientCreditsDialog({
  isOpen,
  requiredCredits,
  currentCredits,
  onPurchase,
  onUpgrade,
  onClose,
  welcomeOfferMsLeft = 0,
  welcomeOfferPercentOff = WELCOME_OFFER_PERCENT_OFF,
}: InsufficientCreditsDialogProps) {
  return (
    <ModalDialog
      isOpen={isOpen}
      onClose={onClose}
      title={CREDITS_DIALOG_TITLE}
      maxWidth={CREDITS_DIALOG_MAX_WIDTH_PX}
      icon={
        <Icon icon={CircleDollarSign} size={20} />
      }
    >
      <p className={mutedText}>{creditsDialogText(requiredCredits, currentCredits)}</p>
      <WelcomeOfferCountdown msLeft={welcomeOfferMsLeft} percentOff={welcomeOfferPercentOff} size="compact" />
      <Inline space="2" wrap align="right" marginTop="3" className={styles.actions}>
        <Button variant="ghost" onPress={onClose}>
          Cancel
        </Button>
        <Button variant="secondary" onPress={onUpgrade}>
          Upgrade Plan
        </Button>
        <Button variant="primary" onPress={onPurchase} autoFocus>
          Purchase Credits
        </Button>
      </Inline>
    </ModalDialog>
  );
}
