/**
 * Payment-card checks shared by the checkout form and the sandbox payment provider: Luhn, brand by number,
 * expiry (MM/AA) and security code. The card number and security code only pass through these functions on their
 * way to the provider's tokenisation; nothing here stores or logs them.
 */
import { onlyDigits } from './format.ts';

export const CARD_BRANDS = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  elo: 'Elo',
  hipercard: 'Hipercard',
  diners: 'Diners Club',
  discover: 'Discover',
} as const;
export type CardBrand = keyof typeof CARD_BRANDS;

/** Luhn (mod 10) check digit of card numbers. */
export function luhnValid(value: string): boolean {
  const digits = onlyDigits(value);
  if (digits.length === 0 || digits !== value.replace(/[\s.-]/g, '')) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

type Range = readonly [number, number];
/** Elo BINs (6 digits) as published by the brand; some sit inside Visa's and Mastercard's ranges, so Elo is tried first. */
const ELO_BINS: readonly Range[] = [
  [401178, 401179],
  [431274, 431274],
  [438935, 438935],
  [451416, 451416],
  [457393, 457393],
  [457631, 457632],
  [504175, 504175],
  [506699, 506778],
  [509000, 509999],
  [627780, 627780],
  [636297, 636297],
  [636368, 636368],
  [650031, 650033],
  [650035, 650051],
  [650405, 650439],
  [650485, 650538],
  [650541, 650598],
  [650700, 650718],
  [650720, 650727],
  [650901, 650978],
  [651652, 651679],
  [655000, 655019],
  [655021, 655058],
];
const HIPERCARD_BINS: readonly Range[] = [
  [606282, 606282],
  [384100, 384100],
  [384140, 384140],
  [384160, 384160],
];

const inRanges = (bin: number, ranges: readonly Range[]) => ranges.some(([lo, hi]) => bin >= lo && bin <= hi);

/** Valid lengths per brand (ISO/IEC 7812 as the brands use it). */
const LENGTHS: Record<CardBrand, readonly number[]> = {
  visa: [13, 16, 19],
  mastercard: [16],
  amex: [15],
  elo: [16],
  hipercard: [13, 16, 19],
  diners: [14, 16],
  discover: [16, 19],
};

/** The brand of a card number by its first digits, or null when no supported brand issues it. */
export function detectBrand(value: string): CardBrand | null {
  const n = onlyDigits(value);
  if (n.length < 6) return null;
  const bin = Number(n.slice(0, 6));
  const first2 = Number(n.slice(0, 2));
  const first3 = Number(n.slice(0, 3));
  const first4 = Number(n.slice(0, 4));
  if (inRanges(bin, ELO_BINS)) return 'elo';
  if (inRanges(bin, HIPERCARD_BINS)) return 'hipercard';
  if (first2 === 34 || first2 === 37) return 'amex';
  if ((first3 >= 300 && first3 <= 305) || first2 === 36 || first2 === 38) return 'diners';
  if (first4 === 6011 || first2 === 65 || (first3 >= 644 && first3 <= 649)) return 'discover';
  if ((first2 >= 51 && first2 <= 55) || (first4 >= 2221 && first4 <= 2720)) return 'mastercard';
  if (n.startsWith('4')) return 'visa';
  return null;
}

/** A number a supported brand issues, of that brand's length, with a valid Luhn check digit. */
export function isValidCardNumber(value: string): boolean {
  const n = onlyDigits(value);
  const brand = detectBrand(n);
  return !!brand && LENGTHS[brand].includes(n.length) && luhnValid(value);
}

export interface Expiry {
  month: number;
  /** Four digits. */
  year: number;
}

/** "MM/AA" (or "MM/AAAA") → month and four-digit year; null when it is not a real month. */
export function parseExpiry(value: string): Expiry | null {
  const m = /^\s*(\d{2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!m) return null;
  const month = Number(m[1]);
  const year = m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** A card is good through the last day of its expiry month; more than 20 years ahead is a typo. */
export function isExpiryValid(value: string | Expiry, now: Date = new Date()): boolean {
  const e = typeof value === 'string' ? parseExpiry(value) : value;
  if (!e) return false;
  const current = now.getFullYear() * 12 + now.getMonth();
  const expiry = e.year * 12 + (e.month - 1);
  return expiry >= current && expiry <= current + 20 * 12;
}

/** CVV/CVC: 3 or 4 digits (4 on American Express). */
export const isValidSecurityCode = (value: string): boolean => /^\d{3,4}$/.test(value.trim());

/** "Visa •••• 1111", how a card on file is shown. */
export function cardLabel(brand: string, last4: string): string {
  const name = (CARD_BRANDS as Record<string, string>)[brand] ?? brand;
  return `${name} •••• ${last4}`;
}
