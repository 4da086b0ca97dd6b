/** The insufficient-credits dialog text, exactly as SPEC.md section 8 writes it (shared by ui and data). */

/**
 * 'You need N credit(s) to perform this action. You currently have N credits. ...': the required
 * count reads `more` when it is 0 or missing, and takes no plural `s` when it is 1.
 */
export function creditsDialogText(requiredCredits: number | null | undefined, currentCredits: number): string {
  const needed = requiredCredits ? `${requiredCredits} credit${requiredCredits === 1 ? '' : 's'}` : 'more credits';
  return `You need ${needed} to perform this action. You currently have ${currentCredits} credits. Purchase more credits or upgrade your plan to continue.`;
}
