import { act } from 'react';

/** Waits until `check` passes, inside `act` so the answers that arrive meanwhile render as in the app. */
export async function eventually(check: () => void, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    try {
      return check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
}
