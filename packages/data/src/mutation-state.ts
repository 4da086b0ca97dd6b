export type SendState = 'idle' | 'sending' | 'sent' | 'failed';

/** What a send-style button shows for a mutation: sending, sent, failed or not yet pressed. */
export function sendState(mutation: { isMutating: boolean; data?: unknown; error?: unknown }): SendState {
  if (mutation.isMutating) return 'sending';
  if (mutation.data !== undefined) return 'sent';
  return mutation.error ? 'failed' : 'idle';
}
