import { ZAcceptPoliciesRequest } from '../../shared/schemas/auth.ts';
import { ZCardRequest, ZCardTokenResponse } from '../../shared/schemas/subscriptions.ts';
import { customerReport, userReport } from '../domains/privacy/data-subject.service.ts';
import { trackingReport } from '../domains/public-deals/tracking-file.ts';
import { createSandboxPaymentRouter } from '../domains/subscriptions/sandbox-payment.route.ts';
import type { Endpoint, FileEndpoint, JsonEndpoint, UploadEndpoint } from './endpoint-types.ts';
import type { ProcedureInput, ProcedurePath } from './procedures.ts';
import { dataFile, dataFormat, exportFormat, param, pdf, queryFilters, SPREADSHEETS, sentName, spreadsheet, str, ZDataFormat } from './request-answers.ts';

/**
 * The documented REST surface (docs/design/product-spec.md §7 and the file paths the app itself uses): one entry per
 * path, naming the procedure it calls, how the request becomes the procedure's input, and how the answer goes out.
 * rest.router.ts serves this table and openapi.ts documents it; neither lists a path of its own.
 */

// Each entry is checked against its own procedure's input and output, then kept in the table as any entry.
const json = <P extends ProcedurePath>(e: Omit<JsonEndpoint<P>, 'kind'>): JsonEndpoint => ({ kind: 'json', ...e });
const file = <P extends ProcedurePath>(e: Omit<FileEndpoint<P>, 'kind'>): FileEndpoint => ({ kind: 'file', ...e });
const upload = <P extends ProcedurePath>(e: Omit<UploadEndpoint<P>, 'kind'>): UploadEndpoint => ({ kind: 'upload', ...e });

const UPLOAD_ERRORS = { '400': 'UPLOAD_ERROR — "Arquivo muito grande", "A extensão do arquivo não é permitida", "Limite de arquivos excedido!"' };

export const ENDPOINTS: Endpoint[] = [
  json({
    method: 'post',
    path: '/auth/login',
    procedure: 'auth.login',
    summary: 'Entrar',
    auth: 'public',
    form: true,
    status: 200,
    success: 'Tokens e usuário',
    errors: {
      '401': 'LOGIN_ERROR — "Falha ao fazer login" (mesma resposta para e-mail desconhecido e senha errada)',
      '403':
        'SUBSIDIARY_IS_NOT_ACTIVE_ERROR — filial inativa, ou período de teste encerrado; SUBSCRIPTION_NOT_FOUND_ERROR — a assinatura da empresa terminou. Nos dois últimos casos só quem pode assinar um plano (subscription/manage) entra',
      '429':
        'TOO_MANY_ATTEMPTS_ERROR — 5 falhas em 15 minutos desta conta a partir deste endereço IP (ou 20 falhas do mesmo IP em quaisquer contas); tentativas recusadas com 429 não contam. Desbloqueio por e-mail: /auth/requestUnlock',
    },
    input: (req) => ({ email: req.body?.email, password: req.body?.password }),
  }),
  json({
    method: 'post',
    path: '/auth/refreshToken',
    procedure: 'auth.refresh',
    summary: 'Renovar o token de acesso (rotação do refresh token)',
    auth: 'public',
    status: 200,
    success: 'Novo par de tokens',
    errors: {
      '403': 'SUBSIDIARY_IS_NOT_ACTIVE_ERROR ou SUBSCRIPTION_NOT_FOUND_ERROR — a conta não pode mais entrar (as mesmas regras do login); a sessão é encerrada',
      '401':
        'Refresh token não encontrado, expirado ou reutilizado. Reapresentado dentro da janela de tolerância (REFRESH_REUSE_GRACE_SECONDS, 10 s), enquanto o sucessor não foi usado, devolve o mesmo sucessor; fora disso, o reuso revoga a família inteira',
    },
    input: (req) => ({ refreshToken: req.body?.refreshToken }),
  }),
  json({ method: 'post', path: '/auth/logout', procedure: 'auth.logout', summary: 'Encerrar a sessão', auth: 'bearer', status: 200, success: 'Sessão encerrada', input: () => undefined }),
  json({
    method: 'post',
    path: '/auth/acceptPolicies',
    procedure: 'auth.acceptPolicies',
    summary: 'Aceitar os termos de uso e a política de privacidade',
    auth: 'bearer',
    // Calling this path is itself the act of acceptance; explicit false values are still refused by the schema.
    body: ZAcceptPoliciesRequest.partial().meta({ description: 'A chamada em si é o aceite; valores false são recusados' }),
    status: 200,
    success: 'Termos aceitos',
    input: (req) => ({ acceptPrivacyPolicy: req.body?.acceptPrivacyPolicy ?? true, acceptTermsOfUse: req.body?.acceptTermsOfUse ?? true }),
  }),
  json({
    method: 'post',
    path: '/auth/forgotPassword',
    procedure: 'auth.forgotPassword',
    summary: 'Pedir o link de redefinição de senha',
    auth: 'public',
    status: 200,
    success: '"Solicitação enviado com sucesso!" — a mesma resposta exista ou não o e-mail',
    input: (req) => ({ email: req.body?.email }),
  }),
  json({
    method: 'post',
    path: '/auth/requestUnlock',
    procedure: 'auth.requestUnlock',
    summary: 'Pedir o link de desbloqueio de acesso (depois de muitas tentativas de login)',
    auth: 'public',
    status: 200,
    success: 'A mesma resposta exista ou não o e-mail; o link vale 30 minutos e só pode ser usado uma vez',
    input: (req) => ({ email: req.body?.email }),
  }),
  json({
    method: 'post',
    path: '/auth/unlock',
    procedure: 'auth.unlock',
    summary: 'Desbloquear o acesso com o token do e-mail: esquece as falhas de login da conta, de todos os endereços',
    auth: 'public',
    status: 200,
    success: '"Acesso desbloqueado! Você já pode entrar"',
    errors: { '400': 'Token inválido, expirado ou já usado' },
    input: (req) => ({ token: req.body?.token }),
  }),
  json({
    method: 'post',
    path: '/auth/changePassword',
    procedure: 'auth.changePassword',
    summary: 'Definir nova senha com o token do e-mail (uso único, 30 minutos)',
    auth: 'public',
    status: 200,
    success: '"Senha alterada!" — todas as sessões do usuário são encerradas',
    errors: { '400': 'Token inválido/expirado, senhas diferentes ou senha fraca' },
    input: (req) => ({ token: req.body?.token, password: req.body?.password, passwordConfirmation: req.body?.passwordConfirmation }),
  }),

  json({
    method: 'get',
    path: '/user/authorized',
    procedure: 'auth.me',
    summary: 'Usuário atual',
    auth: 'bearer',
    status: 200,
    success: 'Perfil com função, permissões e filial',
    input: () => undefined,
  }),
  json({
    method: 'get',
    path: '/user/autocomplete',
    procedure: 'users.autocomplete',
    summary: 'Buscar usuários ativos pelo nome ou e-mail (até 10)',
    auth: 'bearer',
    status: 200,
    success: 'Usuários',
    input: (req) => ({ search: str(req.query.search) ?? '' }),
  }),
  json({
    method: 'get',
    path: '/user',
    procedure: 'users.list',
    summary: 'Listar usuários (da empresa ou da filial, conforme a permissão)',
    auth: 'bearer',
    status: 200,
    success: 'Página de usuários',
    input: (req) => ({
      page: str(req.query.page),
      size: str(req.query.size),
      search: str(req.query.search),
      roleId: str(req.query.roleId),
      subsidiaryId: str(req.query.subsidiaryId),
      status: str(req.query.status) as 'active' | 'inactive' | undefined,
    }),
  }),
  json({
    method: 'post',
    path: '/user',
    procedure: 'users.create',
    summary: 'Cadastrar usuário',
    auth: 'bearer',
    status: 201,
    success: '"Usuário adicionado com sucesso!"',
    errors: { '409': 'PERSON_DUPLICATED_ERROR — CPF já cadastrado na empresa' },
    input: (req) => req.body ?? {},
  }),
  json({
    method: 'delete',
    path: '/user/:id',
    procedure: 'users.delete',
    summary: 'Excluir (desativar) usuário e encerrar as suas sessões',
    auth: 'bearer',
    status: 200,
    success: 'Usuário excluído',
    errors: { '404': 'ENTITY_NOT_FOUND_ERROR' },
    input: (req) => ({ id: param(req, 'id') }),
  }),
  json({
    method: 'patch',
    path: '/user/subsidiary/change',
    procedure: 'users.changeSubsidiary',
    summary: 'Trocar a própria filial (permissão user/changeSubsidiary)',
    auth: 'bearer',
    status: 200,
    success: 'Filial alterada e perfil atualizado',
    errors: { '404': 'Filial fora das empresas do usuário' },
    // The spec's client sends the subsidiary object; its id alone is taken too.
    input: (req) => ({ id: req.body?.id ?? req.body?.subsidiary?.id ?? req.body?.subsidiaryId }),
  }),
  json({
    method: 'post',
    path: '/user/:userId/role/:roleId',
    procedure: 'users.changeRole',
    summary: 'Alterar a função de um usuário',
    auth: 'bearer',
    status: 200,
    success: '"Função alterada com sucesso!"',
    errors: { '404': 'ENTITY_NOT_FOUND_ERROR' },
    input: (req) => ({ userId: param(req, 'userId'), roleId: param(req, 'roleId') }),
  }),
  upload({
    method: 'post',
    path: '/user/upload',
    procedure: 'users.uploadAvatar',
    summary: 'Enviar foto de perfil (PNG ou JPG, até 2 MB, verificado pelo conteúdo)',
    auth: 'bearer',
    success: 'Foto atualizada',
    errors: UPLOAD_ERRORS,
    input: (_req, f) => ({ bytes: f.bytes, fileName: sentName(f.name) }),
  }),

  file({
    method: 'get',
    path: '/simulations/:id/proposal.pdf',
    procedure: 'simulation.proposal',
    summary: 'Proposta da simulação salva em PDF',
    auth: 'bearer',
    types: ['application/pdf'],
    success: 'O PDF da proposta',
    errors: { '404': 'ENTITY_NOT_FOUND_ERROR' },
    input: (req) => ({ id: param(req, 'id') }),
    file: pdf,
  }),
  file({
    method: 'get',
    path: '/courses/:id/certificate.pdf',
    procedure: 'courses.certificatePdf',
    summary: 'Certificado de conclusão do curso em PDF',
    auth: 'bearer',
    types: ['application/pdf'],
    success: 'O PDF do certificado',
    errors: { '404': 'ENTITY_NOT_FOUND_ERROR' },
    input: (req) => ({ id: param(req, 'id') }),
    file: pdf,
  }),
  file({
    method: 'get',
    path: '/subscriptions/invoices/:id/receipt.pdf',
    procedure: 'subscriptions.invoiceReceipt',
    summary: 'Recibo de pagamento de uma fatura paga da assinatura, em PDF',
    auth: 'bearer',
    types: ['application/pdf'],
    success: 'O PDF do recibo',
    errors: { '404': 'ENTITY_NOT_FOUND_ERROR' },
    input: (req) => ({ id: param(req, 'id') }),
    file: pdf,
  }),
  upload({
    method: 'post',
    path: '/deals/:id/documents/:documentId',
    procedure: 'deals.uploadDocument',
    summary: 'Enviar o arquivo de um documento do negócio (PDF, PNG ou JPG, até 2 MB, verificado pelo conteúdo)',
    auth: 'bearer',
    params: { id: 'dealId' },
    success: 'Documento recebido',
    errors: { ...UPLOAD_ERRORS, '404': 'ENTITY_NOT_FOUND_ERROR' },
    input: (req, f) => ({ dealId: param(req, 'id'), documentId: param(req, 'documentId'), fileName: f.name, bytes: f.bytes }),
  }),
  // The customer's upload through the tracking link (no login: the token is the credential).
  upload({
    method: 'post',
    path: '/public/tracking/:token/documents/:documentId',
    procedure: 'publicDeals.uploadDocument',
    summary: 'O cliente envia um documento pelo link de acompanhamento',
    auth: 'trackingLink',
    success: 'Documento recebido',
    errors: UPLOAD_ERRORS,
    input: (req, f) => ({ token: param(req, 'token'), documentId: param(req, 'documentId'), fileName: f.name, bytes: f.bytes }),
  }),
  file({
    method: 'get',
    path: '/deals/:id/documents/:documentId/file',
    procedure: 'deals.downloadDocument',
    summary: 'Baixar o arquivo de um documento do negócio (com o tipo detectado pelo conteúdo; o acesso fica registrado)',
    auth: 'bearer',
    params: { id: 'dealId' },
    types: ['application/pdf', 'image/png', 'image/jpeg'],
    success: 'O arquivo',
    errors: { '404': 'ENTITY_NOT_FOUND_ERROR' },
    input: (req) => ({ dealId: param(req, 'id'), documentId: param(req, 'documentId') }),
    file: async (o) => ({ mime: o.mime, fileName: o.fileName, name: 'utf8', body: await o.open() }),
  }),

  // A data subject's file (LGPD art. 18 II) as JSON or a PDF report: one's own, a customer's (privacy officers), or the
  // customer's own through the tracking link.
  file({
    method: 'get',
    path: '/privacy/me.:format',
    procedure: 'dataSubject.myData',
    summary: 'Meus dados pessoais (LGPD, art. 18 II) em JSON ou PDF',
    auth: 'bearer',
    params: { format: ZDataFormat },
    types: ['application/json; charset=utf-8', 'application/pdf'],
    success: 'O arquivo do titular',
    input: (req) => {
      dataFormat(req);
      return undefined;
    },
    file: dataFile(userReport),
  }),
  file({
    method: 'get',
    path: '/privacy/customers/:id.:format',
    procedure: 'dataSubject.customerData',
    summary: 'Dados pessoais de um cliente (LGPD, art. 18 II) em JSON ou PDF, para o encarregado',
    auth: 'bearer',
    params: { id: 'customerId', format: ZDataFormat },
    types: ['application/json; charset=utf-8', 'application/pdf'],
    success: 'O arquivo do titular',
    errors: { '404': 'ENTITY_NOT_FOUND_ERROR' },
    input: (req) => {
      dataFormat(req);
      return { customerId: param(req, 'id') };
    },
    file: dataFile(customerReport),
  }),
  file({
    method: 'get',
    path: '/public/tracking/:token/data.:format',
    procedure: 'publicDeals.myData',
    summary: 'O cliente baixa pelo link de acompanhamento o que enviou por ele (LGPD, art. 18 II), em JSON ou PDF',
    auth: 'trackingLink',
    params: { format: ZDataFormat },
    types: ['application/json; charset=utf-8', 'application/pdf'],
    success: 'O arquivo do titular',
    input: (req) => {
      dataFormat(req);
      return { token: param(req, 'token') };
    },
    file: dataFile(trackingReport),
  }),

  // Lists as spreadsheets: the query string carries the list's filters (as the tRPC procedure takes them).
  file({
    method: 'get',
    path: '/exports/deals.:format',
    procedure: 'exports.deals',
    summary: 'Exportar os negócios (CSV ou XLSX) com os filtros da lista',
    auth: 'bearer',
    types: SPREADSHEETS,
    success: 'A planilha',
    input: (req) => ({ ...queryFilters(req), format: exportFormat(req) }) as ProcedureInput<'exports.deals'>,
    file: spreadsheet,
  }),
  file({
    method: 'get',
    path: '/exports/customers.:format',
    procedure: 'exports.customers',
    summary: 'Exportar os clientes (CSV ou XLSX) com a busca da lista',
    auth: 'bearer',
    types: SPREADSHEETS,
    success: 'A planilha',
    input: (req) => ({ search: queryFilters(req).search, format: exportFormat(req) }),
    file: spreadsheet,
  }),
  file({
    method: 'get',
    path: '/exports/commissions.:format',
    procedure: 'exports.commissions',
    summary: 'Exportar as comissões (CSV ou XLSX) com os filtros da lista',
    auth: 'bearer',
    types: SPREADSHEETS,
    success: 'A planilha',
    input: (req) => {
      const q = queryFilters(req);
      // The list's status filter is a number on the commissions page; the query string carries it as text.
      return { ...q, status: q.status !== undefined && /^\d+$/.test(q.status) ? Number(q.status) : q.status, format: exportFormat(req) } as ProcedureInput<'exports.commissions'>;
    },
    file: spreadsheet,
  }),

  upload({
    method: 'post',
    path: '/bank-partners/:id/logo',
    procedure: 'bankPartners.uploadLogo',
    summary: 'Enviar o logo de um banco parceiro (PNG, JPG, GIF ou SVG, até 2 MB)',
    auth: 'bearer',
    success: 'Logo atualizado',
    errors: { ...UPLOAD_ERRORS, '404': 'ENTITY_NOT_FOUND_ERROR' },
    input: (req, f) => ({ id: param(req, 'id'), bytes: f.bytes, fileName: sentName(f.name) }),
  }),
  upload({
    method: 'post',
    path: '/company/logo',
    procedure: 'accounts.identity.uploadLogo',
    summary: 'Enviar o logo da empresa (PNG ou JPG, até 2 MB; a proposta em PDF o usa)',
    auth: 'bearer',
    success: 'Logo atualizado',
    errors: UPLOAD_ERRORS,
    input: (_req, f) => ({ bytes: f.bytes, fileName: sentName(f.name) }),
  }),

  // The sandbox payment provider's tokenisation (a real provider tokenises in the browser with its own SDK).
  {
    kind: 'mounted',
    method: 'post',
    path: '/payment/tokenize',
    summary: 'Tokenizar um cartão no provedor de pagamento de testes (sandbox; o cartão nunca é guardado)',
    auth: 'bearer',
    status: 201,
    success: 'O token e o que se pode mostrar do cartão',
    body: ZCardRequest,
    response: ZCardTokenResponse,
    errors: { '404': 'Provedor de pagamento real configurado: este caminho não existe', '429': 'Tokenizações demais em pouco tempo' },
    mount: { at: '/payment', router: createSandboxPaymentRouter },
  },
];
