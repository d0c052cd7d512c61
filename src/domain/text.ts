/**
 * Text a caller names things with (filenames, `user_id`, `company_name`, key names) is stored and
 * echoed in every listing, so it is kept as sent but bounded, and refused when it holds what would
 * hide or garble what is shown: control characters (NUL, tabs, line breaks, C1), line and paragraph
 * separators, bidirectional formatting (U+202E turns `fdp.exe` around), or half a surrogate pair.
 */
import { AppError } from './errors.js';

/** Longest filename, `user_id` and `company_name`, in characters (a filesystem's usual name limit). */
export const MAX_LABEL_LENGTH = 255;

// \p{Cc}: C0 and C1 controls; U+2028/2029: separators; U+061C, U+200E/F, U+202A-E, U+2066-9: bidi
// formatting; U+D800-DFFF: in a `u` pattern only half a surrogate pair matches (a whole one is one
// code point above U+FFFF).
const UNSHOWABLE = /[\p{Cc}\u2028\u2029\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\uD800-\uDFFF]/u;

/** Throws `invalid_request` naming `field` when `value` is longer than `maxLength` or holds what cannot be shown. */
export const checkLabel = (field: string, value: string, maxLength: number = MAX_LABEL_LENGTH): void => {
  if ([...value].length > maxLength) {
    throw new AppError('invalid_request', `"${field}" is longer than ${maxLength} characters.`);
  }
  if (UNSHOWABLE.test(value)) {
    throw new AppError('invalid_request', `"${field}" holds control or bidirectional-formatting characters; send plain text.`);
  }
};
