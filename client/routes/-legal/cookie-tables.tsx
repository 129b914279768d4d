import { Table } from '@mantine/core';
import { CONSENT_DAYS, COOKIE_CATEGORY_INFO, OPTIONAL_COOKIE_CATEGORIES } from '../../../shared/cookies.ts';
import { BANNER_COOKIE } from '../../lib/cookie-consent.ts';

interface Row {
  name: string;
  category: string;
  purpose: string;
  duration: string;
}

const days = `${CONSENT_DAYS} dias`;
const essential = COOKIE_CATEGORY_INFO.essential.label;

/** The cookies the platform actually sets: only the consent choice itself (essential). */
const COOKIES: Row[] = [
  { name: BANNER_COOKIE, category: essential, purpose: 'Lembra que você já fez a sua escolha, para não mostrar o aviso de novo.', duration: days },
  { name: 'credito_essential', category: essential, purpose: 'Registra que os cookies essenciais estão ativos (não podem ser desativados).', duration: days },
  ...OPTIONAL_COOKIE_CATEGORIES.map((c) => ({
    name: `credito_${c}`,
    category: essential,
    purpose: `Guarda a sua escolha para a categoria "${COOKIE_CATEGORY_INFO[c].label}".`,
    duration: days,
  })),
];

/** Other things kept in the browser (not cookies, but the same rules apply: all of them essential). */
const STORAGE: Row[] = [
  { name: 'credito.session', category: 'Armazenamento local', purpose: 'Mantém você conectado: credenciais de acesso e o seu perfil.', duration: 'Até você sair da conta' },
  {
    name: 'credito.color-scheme, credito.color-scheme.synced',
    category: 'Armazenamento local',
    purpose: 'Lembra o tema escolhido (claro, escuro ou automático).',
    duration: 'Até você limpar os dados do navegador',
  },
  {
    name: 'credito.flags',
    category: 'Armazenamento local',
    purpose: 'Lembra quais recursos da plataforma estão ligados, para a página abrir sem atraso.',
    duration: 'Até você limpar os dados do navegador',
  },
  {
    name: 'credito.cookie-consent.recorded',
    category: 'Armazenamento local',
    purpose: 'Evita registrar a mesma escolha de cookies duas vezes para a sua conta.',
    duration: 'Até você limpar os dados do navegador',
  },
  { name: 'credito.simulation.*', category: 'Armazenamento da aba', purpose: 'Guarda a simulação em andamento enquanto você navega.', duration: 'Até fechar a aba ou sair' },
  {
    name: 'credito:cadastro-cliente:*',
    category: 'Armazenamento da aba',
    purpose: 'Guarda a proposta em preenchimento, para não perder o que foi digitado ao recarregar a página.',
    duration: 'Até fechar a aba ou concluir o envio',
  },
];

function RowsTable({ rows, caption }: { rows: Row[]; caption: string }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped withTableBorder verticalSpacing="xs" fz="sm" captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Nome</Table.Th>
            <Table.Th>Tipo</Table.Th>
            <Table.Th>Para que serve</Table.Th>
            <Table.Th>Duração</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.name}>
              <Table.Td ff="monospace">{r.name}</Table.Td>
              <Table.Td>{r.category}</Table.Td>
              <Table.Td>{r.purpose}</Table.Td>
              <Table.Td>{r.duration}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export const CookiesTable = () => <RowsTable rows={COOKIES} caption="Cookies da Crédito" />;
export const StorageTable = () => <RowsTable rows={STORAGE} caption="Outros dados guardados no navegador" />;
