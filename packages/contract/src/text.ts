/**
 * Free text people send (names, messages, reports, search): one rule for what may be in it, checked
 * by the request schemas, so a stray NUL or escape code is refused with a 400 naming the field
 * instead of reaching the database (PostgreSQL cannot store NUL in text or JSON at all).
 */
/* eslint-disable no-control-regex -- finding control characters is what this file is for */
import type { z } from 'zod';

/** C0 controls but tab, line feed and carriage return; DEL; the C1 controls. */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Every control character, line breaks and tabs included. */
const CONTROL_CHARACTERS_OR_LINE_BREAKS = /[\u0000-\u001F\u007F-\u009F]/;
const EVERY_CONTROL_CHARACTER = new RegExp(CONTROL_CHARACTERS_OR_LINE_BREAKS.source, 'g');

export const SINGLE_LINE_TEXT_MESSAGE = 'Line breaks, tabs and control characters are not allowed here.';
export const MULTI_LINE_TEXT_MESSAGE = 'Control characters (such as NUL) are not allowed here.';

/** One line of text, as a name or a search is: no line breaks, tabs or other control characters. */
export const singleLine = <Schema extends z.ZodString>(schema: Schema) =>
  schema.refine((value) => !CONTROL_CHARACTERS_OR_LINE_BREAKS.test(value), SINGLE_LINE_TEXT_MESSAGE);

/** Text that may run over several lines (messages, reports): line breaks and tabs, no other controls. */
export const multiLine = <Schema extends z.ZodString>(schema: Schema) =>
  schema.refine((value) => !CONTROL_CHARACTERS.test(value), MULTI_LINE_TEXT_MESSAGE);

/** Whether a text holds the one character no stored text or JSON may hold (PostgreSQL refuses NUL). */
export const hasNulCharacter = (value: string) => value.includes('\u0000');

/** Takes out the control characters but line breaks and tabs. */
export const withoutControlCharacters = (value: string) => value.replace(new RegExp(CONTROL_CHARACTERS.source, 'g'), '');

/**
 * A name that came from somewhere people do not type (a file's name on disk): control characters
 * become spaces and runs of spaces one, rather than refusing the whole upload.
 */
export function cleanName(value: string): string {
  return value.replace(EVERY_CONTROL_CHARACTER, ' ').replace(/ {2,}/g, ' ').trim();
}
