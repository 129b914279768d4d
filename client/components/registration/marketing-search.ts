/**
 * The registration pages' search params: the marketing UTM fields of the link the visitor came from
 * (docs/design/product-spec.md §3 Company "marketing"), in the usual snake case (utm_source) or the spec's camel case
 * (utmSource), and the pre-registration token of /cadastro?preCadastro=….
 */
export interface RegistrationSearch {
  preCadastro?: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  utm_term?: string;
  utm_content?: string;
  utm_ref?: string;
  ref_landing?: string;
}

const FIELDS = {
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_term: 'utmTerm',
  utm_content: 'utmContent',
  utm_ref: 'utmRef',
  ref_landing: 'refLanding',
} as const;
type SnakeField = keyof typeof FIELDS;

const text = (v: unknown, max: number) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim().slice(0, max) || undefined : undefined);

export function validateRegistrationSearch(raw: Record<string, unknown>): RegistrationSearch {
  const out: RegistrationSearch = {};
  const token = text(raw.preCadastro, 128);
  if (token && /^[\w-]+$/.test(token)) out.preCadastro = token;
  for (const [snake, camel] of Object.entries(FIELDS) as [SnakeField, (typeof FIELDS)[SnakeField]][]) {
    const value = text(raw[snake] ?? raw[camel] ?? (snake === 'utm_ref' ? raw.ref : undefined), snake === 'ref_landing' ? 500 : 255);
    if (value) out[snake] = value;
  }
  return out;
}

export interface MarketingInput {
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmTerm?: string;
  utmContent?: string;
  utmRef?: string;
  refLanding?: string;
}

/** The UTM fields to store with the registration. */
export function marketingOf(search: RegistrationSearch): MarketingInput {
  const out: MarketingInput = {};
  for (const [snake, camel] of Object.entries(FIELDS) as [SnakeField, (typeof FIELDS)[SnakeField]][]) if (search[snake]) out[camel] = search[snake];
  return out;
}
