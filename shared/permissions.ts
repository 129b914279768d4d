import type { RoleKey } from './options.ts';

/**
 * Permission catalogue: `module/action` pairs (docs/design/product-spec.md §6). The server stores them per role and
 * checks them in every procedure; the client receives them with the profile to hide what the user cannot do.
 * Later areas add their modules here and to ROLE_PERMISSIONS; start-up syncs the database with this table.
 */
export const PERMISSIONS = {
  user: {
    view: 'Ver usuários da própria filial',
    viewCompany: 'Ver usuários de todas as filiais da empresa',
    create: 'Cadastrar usuários',
    delete: 'Desativar usuários',
    changeRole: 'Alterar a função de usuários',
    changeSubsidiary: 'Trocar de filial',
  },
  bankPartner: {
    view: 'Ver bancos parceiros',
    create: 'Cadastrar bancos parceiros',
    update: 'Editar bancos parceiros',
    delete: 'Excluir bancos parceiros',
  },
  product: {
    view: 'Ver produtos',
    create: 'Cadastrar produtos da empresa',
    update: 'Editar produtos da empresa',
    delete: 'Excluir produtos da empresa',
    manageGlobal: 'Cadastrar e editar produtos globais (todas as empresas)',
  },
  simulation: {
    create: 'Simular e salvar simulações',
    view: 'Ver as próprias simulações salvas',
    viewCompany: 'Ver as simulações salvas de toda a empresa',
    delete: 'Excluir simulações salvas',
  },
  deal: {
    create: 'Cadastrar negócios',
    update: 'Editar e mover negócios visíveis',
    viewCompany: 'Ver os negócios de toda a empresa',
    viewSubsidiary: 'Ver os negócios da própria filial',
    changeResponsible: 'Trocar o responsável de um negócio',
  },
  subsidiary: {
    view: 'Ver as filiais (todas as da empresa, para quem as gerencia; senão, a própria)',
    manage: 'Cadastrar, editar, ativar e desativar as filiais da empresa',
  },
  company: {
    view: 'Ver os dados, contatos e contas bancárias da empresa',
    update: 'Editar os dados, a identidade visual e as contas bancárias da empresa',
  },
  commission: {
    view: 'Ver as comissões e a previsão dos próprios negócios (ou as da filial, para quem vê os negócios da filial)',
    viewCompany: 'Ver as comissões e a previsão de toda a empresa',
    manage: 'Registrar o acordo, avançar o status, cancelar comissões e lançar transações',
  },
  privacy: { manage: 'Atender titulares (LGPD): exportar e anonimizar dados de clientes e usuários, ver os pedidos abertos' },
  outbox: { view: 'Ver e-mails enviados pela plataforma' },
  audit: { view: 'Ver o registro de auditoria' },
  subscription: {
    view: 'Ver a assinatura da empresa, as faturas e o cartão cadastrado (bandeira e final)',
    manage: 'Assinar um plano, trocar o cartão, cancelar e reativar a assinatura da empresa',
  },
  course: {
    view: 'Ver os cursos, registrar o próprio progresso e baixar os próprios certificados',
    viewTeam: 'Ver o progresso da equipe nos cursos (a empresa toda, para quem vê os usuários de todas as filiais; senão, a própria filial)',
    manage: 'Cadastrar, editar e excluir os cursos da empresa',
    manageGlobal: 'Cadastrar, editar e excluir cursos globais (todas as empresas)',
  },
  release: {
    view: 'Ver as novidades da plataforma',
    manage: 'Publicar, editar e excluir as notas de versão da plataforma',
  },
} as const;

export type PermissionModule = keyof typeof PERMISSIONS;
export type PermissionAction<M extends PermissionModule = PermissionModule> = keyof (typeof PERMISSIONS)[M] & string;
export type PermissionKey = { [M in PermissionModule]: `${M}/${PermissionAction<M>}` }[PermissionModule];

export const ALL_PERMISSIONS: PermissionKey[] = (Object.keys(PERMISSIONS) as PermissionModule[]).flatMap((module) =>
  Object.keys(PERMISSIONS[module]).map((action) => `${module}/${action}` as PermissionKey),
);

/**
 * Who may do what. Rank orders the roles: nobody assigns a role ranked above their own.
 * master: the platform's operators (everything, including the e-mail outbox and audit).
 * administrator: runs a partner company (all of its affiliates and users).
 * accountManager / personalManager: look after the company's brokers; see every affiliate, manage no users.
 * subsidiaryManager: runs one affiliate and its users.
 * operator: a broker: works their own cases.
 */
export const ROLES: Record<RoleKey, { rank: number; permissions: PermissionKey[] }> = {
  master: { rank: 100, permissions: ALL_PERMISSIONS },
  administrator: {
    rank: 80,
    permissions: [
      'user/view',
      'user/viewCompany',
      'user/create',
      'user/delete',
      'user/changeRole',
      'user/changeSubsidiary',
      'audit/view',
      'bankPartner/view',
      'product/view',
      'product/create',
      'product/update',
      'product/delete',
      'simulation/create',
      'simulation/view',
      'simulation/viewCompany',
      'simulation/delete',
      'deal/create',
      'deal/update',
      'deal/viewCompany',
      'deal/changeResponsible',
      'subsidiary/view',
      'subsidiary/manage',
      'company/view',
      'company/update',
      'subscription/view',
      'subscription/manage',
      'commission/view',
      'commission/viewCompany',
      'commission/manage',
      'privacy/manage',
      'course/view',
      'course/viewTeam',
      'course/manage',
      'release/view',
    ],
  },
  accountManager: {
    rank: 60,
    permissions: [
      'user/view',
      'user/viewCompany',
      'user/changeSubsidiary',
      'bankPartner/view',
      'product/view',
      'simulation/create',
      'simulation/view',
      'simulation/viewCompany',
      'deal/create',
      'deal/update',
      'deal/viewCompany',
      'deal/changeResponsible',
      'company/view',
      'subscription/view',
      'commission/view',
      'commission/viewCompany',
      'course/view',
      'course/viewTeam',
      'release/view',
    ],
  },
  personalManager: {
    rank: 50,
    permissions: [
      'user/view',
      'user/viewCompany',
      'bankPartner/view',
      'product/view',
      'simulation/create',
      'simulation/view',
      'simulation/viewCompany',
      'deal/create',
      'deal/update',
      'deal/viewCompany',
      'deal/changeResponsible',
      'company/view',
      'subscription/view',
      'commission/view',
      'commission/viewCompany',
      'course/view',
      'course/viewTeam',
      'release/view',
    ],
  },
  subsidiaryManager: {
    rank: 40,
    permissions: [
      'user/view',
      'user/create',
      'user/delete',
      'user/changeRole',
      'bankPartner/view',
      'product/view',
      'simulation/create',
      'simulation/view',
      'simulation/delete',
      'deal/create',
      'deal/update',
      'deal/viewSubsidiary',
      'deal/changeResponsible',
      'subsidiary/view',
      'company/view',
      'commission/view',
      'course/view',
      'course/viewTeam',
      'release/view',
    ],
  },
  operator: {
    rank: 10,
    permissions: [
      'bankPartner/view',
      'product/view',
      'simulation/create',
      'simulation/view',
      'simulation/delete',
      'deal/create',
      'deal/update',
      'company/view',
      'commission/view',
      'course/view',
      'release/view',
    ],
  },
};

export interface Permission {
  module: string;
  action: string;
}

/** permission-to(resource, action) of docs/design/product-spec.md §6, for a profile's permission list. */
export function can(permissions: readonly Permission[] | undefined, module: string, action: string): boolean {
  return !!permissions?.some((p) => p.module === module && p.action === action);
}
