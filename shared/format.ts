/**
 * Masks, validators and formatters for Brazilian data. Validation and the document formats come from
 * @brazilian-utils/brazilian-utils; the pattern masks of docs/design/product-spec.md §5 are applied by `applyMask`.
 */
import {
  isValidLandlinePhone,
  isValidMobilePhone,
  formatCep as libFormatCep,
  formatCnpj as libFormatCnpj,
  formatCpf as libFormatCpf,
  isValidCnpj as libIsValidCnpj,
  isValidCpf as libIsValidCpf,
} from '@brazilian-utils/brazilian-utils';
import { onFirstUse } from './on-first-use.ts';

export const onlyDigits = (value: string): string => value.replace(/\D/g, '');
/** Digits and letters, upper-cased: the alphabet of an alphanumeric CNPJ and of plates. */
export const onlyAlphanumeric = (value: string): string => value.replace(/[^0-9a-z]/gi, '').toUpperCase();

/**
 * Applies a pattern where `#` takes a digit, `A` a letter, `X` a digit or letter, and any other character is
 * literal. Stops at the first input character that does not fit, so partial input masks as the user types.
 */
export function applyMask(value: string, pattern: string): string {
  const chars = onlyAlphanumeric(value);
  let out = '';
  let i = 0;
  for (const p of pattern) {
    if (i >= chars.length) break;
    const c = chars[i];
    if (p === '#' || p === 'A' || p === 'X') {
      const fits = p === '#' ? /\d/.test(c) : p === 'A' ? /[A-Z]/.test(c) : /[0-9A-Z]/.test(c);
      if (!fits) break;
      out += c;
      i++;
    } else {
      out += p;
    }
  }
  return out;
}

export const MASKS = {
  cpf: '###.###.###-##',
  cnpj: 'XX.XXX.XXX/XXXX-##',
  mobile: '(##) #####-####',
  landline: '(##) ####-####',
  date: '##/##/####',
  cep: '#####-###',
  card: '#### #### #### ####',
  expiry: '##/##',
  securityCode: '####',
} as const;

export const maskCpf = (v: string) => applyMask(onlyDigits(v), MASKS.cpf);
export const maskCnpj = (v: string) => applyMask(v, MASKS.cnpj);
export const maskCep = (v: string) => applyMask(onlyDigits(v), MASKS.cep);
/** DD/MM/AAAA as typed; a date pasted in ISO order (1990-05-10, from a spreadsheet or a system) is turned around first. */
export const maskDate = (v: string) => {
  const iso = /^\s*(\d{4})-(\d{2})-(\d{2})\s*$/.exec(v);
  return applyMask(iso ? `${iso[3]}${iso[2]}${iso[1]}` : onlyDigits(v), MASKS.date);
};
export const maskCard = (v: string) => applyMask(onlyDigits(v), MASKS.card);
export const maskExpiry = (v: string) => applyMask(onlyDigits(v), MASKS.expiry);
/** Card security code (CVV/CVC): up to 4 digits, nothing else. */
export const maskSecurityCode = (v: string) => applyMask(onlyDigits(v), MASKS.securityCode);
/** Phone mask: (##) #####-#### for 11 digits, (##) ####-#### for 10. */
export function maskPhone(v: string): string {
  const digits = nationalPhoneDigits(v);
  return applyMask(digits, digits.length > 10 ? MASKS.mobile : MASKS.landline);
}
/**
 * A phone's DDD and number, as pasted from WhatsApp or a contact card: the country code (+55, or a 55 ahead of a
 * full number) and the trunk zero ("(011) …", with or without a carrier's two digits: "0 41 11 …") go.
 */
export function nationalPhoneDigits(v: string): string {
  let digits = onlyDigits(v);
  if ((/^\s*\+/.test(v) || digits.length > 11) && digits.startsWith('55') && digits.length >= 12) digits = digits.slice(2);
  if (digits.startsWith('0')) {
    digits = digits.replace(/^0+/, '');
    if (digits.length > 11) digits = digits.slice(2);
  }
  return digits.slice(0, 11);
}
/** CPF while it has up to 11 characters, CNPJ beyond (alphanumeric CNPJ accepted). */
export function maskDocument(v: string): string {
  const raw = onlyAlphanumeric(v);
  return raw.length <= 11 && /^\d*$/.test(raw) ? maskCpf(raw) : maskCnpj(raw);
}
/** Plate: AAA-9999 (old) or AAA-9A99 (Mercosul), upper-cased. */
export function maskPlate(v: string): string {
  const raw = onlyAlphanumeric(v).slice(0, 7);
  return raw.length > 3 ? `${raw.slice(0, 3)}-${raw.slice(3)}` : raw;
}

export const isValidCpf = (v: string): boolean => libIsValidCpf(onlyDigits(v)) && onlyDigits(v).length === 11;
/** Numeric and alphanumeric (IN RFB 2.229/2024) CNPJ. */
export const isValidCnpj = (v: string): boolean => {
  const raw = onlyAlphanumeric(v);
  return raw.length === 14 && (libIsValidCnpj(raw) || libIsValidCnpj(raw, { version: 2 }));
};
export const isValidMobile = (v: string): boolean => onlyDigits(v).length === 11 && isValidMobilePhone(onlyDigits(v));
export const isValidLandline = (v: string): boolean => onlyDigits(v).length === 10 && isValidLandlinePhone(onlyDigits(v));
export const isValidPlate = (v: string): boolean => /^[A-Z]{3}\d[A-Z0-9]\d{2}$/.test(onlyAlphanumeric(v));

/**
 * An anonymised person keeps a stand-in document (unique per record, as the column demands, and never a valid CPF or
 * CNPJ): ANON and 16 characters of the record's id. It is shown as ANONYMOUS_DOCUMENT_LABEL, never punctuated as if
 * it were someone's CPF.
 */
const ANONYMOUS_DOCUMENT_PREFIX = 'ANON';
export const ANONYMOUS_DOCUMENT_LABEL = 'Anonimizado';
export const anonymousDocument = (recordId: string): string => `${ANONYMOUS_DOCUMENT_PREFIX}${recordId.replace(/-/g, '').slice(0, 16).toUpperCase()}`;
export const isAnonymousDocument = (v: string | null | undefined): boolean => !!v && v.startsWith(ANONYMOUS_DOCUMENT_PREFIX);
export const formatCpf = (v: string): string => (isAnonymousDocument(v) ? ANONYMOUS_DOCUMENT_LABEL : libFormatCpf(onlyDigits(v)));
export const formatCnpj = (v: string): string => (isAnonymousDocument(v) ? ANONYMOUS_DOCUMENT_LABEL : libFormatCnpj(onlyAlphanumeric(v), { version: 2 }));
export const formatCep = (v: string): string => libFormatCep(onlyDigits(v));
export const formatPhone = maskPhone;
/** CPF as logs and lists without the need show it: ***.982.247-** (docs/design/brazil.md). */
export const obfuscateCpf = (v: string): string => (isAnonymousDocument(v) ? ANONYMOUS_DOCUMENT_LABEL : libFormatCpf(onlyDigits(v), { obfuscate: true }));

const brl = onFirstUse(() => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', minimumFractionDigits: 2, maximumFractionDigits: 2 }));
const decimal = onFirstUse(() => new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 0, maximumFractionDigits: 2 }));
const percent = onFirstUse(() => new Intl.NumberFormat('pt-BR', { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/**
 * R$ 1.234,56 (docs/design/product-spec.md §9: pt-BR, BRL), the symbol joined to the amount by a non-breaking space
 * (U+00A0, as Intl writes it): on a narrow phone, a table cell or a PDF line, "R$" never ends one line with the amount
 * on the next. Output for machines that compare plain text (the simulate CLI) turns it into a space (plainSpaces).
 */
export const formatMoney = (value: number): string => brl().format(value);
/** Non-breaking spaces as plain ones: for text read by programs rather than shown (the simulate CLI's JSON). */
export const plainSpaces = (text: string): string => text.replace(/\u00a0/g, ' ');
export const formatDecimal = (value: number): string => decimal().format(value);
const cents = onFirstUse(() => new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
/** An amount in reais without the symbol, for columns whose heading says the unit: 1.234,56. */
export const formatAmount = (value: number): string => cents().format(value);
const brlCompact = onFirstUse(() => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', notation: 'compact', maximumFractionDigits: 2 }));
/** Money for headline figures: in full below a million, then "R$ 1,86 mi" (fits a card on any screen). */
export const formatMoneyShort = (value: number): string => (Math.abs(value) < 1_000_000 ? formatMoney(value) : brlCompact().format(value));
/** A fraction as a percentage with 2 decimals and a space before the sign, as every percent of the app is written
 * (docs/design/finance.md: "1,99 % a.m."): 0.0109 → "1,09 %". */
export const formatPercent = (fraction: number): string => percent().format(fraction).replace(/\s*%/, ' %');

/** A rate fraction as the brokers read it: 0.0119 → "1,19 % a.m.", 0.152 → "15,20 % a.a." (screens, messages and PDFs). */
export function formatRate(fraction: number, period: 'a.m.' | 'a.a.'): string {
  return `${formatPercent(fraction)} ${period}`;
}

/** Parses "R$ 1.234,56" or "1234,56" into 1234.56; NaN when there is no number. */
export function parseMoney(value: string): number {
  const cleaned = value.replace(/[^\d,-]/g, '').replace(',', '.');
  return cleaned === '' ? Number.NaN : Number(cleaned);
}

/** ISO date (YYYY-MM-DD) → DD/MM/YYYY; a moment (a Date, an ISO instant) → its day in Brasília, DD/MM/YYYY. */
export function formatDate(iso: string | Date | null | undefined): string {
  if (!iso) return '';
  // A calendar date (a DATE column, a typed date) is that day wherever it is read.
  if (typeof iso === 'string' && ISO_DAY.test(iso)) {
    const [y, m, d] = iso.split('-');
    return `${d}/${m}/${y}`;
  }
  // A moment is the day it is in Brasília: a trial ending at 23:59:59 there is 02:59:59 of the next day in UTC, and
  // read in UTC it was said to end a day later.
  const moment = new Date(iso);
  return Number.isNaN(moment.getTime()) ? '' : brasiliaDate().format(moment);
}
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const brasiliaDate = onFirstUse(() => new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' }));
/** DD/MM/YYYY → ISO date, or null when it is not a real calendar date. */
export function parseBrDate(value: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!m) return null;
  const [, d, mo, y] = m;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  if (date.getUTCFullYear() !== Number(y) || date.getUTCMonth() !== Number(mo) - 1 || date.getUTCDate() !== Number(d)) return null;
  return `${y}-${mo}-${d}`;
}
const dateTime = onFirstUse(() => new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' }));
export const formatDateTime = (value: Date | string): string => dateTime().format(new Date(value));

/** https://wa.me/55DDDNUMBER?text=… (docs/design/brazil.md); without a number, WhatsApp asks whom to send it to. */
export function whatsappLink(phone: string, text: string): string {
  const digits = onlyDigits(phone);
  if (!digits) return `https://wa.me/?text=${encodeURIComponent(text)}`;
  const withCountry = digits.startsWith('55') && digits.length > 11 ? digits : `55${digits}`;
  return `https://wa.me/${withCountry}?text=${encodeURIComponent(text)}`;
}
