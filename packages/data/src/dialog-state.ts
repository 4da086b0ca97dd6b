import { useState } from 'react';

/** A dialog whose action may be pending or have failed; opening or closing it forgets the failure. */
export function useDialogState() {
  const [isOpen, setIsOpen] = useState(false);
  const [error, setError] = useState<string>();
  const [isPending, setPending] = useState(false);
  const setOpen = (open: boolean) => {
    setIsOpen(open);
    setError(undefined);
  };
  return { isOpen, setOpen, error, isPending, close: () => setIsOpen(false), setError, setPending };
}

export type DialogState = ReturnType<typeof useDialogState>;

/** What a screen reads of a dialog, with the action it runs. */
export const dialogProps = <Run,>(state: DialogState, run: Run) => ({
  isOpen: state.isOpen,
  setOpen: state.setOpen,
  isPending: state.isPending,
  error: state.error,
  run,
});
