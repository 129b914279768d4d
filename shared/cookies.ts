import { COOKIE_CATEGORIES } from './options.ts';
import { POLICY_VERSION } from './site.ts';

/**
 * Cookie consent (docs/design/product-spec.md §3 categories, §4 banner, §9 names and duration; docs/design/brazil.md:
 * ANPD guide 2022). Shared by the banner, the cookie policy page and the server, which records signed-in users' choices
 * (LGPD art. 8).
 */
export const COOKIE_CATEGORY_KEYS = ['essential', 'performance', 'analytic', 'ads', 'social'] as const;
export type CookieCategory = (typeof COOKIE_CATEGORY_KEYS)[number];
export type OptionalCookieCategory = Exclude<CookieCategory, 'essential'>;
export const OPTIONAL_COOKIE_CATEGORIES = COOKIE_CATEGORY_KEYS.filter((k): k is OptionalCookieCategory => k !== 'essential');

/** A saved choice: essential is always on (it cannot be turned off); the others only with consent. */
export type CookieChoices = { essential: true } & Record<OptionalCookieCategory, boolean>;

/** docs/design/product-spec.md §9: cookie names are prefixed with the product. */
export const COOKIE_PREFIX = 'credito_';
/** docs/design/product-spec.md §4/§9: the choice is remembered for 30 days, then asked again. */
export const CONSENT_DAYS = 30;
/** The consent is given to the cookie policy in force, which is versioned with the privacy policy. */
export const COOKIE_POLICY_VERSION = POLICY_VERSION;
/** The kind of a recorded consent (the consents table may hold other kinds later). */
export const CONSENT_KIND_COOKIES = 'cookies';

/** pt-BR label and description of each category, for the preferences dialog and the cookie policy. */
export const COOKIE_CATEGORY_INFO: Record<CookieCategory, { label: string; description: string }> = {
  essential: {
    label: COOKIE_CATEGORIES.essential,
    description: 'Necessários para o site funcionar: manter você conectado com segurança, lembrar o tema escolhido e guardar esta escolha de cookies. Não podem ser desativados.',
  },
  performance: {
    label: COOKIE_CATEGORIES.performance,
    description: 'Medem a velocidade das páginas e registram erros técnicos, para deixarmos a plataforma mais rápida e estável.',
  },
  analytic: {
    label: COOKIE_CATEGORIES.analytic,
    description: 'Contam visitas e mostram, de forma agregada, quais páginas e recursos são mais usados, para melhorarmos o produto.',
  },
  ads: {
    label: COOKIE_CATEGORIES.ads,
    description: 'Permitem medir campanhas e mostrar anúncios da Crédito mais relevantes para você em outros sites.',
  },
  social: {
    label: COOKIE_CATEGORIES.social,
    description: 'Permitem compartilhar conteúdo e exibir recursos do Instagram, LinkedIn e YouTube dentro das nossas páginas.',
  },
};

/** Deny all (docs/design/product-spec.md §4): only the essential cookies. */
export function denyAllChoices(): CookieChoices {
  return { essential: true, performance: false, analytic: false, ads: false, social: false };
}

/** Allow all (docs/design/product-spec.md §4): every category. */
export function allowAllChoices(): CookieChoices {
  return { essential: true, performance: true, analytic: true, ads: true, social: true };
}
