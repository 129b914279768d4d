/**
 * English words that leak from libraries (zod's default messages, raw Node/tRPC errors) into what users read.
 * pt-BR messages never contain them: the schema property test and the R4 fuzz (docs/design/security.md) of every
 * procedure check every message against this.
 */
export const ENGLISH_WORDS =
  /\b(invalid|expected|required|received|must|should|too (small|big)|characters?|greater|less than|at (least|most)|unrecognized|input|failed|cannot|unexpected|undefined|not found|error)\b/i;

/** True when a user-facing message reads as English rather than pt-BR. */
export const looksEnglish = (text: string): boolean => ENGLISH_WORDS.test(text);
