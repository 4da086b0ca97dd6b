import { describe, expect, it } from 'vitest';
import { errorText } from '../src/error-text';
import { formErrors } from '../src/form-errors';
import { sendState } from '../src/mutation-state';
import { ApiError } from '../src/request';

describe('form errors', () => {
  it('is empty without an error', () => {
    expect(formErrors(undefined)).toEqual({});
    expect(formErrors(null)).toEqual({});
  });

  it('says Facet could not be reached for an error that is not the API answering', () => {
    expect(formErrors(new TypeError('Failed to fetch'))).toEqual({
      serverError: 'Facet could not be reached. Check your connection and try again.',
    });
  });

  it("puts a validation failure's first message per field next to that field", () => {
    const error = new ApiError('Invalid input', 'VALIDATION_FAILED', 400, {
      issues: [
        { path: ['email'], message: 'Enter an email address.' },
        { path: ['email'], message: 'A second complaint.' },
        { path: ['password'], message: 'At least 8 characters.' },
        { path: [0], message: 'Not a field name.' },
      ],
    });
    expect(formErrors(error)).toEqual({ fieldErrors: { email: 'Enter an email address.', password: 'At least 8 characters.' } });
  });

  it("shows the server's message for the whole form when no field is named", () => {
    expect(formErrors(new ApiError('Invalid input', 'VALIDATION_FAILED', 400, { issues: [{ path: [], message: 'x' }] }))).toEqual({
      serverError: 'Invalid input',
    });
    expect(formErrors(new ApiError('Wrong email or password.', 'UNAUTHENTICATED', 401))).toEqual({ serverError: 'Wrong email or password.' });
  });
});

describe('error text', () => {
  it('is nothing without an error', () => {
    expect(errorText(undefined)).toBeUndefined();
    expect(errorText(null, 'fallback')).toBeUndefined();
  });

  it("is the error's own message, else the fallback", () => {
    expect(errorText(new Error('The server is having a moment.'), 'fallback')).toBe('The server is having a moment.');
    expect(errorText(new Error(''), 'The folder could not be made.')).toBe('The folder could not be made.');
    expect(errorText('a string', 'fallback')).toBe('fallback');
    expect(errorText({})).toBe('Something went wrong. Try again.');
  });
});

describe('send state', () => {
  it('is sending, then sent or failed, and idle before the first press', () => {
    expect(sendState({ isMutating: false })).toBe('idle');
    expect(sendState({ isMutating: true, error: new Error('x') })).toBe('sending');
    expect(sendState({ isMutating: false, data: null })).toBe('sent');
    expect(sendState({ isMutating: false, error: new Error('x') })).toBe('failed');
  });
});
