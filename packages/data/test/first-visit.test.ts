import type { Onboarding } from '@facet/contract';
import { describe, expect, it } from 'vitest';
import { FIRST_VISIT_WINDOW_MS, isFirstVisit } from '../src/first-visit';

const signedUp = Date.UTC(2026, 0, 1, 12, 0, 0);
const untouched: Onboarding = { skipped: false, completed_steps: [], done: false };
const user = (onboarding: Onboarding = untouched) => ({ created_at: new Date(signedUp).toISOString(), onboarding });

describe('isFirstVisit', () => {
  it('is true right after sign-up, and while the account is less than a day old', () => {
    expect(isFirstVisit(user(), signedUp)).toBe(true);
    expect(isFirstVisit(user(), signedUp + FIRST_VISIT_WINDOW_MS - 1)).toBe(true);
  });
  it('is true when the browser clock is a little behind the server that made the account', () => {
    expect(isFirstVisit(user(), new Date(signedUp - 30_000))).toBe(true);
  });
  it('is false from a day after sign-up', () => {
    expect(isFirstVisit(user(), signedUp + FIRST_VISIT_WINDOW_MS)).toBe(false);
    expect(isFirstVisit(user(), signedUp + 30 * FIRST_VISIT_WINDOW_MS)).toBe(false);
  });
  it('is false once a checklist step is done or the checklist is skipped', () => {
    expect(isFirstVisit(user({ skipped: false, completed_steps: ['upload_asset'], done: false }), signedUp)).toBe(false);
    expect(isFirstVisit(user({ skipped: true, completed_steps: [], done: true }), signedUp)).toBe(false);
  });
  it('is false for a date it cannot read', () => {
    expect(isFirstVisit({ created_at: 'not a date', onboarding: untouched }, signedUp)).toBe(false);
  });
});
