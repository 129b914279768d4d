import { formatMoney } from '../../../../../../shared/format.ts';

/** The timeline kinds of a deal's banks. */
export const BANK_EVENT_KINDS = new Set(['bank_sent', 'bank_status', 'bank_chosen', 'bank_removed']);

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);

/** "o banco Itaú", but "Banco BV" (the name already says it). */
const bankRef = (name: string) => (/^banco\b/i.test(name) ? name : `o banco ${name}`);

/** "A, B e C". */
function joinNames(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} e ${names[names.length - 1]}`;
}

/** One bank event in plain pt-BR, read after the actor's name ("Ana enviou o negócio para Itaú e Caixa"). */
export function describeBankEvent(kind: string, d: Record<string, unknown>): { action: string; detail?: string } {
  const bank = text(d.bank) ?? 'desconhecido';
  switch (kind) {
    case 'bank_sent': {
      const names = Array.isArray(d.banks) ? d.banks.map(text).filter((n): n is string => !!n) : [];
      return { action: `enviou o negócio para ${joinNames(names)}` };
    }
    case 'bank_status':
      switch (d.status) {
        case 'approved':
          return { action: `registrou que ${bankRef(bank)} aprovou${typeof d.approvedValue === 'number' ? ` ${formatMoney(d.approvedValue)}` : ''}`, detail: text(d.conditions) };
        case 'denied':
          return { action: `registrou que ${bankRef(bank)} negou`, detail: text(d.reason) ? `Motivo: ${text(d.reason)}` : undefined };
        case 'pending':
          return { action: `registrou que ${bankRef(bank)} pediu documentos`, detail: text(d.requestedDocuments) ? `Documentos pedidos: ${text(d.requestedDocuments)}` : undefined };
        case 'analysis':
          return { action: `registrou que ${bankRef(bank)} está analisando` };
        default:
          return { action: `voltou ${bank} para Enviado` };
      }
    case 'bank_chosen':
      return { action: `registrou que o cliente escolheu ${bank}`, detail: typeof d.approvedValue === 'number' ? `Valor aprovado: ${formatMoney(d.approvedValue)}` : undefined };
    default:
      return { action: `removeu ${bank} do negócio` };
  }
}
