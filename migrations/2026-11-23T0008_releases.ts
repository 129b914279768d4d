import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

/**
 * Software releases (docs/design/product-spec.md §2 settings/softwareRelease): the platform's release notes, kept by
 * its masters and read by everyone; and, per user, the moment they last opened the notes (the "Novidades" dot shows
 * releases published after it).
 *
 * The notes of what the platform had when this migration was written ship with it, so every installation starts
 * with its history, not only the demo.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('software_releases')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('version', 'text', (c) => c.notNull().unique())
    .addColumn('released_on', 'date', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('highlights', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('feature', 'improvement', 'fix')`))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('software_releases_order_idx').on('software_releases').columns(['released_on', 'created_at']).execute();

  await db.schema
    .createTable('release_views')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('last_seen_release_id', 'uuid', (c) => c.references('software_releases.id').onDelete('set null'))
    .addColumn('seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.insertInto('software_releases').values(RELEASES).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('release_views').ifExists().execute();
  await db.schema.dropTable('software_releases').ifExists().execute();
}

const RELEASES = [
  {
    version: '1.0.0',
    released_on: '2026-11-03',
    type: 'feature',
    title: 'Fundação da plataforma',
    highlights: [
      '- Login seguro com sessão renovada automaticamente e bloqueio após tentativas erradas',
      '- Recuperação de senha por e-mail com link de uso único',
      '- Usuários, funções e permissões por empresa e filial, com troca de filial',
      '- Aceite dos termos de uso e da política de privacidade registrado com versão e data',
      '- API REST compatível (/api/v1) com documento OpenAPI',
    ].join('\n'),
  },
  {
    version: '1.1.0',
    released_on: '2026-11-10',
    type: 'feature',
    title: 'Simulação multibanco',
    highlights: [
      '- Motor de crédito com PRICE e SAC, seguros MIP e DFI, IOF e CET',
      '- Elegibilidade por banco com o motivo e a correção sugerida',
      '- Simulação imobiliária (simples, prazos, bancos, detalhada e melhor opção) e veicular',
      '- Simulações salvas, proposta em PDF e envio por WhatsApp',
      '- Páginas públicas de simulação e /links do corretor',
      '- Catálogo de bancos parceiros e produtos',
    ].join('\n'),
  },
  {
    version: '1.2.0',
    released_on: '2026-11-17',
    type: 'feature',
    title: 'Negócios e quadros kanban',
    highlights: [
      '- Quadros ao vivo por tipo de operação, com arrastar e soltar por mouse, toque ou teclado',
      '- Cadastro do negócio em etapas: proponentes, operação, renda e documentos',
      '- Página do negócio com linha do tempo, troca de responsável e previsão de liberação',
      '- Checklist de documentos por bem e perfil profissional',
      '- Clientes e painel dos últimos 30 dias',
    ].join('\n'),
  },
  {
    version: '1.2.1',
    released_on: '2026-11-18',
    type: 'improvement',
    title: 'Listas de negócios mais rápidas',
    highlights: ['- Índices novos para empresas com muitos negócios nos quadros e nas listas'].join('\n'),
  },
  {
    version: '1.3.0',
    released_on: '2026-11-20',
    type: 'feature',
    title: 'Links públicos e acompanhamento do cliente',
    highlights: [
      '- Cadastro público de negócio pelo link do corretor, no celular',
      '- Acompanhamento do negócio pelo cliente, com envio de documentos',
      '- Notificações de novos negócios e documentos recebidos',
    ].join('\n'),
  },
  {
    version: '1.4.0',
    released_on: '2026-11-24',
    type: 'feature',
    title: 'Assinatura e comissões',
    highlights: [
      '- Planos mensal, semestral e anual com pagamento por cartão',
      '- Faturas, troca de cartão e cancelamento da assinatura',
      '- Comissões por negócio: previsão, nota fiscal, pagamento e transações',
    ].join('\n'),
  },
  {
    version: '1.5.0',
    released_on: '2026-11-27',
    type: 'feature',
    title: 'Cursos e novidades',
    highlights: [
      '- Cursos da plataforma e da empresa, com progresso e certificado de conclusão em PDF',
      '- Acompanhamento da equipe: quem concluiu os cursos obrigatórios',
      '- Esta página de novidades, com aviso no menu do usuário',
    ].join('\n'),
  },
];
