// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isBlockedOnMobile } from '../src/tool-gate';
import { OFFER_WINDOW_MS } from '../src/time-window';
import { useWelcomeOfferMsLeft } from '../src/welcome-offer';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('useWelcomeOfferMsLeft', () => {
  const signedUp = Date.UTC(2026, 0, 1, 12, 0, 0);
  beforeEach(() => vi.useFakeTimers({ now: signedUp + 1000 }));
  afterEach(() => vi.useRealTimers());

  async function mount(createdAt: string | undefined, hasPurchased = false) {
    let msLeft = -1;
    function Probe() {
      msLeft = useWelcomeOfferMsLeft(createdAt, hasPurchased);
      return null;
    }
    await act(async () => createRoot(document.createElement('div')).render(<Probe />));
    return () => msLeft;
  }

  it('counts down once a second while the offer runs, and stops at 0', async () => {
    const msLeft = await mount(new Date(signedUp).toISOString());
    expect(msLeft()).toBe(OFFER_WINDOW_MS - 1000);
    act(() => vi.advanceTimersByTime(1000));
    expect(msLeft()).toBe(OFFER_WINDOW_MS - 2000);
    act(() => vi.advanceTimersByTime(OFFER_WINDOW_MS));
    expect(msLeft()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is 0 and does not tick once something was bought', async () => {
    const msLeft = await mount(new Date(signedUp).toISOString(), true);
    expect(msLeft()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is 0 without a sign-up time', async () => {
    const msLeft = await mount(undefined);
    expect(msLeft()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('isBlockedOnMobile', () => {
  it('closes only the desktop-only tools, and only on a narrow screen', () => {
    expect(isBlockedOnMobile('retexturing', true)).toBe(true);
    expect(isBlockedOnMobile('3d-video', true)).toBe(true);
    expect(isBlockedOnMobile('retexturing', false)).toBe(false);
    expect(isBlockedOnMobile('retopology', true)).toBe(false);
  });
});
