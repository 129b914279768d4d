/**
 * Facts about the product shown on public pages, the footer and the legal documents. One place, so the footer,
 * the privacy policy and the terms never disagree.
 */
export const SITE = {
  name: 'Crédito',
  /** docs/design/product-spec.md §9: the footer's copyright year. */
  copyrightYear: 2025,
  /** Where data subjects exercise their LGPD rights (art. 18) and reach the data protection officer (art. 41). */
  privacyEmail: 'privacidade@credito.com.br',
  /** General support for brokers and customers. */
  supportEmail: 'suporte@credito.com.br',
} as const;

/**
 * docs/design/product-spec.md §9 "social media links exist; targets not shown": the product's
 * profiles, in the order the footer shows them.
 */
export const SOCIAL_LINKS = [
  { key: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/credito.plataforma' },
  { key: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/company/credito-plataforma' },
  { key: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@credito.plataforma' },
] as const;

export type SocialNetwork = (typeof SOCIAL_LINKS)[number]['key'];

/** The version of the terms and privacy policy in force; accepting records it with the time (LGPD art. 8). */
export const POLICY_VERSION = '2025-01';

/** The public legal and help pages (docs/design/product-spec.md §2), with the labels the footer and menus use. */
export const LEGAL_PAGES = {
  faq: { path: '/faq', label: 'Perguntas frequentes' },
  privacy: { path: '/politica-privacidade', label: 'Política de privacidade' },
  terms: { path: '/termo-de-uso', label: 'Termos de uso' },
  cookies: { path: '/cookies', label: 'Política de cookies' },
} as const;
