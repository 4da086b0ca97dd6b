import { describe, expect, it } from 'vitest';
import { creditsDialogText } from '../src/credits-dialog';

const tail = 'to perform this action. You currently have 3 credits. Purchase more credits or upgrade your plan to continue.';

describe('creditsDialogText', () => {
  it('reads "more" when the required count is 0 or missing', () => {
    expect(creditsDialogText(0, 3)).toBe(`You need more credits ${tail}`);
    expect(creditsDialogText(undefined, 3)).toBe(`You need more credits ${tail}`);
    expect(creditsDialogText(null, 3)).toBe(`You need more credits ${tail}`);
  });
  it('has no plural s for 1', () => {
    expect(creditsDialogText(1, 3)).toBe(`You need 1 credit ${tail}`);
  });
  it('has the plural s for many', () => {
    expect(creditsDialogText(25, 3)).toBe(`You need 25 credits ${tail}`);
  });
});
