/**
 * What the server (server/lib/server-rendering.ts) and the server entry of the client (client/entry-server.tsx) say to
 * each other when a public page is rendered to HTML before any script runs. The entry is built with the
 * browser code (dist/ssr); the server loads it at run time and gives it only the public data a page may show.
 */
import type { TPublicBrokerResponse } from './schemas/simulation.ts';

/** The public data a server-rendered page may read, fetched by the server through the procedures the browser calls. */
export interface PublicPageData {
  /** `publicSimulation.broker`: the broker's public profile, or null for an unknown or malformed username. */
  broker(username: string): Promise<TPublicBrokerResponse | null>;
  /** Whether a customer's tracking link works (false for a malformed, unknown, revoked or expired one); nothing else. */
  trackingLinkIsLive(token: string): Promise<boolean>;
}

export interface ServerRenderRequest {
  /** Path and query of the request. */
  url: string;
  data: PublicPageData;
}

export interface ServerRenderedPage {
  /** 404: the page says the link does not exist (unknown broker, malformed link, dead tracking link). */
  status: 200 | 404;
  /** The markup of `#root`. */
  html: string;
  /** What the browser hydrates from (the public queries' cache and the page's brand), ready for a JSON script tag. */
  state: string;
  /** The page sits behind a secret link (the customer's tracking link): never stored by a cache. */
  secret: boolean;
  /**
   * The document's title and description, also as the link preview a chat app shows (Open Graph): the broker's public
   * name where the page is theirs, never anything personal.
   */
  head?: PageHead;
}

export interface PageHead {
  title: string;
  description: string;
}

/** The names of the broker's public pages, first in their titles (server and client say the same). */
export const PUBLIC_PAGE = {
  links: 'Simulações e propostas de crédito',
  registration: 'Envie sua proposta',
  realtySimulation: 'Simulação de crédito imobiliário',
  vehicleSimulation: 'Simulação de crédito de veículo',
} as const;

/** The head of a broker link that leads nowhere (an unknown or inactive username), from the server and the browser. */
export const DEAD_LINK_HEAD: PageHead = {
  title: 'Link não encontrado · Crédito',
  description: 'Este link não existe ou não está mais ativo. Confira o endereço com o seu corretor.',
};

/**
 * A broker's public page's title, the same from the server's HTML and after hydration (client/lib/use-page-title.ts
 * useBrokerPageTitle): "Simulações e propostas de crédito · Ana Administradora · Demo Crédito".
 */
export const brokerPageTitle = (page: string, broker: { name: string; companyName: string }): string => `${page} · ${broker.name} · ${broker.companyName}`;

/** A public page's head, for the broker behind its link (their public profile only). */
export function brokerPageHead(page: string, broker: { name: string; companyName: string }): PageHead {
  return {
    title: brokerPageTitle(page, broker),
    description: `Simule seu crédito e envie sua proposta para ${broker.name} (${broker.companyName}) pelo celular.`,
  };
}

export interface ServerRenderer {
  /** The page's HTML, or null when the path is not one of the server-rendered public pages (the SPA serves it). */
  render(request: ServerRenderRequest): Promise<ServerRenderedPage | null>;
}

/** The id of the `<script type="application/json">` that carries `ServerRenderedPage.state` to the browser. */
export const SSR_STATE_ID = 'ssr-state';
