/** The link the affiliate opens to register (absolute, to copy or send by WhatsApp). */
export const absoluteLink = (path: string): string => `${window.location.origin}${path}`;
