/**
 * pt-BR counts that agree with their number: "1 mês", "2 meses", "1 minuto", "15 minutos". In Portuguese only 1 (and
 * -1) takes the singular; 0 and fractions take the plural ("0 meses", "1,5 mês" is wrong: "1,5 meses").
 */
export function plural(count: number, singular: string, pluralForm: string): string {
  return `${count.toLocaleString('pt-BR')} ${Math.abs(count) === 1 ? singular : pluralForm}`;
}

/** "1 mês", "180 meses". */
export const months = (count: number): string => plural(count, 'mês', 'meses');

/** "1 minuto", "15 minutos". */
export const minutes = (count: number): string => plural(count, 'minuto', 'minutos');
