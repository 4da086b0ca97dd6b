/**
 * Free text people send (names, messages, reports, search): one rule for what may be in it, checked
 * by the request schemas, so a stray NUL or escape code is refused with a 400 naming the field
 * instead of reaching the database (PostgreSQL cannot store NUL in text or JSON at all, nor half of
 * a surrogate pair in JSON).
 */
/* eslint-disable no-control-regex -- finding control characters is what this file is for */
import type { z } from 'zod';

/** C0 controls but tab, line feed and carriage return; DEL; the C1 controls. */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Every control character, line breaks and tabs included. */
const CONTROL_CHARACTERS_OR_LINE_BREAKS = /[\u0000-\u001F\u007F-\u009F]/;
const EVERY_CONTROL_CHARACTER = new RegExp(CONTROL_CHARACTERS_OR_LINE_BREAKS.source, 'g');

/**
 * Half of a UTF-16 surrogate pair without its other half: JSON can carry one (`"\ud800"`), but it is
 * no Unicode character, and PostgreSQL refuses it in JSON. Written without the `u` flag, which would
 * read the pairs as whole characters and never see a lone half.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/**
 * Characters that show nothing by themselves: white space, controls, format characters (zero-width
 * space and joiners, the soft hyphen, direction marks, tags), what Unicode says to ignore when it
 * cannot be shown (variation selectors, Hangul fillers) and the blank Braille pattern.
 */
const INVISIBLE_ONLY = /^[\s\p{Cc}\p{Cf}\p{Z}\p{Default_Ignorable_Code_Point}\u2800]*$/u;

/**
 * The characters that embed or override the direction text runs in (U+202A to U+202E) and isolate a run
 * (U+2066 to U+2069): in a name they can make it read as something else ("txt.exe" shown as "exe.txt"),
 * and a name of any script reads right without them.
 */
const DIRECTION_OVERRIDES = /[\u202A-\u202E\u2066-\u2069]/;

export const SINGLE_LINE_TEXT_MESSAGE = 'Line breaks, tabs and control characters are not allowed here.';
export const MULTI_LINE_TEXT_MESSAGE = 'Control characters (such as NUL) are not allowed here.';
export const LONE_SURROGATE_MESSAGE = 'Text must be valid Unicode: half of a UTF-16 surrogate pair on its own is not allowed.';
export const INVISIBLE_NAME_MESSAGE = 'A name needs at least one visible character.';
export const DIRECTION_OVERRIDE_MESSAGE = 'A name cannot hold characters that override the direction of text (U+202A to U+202E, U+2066 to U+2069).';

/** One line of text, as a name or a search is: no line breaks, tabs or other control characters. */
export const singleLine = <Schema extends z.ZodString>(schema: Schema) =>
  schema.refine((value) => !CONTROL_CHARACTERS_OR_LINE_BREAKS.test(value), SINGLE_LINE_TEXT_MESSAGE);

/** Text that may run over several lines (messages, reports): line breaks and tabs, no other controls. */
export const multiLine = <Schema extends z.ZodString>(schema: Schema) =>
  schema.refine((value) => !CONTROL_CHARACTERS.test(value), MULTI_LINE_TEXT_MESSAGE);

/** Whether a text shows nothing at all: only blanks, zero-width, format or other invisible characters. */
export const isInvisibleOnly = (value: string) => INVISIBLE_ONLY.test(value);

/**
 * A name as people give it: one line, with at least one character that shows (not only zero-width or
 * blank ones), and no direction overrides.
 */
export const visibleName = <Schema extends z.ZodString>(schema: Schema) =>
  singleLine(schema)
    .refine((value) => value.length === 0 || !INVISIBLE_ONLY.test(value), INVISIBLE_NAME_MESSAGE)
    .refine((value) => !DIRECTION_OVERRIDES.test(value), DIRECTION_OVERRIDE_MESSAGE);

/** Whether a text holds the one character no stored text or JSON may hold (PostgreSQL refuses NUL). */
export const hasNulCharacter = (value: string) => value.includes('\u0000');

/** Whether a text holds half of a surrogate pair on its own, which is no character at all. */
export const hasLoneSurrogate = (value: string) => LONE_SURROGATE.test(value);

/** Takes out the control characters but line breaks and tabs. */
export const withoutControlCharacters = (value: string) => value.replace(new RegExp(CONTROL_CHARACTERS.source, 'g'), '');

/**
 * A name that came from somewhere people do not type (a file's name on disk): control characters
 * become spaces and runs of spaces one, and direction overrides are taken out, rather than refusing
 * the whole upload.
 */
export function cleanName(value: string): string {
  return value
    .replace(new RegExp(DIRECTION_OVERRIDES.source, 'g'), '')
    .replace(EVERY_CONTROL_CHARACTER, ' ')
    .replace(new RegExp(LONE_SURROGATE.source, 'g'), '\uFFFD')
    .replace(/ {2,}/g, ' ')
    .trim();
}
