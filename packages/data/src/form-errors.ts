import { ApiError } from './request';

export interface FormErrors {
  serverError?: string;
  fieldErrors?: Record<string, string>;
}

interface Issue {
  path?: unknown[];
  message?: string;
}

/** Splits an API error into messages for the fields the server named and one for the whole form. */
export function formErrors(error: unknown): FormErrors {
  if (!error) return {};
  if (!(error instanceof ApiError)) {
    return { serverError: 'Facet could not be reached. Check your connection and try again.' };
  }
  const issues = (error.data as { issues?: Issue[] } | undefined)?.issues;
  if (error.code === 'VALIDATION_FAILED' && Array.isArray(issues) && issues.length > 0) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of issues) {
      const field = issue.path?.[0];
      // Shown under its field, a message the server wrote to follow the field's name ("must be at most 100.") starts a sentence.
      if (typeof field === 'string' && issue.message && !fieldErrors[field]) fieldErrors[field] = issue.message.charAt(0).toUpperCase() + issue.message.slice(1);
    }
    if (Object.keys(fieldErrors).length > 0) return { fieldErrors };
  }
  return { serverError: error.message };
}
