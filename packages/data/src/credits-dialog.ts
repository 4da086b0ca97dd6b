/** The insufficient-credits dialog state (SPEC.md sections 3 and 4): closed until a request runs short. */
import { proxy, useSnapshot } from 'valtio';

export interface CreditsDialogState {
  isOpen: boolean;
  requiredCredits: number;
  currentCredits: number;
}

export const creditsDialogStore = proxy<CreditsDialogState>({ isOpen: false, requiredCredits: 0, currentCredits: 0 });

export function openCreditsDialog(requiredCredits: number, currentCredits: number): void {
  Object.assign(creditsDialogStore, { isOpen: true, requiredCredits, currentCredits });
}

export function closeCreditsDialog(): void {
  creditsDialogStore.isOpen = false;
}

/** Opens the dialog from an `INSUFFICIENT_CREDITS` error's `data {required_credits, current_credits}`. */
export function openCreditsDialogFromErrorData(data: unknown): void {
  const record = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
  openCreditsDialog(count(record.required_credits), count(record.current_credits));
}

export function useCreditsDialog(): Readonly<CreditsDialogState> & { close: () => void } {
  const snapshot = useSnapshot(creditsDialogStore);
  return { ...snapshot, close: closeCreditsDialog };
}
