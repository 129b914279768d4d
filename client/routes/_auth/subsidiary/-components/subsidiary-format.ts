const brasilia = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' });

/** The calendar day (DD/MM/YYYY) an instant falls on in Brasília: a test period ends at 23:59:59 of that day. */
export const brasiliaDate = (d: Date | string | null | undefined): string => (d ? brasilia.format(new Date(d)) : '');

/** The link the affiliate opens to register (absolute, to copy or send by WhatsApp). */
export const absoluteLink = (path: string): string => `${window.location.origin}${path}`;
