/**
 * OpenAPI 3.1 description of the REST compatibility surface (spec §7). Kept by hand beside rest.router.ts:
 * the REST integration tests call every path listed here.
 */
const json = (schema: object) => ({ 'application/json': { schema } });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const ok = (description: string, schema: object) => ({ description, content: json(schema) });
const err = (description: string) => ({ description, content: json(ref('Error')) });
const bearer = [{ bearerAuth: [] }];
const acceptLanguage = { $ref: '#/components/parameters/AcceptLanguage' };

const standardErrors = {
  '400': err('Entrada inválida (VALIDATION_ERROR), com a mensagem em pt-BR de cada campo'),
  '401': err('Sessão ausente ou expirada (UNAUTHENTICATED_ERROR)'),
  '403': err('Sem permissão (FORBIDDEN_ERROR) ou termos não aceitos (USER_POLICIES_NOT_ACCEPTED_ERROR)'),
  '503': err('Banco de dados indisponível (SERVICE_UNAVAILABLE_ERROR)'),
};

export function openApiDocument(publicUrl: string): Record<string, unknown> {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Crédito — API REST',
      version: '1.0.0',
      description:
        'Caminhos documentados de autenticação e usuários. Todas as chamadas enviam `Accept-Language: pt-BR`; as autenticadas, `Authorization: Bearer <accessToken>`. Erros respondem `{ type, message, errors: [{ message, field? }] }`.',
    },
    servers: [{ url: `${publicUrl}/api/v1` }],
    paths: {
      '/auth/login': {
        post: {
          summary: 'Entrar',
          parameters: [acceptLanguage],
          requestBody: {
            required: true,
            content: {
              'application/x-www-form-urlencoded': { schema: ref('LoginRequest') },
              'application/json': { schema: ref('LoginRequest') },
            },
          },
          responses: {
            '200': ok('Tokens e usuário', ref('LoginResponse')),
            '400': err('Entrada inválida'),
            '401': err('LOGIN_ERROR — "Falha ao fazer login" (mesma resposta para e-mail desconhecido e senha errada)'),
            '403': err('SUBSIDIARY_IS_NOT_ACTIVE_ERROR — filial inativa'),
            '429': {
              ...err('TOO_MANY_ATTEMPTS_ERROR — 5 falhas em 15 minutos desta conta a partir deste endereço IP (ou 20 falhas do mesmo IP em quaisquer contas); tentativas recusadas com 429 não contam. Desbloqueio por e-mail: /auth/requestUnlock'),
              headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'segundos' } },
            },
          },
        },
      },
      '/auth/refreshToken': {
        post: {
          summary: 'Renovar o token de acesso (rotação do refresh token)',
          parameters: [acceptLanguage],
          requestBody: { required: true, content: json({ type: 'object', required: ['refreshToken'], properties: { refreshToken: { type: 'string' } } }) },
          responses: {
            '200': ok('Novo par de tokens', ref('RefreshResponse')),
            '401': err('Refresh token não encontrado, expirado ou reutilizado. Reapresentado dentro da janela de tolerância (REFRESH_REUSE_GRACE_SECONDS, 10 s), enquanto o sucessor não foi usado, devolve o mesmo sucessor; fora disso, o reuso revoga a família inteira'),
          },
        },
      },
      '/auth/logout': {
        post: { summary: 'Encerrar a sessão', security: bearer, parameters: [acceptLanguage], responses: { '200': ok('Sessão encerrada', ref('Message')), '401': standardErrors['401'] } },
      },
      '/auth/acceptPolicies': {
        post: {
          summary: 'Aceitar os termos de uso e a política de privacidade',
          security: bearer,
          parameters: [acceptLanguage],
          requestBody: {
            required: false,
            content: json({ type: 'object', properties: { acceptPrivacyPolicy: { const: true }, acceptTermsOfUse: { const: true } }, description: 'A chamada em si é o aceite; valores false são recusados' }),
          },
          responses: { '200': ok('Termos aceitos', ref('Message')), '400': standardErrors['400'], '401': standardErrors['401'] },
        },
      },
      '/auth/forgotPassword': {
        post: {
          summary: 'Pedir o link de redefinição de senha',
          parameters: [acceptLanguage],
          requestBody: { required: true, content: json({ type: 'object', required: ['email'], properties: { email: { type: 'string', format: 'email' } } }) },
          responses: { '200': ok('"Solicitação enviado com sucesso!" — a mesma resposta exista ou não o e-mail', ref('Message')), '400': standardErrors['400'] },
        },
      },
      '/auth/requestUnlock': {
        post: {
          summary: 'Pedir o link de desbloqueio de acesso (depois de muitas tentativas de login)',
          parameters: [acceptLanguage],
          requestBody: { required: true, content: json({ type: 'object', required: ['email'], properties: { email: { type: 'string', format: 'email' } } }) },
          responses: { '200': ok('A mesma resposta exista ou não o e-mail; o link vale 30 minutos e só pode ser usado uma vez', ref('Message')), '400': standardErrors['400'] },
        },
      },
      '/auth/unlock': {
        post: {
          summary: 'Desbloquear o acesso com o token do e-mail: esquece as falhas de login da conta, de todos os endereços',
          parameters: [acceptLanguage],
          requestBody: { required: true, content: json({ type: 'object', required: ['token'], properties: { token: { type: 'string' } } }) },
          responses: { '200': ok('"Acesso desbloqueado! Você já pode entrar"', ref('Message')), '400': err('Token inválido, expirado ou já usado') },
        },
      },
      '/auth/changePassword': {
        post: {
          summary: 'Definir nova senha com o token do e-mail (uso único, 30 minutos)',
          parameters: [acceptLanguage],
          requestBody: { required: true, content: json(ref('ChangePasswordRequest')) },
          responses: { '200': ok('"Senha alterada!" — todas as sessões do usuário são encerradas', ref('Message')), '400': err('Token inválido/expirado, senhas diferentes ou senha fraca') },
        },
      },
      '/user': {
        get: {
          summary: 'Listar usuários (da empresa ou da filial, conforme a permissão)',
          security: bearer,
          parameters: [
            acceptLanguage,
            { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } },
            { name: 'size', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
            { name: 'search', in: 'query', schema: { type: 'string' } },
            { name: 'roleId', in: 'query', schema: { type: 'string', format: 'uuid' } },
            { name: 'subsidiaryId', in: 'query', schema: { type: 'string', format: 'uuid' } },
            { name: 'status', in: 'query', schema: { enum: ['active', 'inactive'] } },
          ],
          responses: { '200': ok('Página de usuários', ref('UserPage')), ...standardErrors },
        },
        post: {
          summary: 'Cadastrar usuário',
          security: bearer,
          parameters: [acceptLanguage],
          requestBody: { required: true, content: json(ref('UserCreateRequest')) },
          responses: {
            '201': ok('"Usuário adicionado com sucesso!"', { type: 'object', properties: { message: { type: 'string' }, user: ref('UserListItem') } }),
            ...standardErrors,
            '409': err('PERSON_DUPLICATED_ERROR — CPF já cadastrado na empresa'),
          },
        },
      },
      '/user/autocomplete': {
        get: {
          summary: 'Buscar usuários ativos pelo nome ou e-mail (até 10)',
          security: bearer,
          parameters: [acceptLanguage, { name: 'search', in: 'query', schema: { type: 'string' } }],
          responses: { '200': ok('Usuários', { type: 'array', items: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' }, email: { type: 'string' } } } }), ...standardErrors },
        },
      },
      '/user/{id}': {
        delete: {
          summary: 'Excluir (desativar) usuário e encerrar as suas sessões',
          security: bearer,
          parameters: [acceptLanguage, { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
          responses: { '200': ok('Usuário excluído', ref('Message')), ...standardErrors, '404': err('ENTITY_NOT_FOUND_ERROR') },
        },
      },
      '/user/upload': {
        post: {
          summary: 'Enviar foto de perfil (PNG ou JPG, até 2 MB, verificado pelo conteúdo)',
          security: bearer,
          parameters: [acceptLanguage],
          requestBody: { required: true, content: { 'multipart/form-data': { schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } } } } },
          responses: {
            '200': ok('Foto atualizada', { type: 'object', properties: { message: { type: 'string' }, avatarUrl: { type: 'string' } } }),
            '400': err('UPLOAD_ERROR — "Arquivo muito grande", "A extensão do arquivo não é permitida", "Limite de arquivos excedido!"'),
            '401': standardErrors['401'],
          },
        },
      },
      '/user/subsidiary/change': {
        patch: {
          summary: 'Trocar a própria filial (permissão user/changeSubsidiary)',
          security: bearer,
          parameters: [acceptLanguage],
          requestBody: { required: true, content: json({ type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' } } }) },
          responses: { '200': ok('Filial alterada e perfil atualizado', { type: 'object', properties: { message: { type: 'string' }, profile: ref('Profile') } }), ...standardErrors, '404': err('Filial fora das empresas do usuário') },
        },
      },
      '/user/{userId}/role/{roleId}': {
        post: {
          summary: 'Alterar a função de um usuário',
          security: bearer,
          parameters: [
            acceptLanguage,
            { name: 'userId', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
            { name: 'roleId', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
          ],
          responses: { '200': ok('"Função alterada com sucesso!"', ref('Message')), ...standardErrors, '404': err('ENTITY_NOT_FOUND_ERROR') },
        },
      },
      '/user/authorized': {
        get: { summary: 'Usuário atual', security: bearer, parameters: [acceptLanguage], responses: { '200': ok('Perfil com função, permissões e filial', ref('Profile')), '401': standardErrors['401'] } },
      },
    },
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      parameters: { AcceptLanguage: { name: 'Accept-Language', in: 'header', schema: { type: 'string', default: 'pt-BR' } } },
      schemas: {
        Error: {
          type: 'object',
          required: ['type', 'message', 'errors'],
          properties: {
            type: { type: 'string', examples: ['LOGIN_ERROR', 'VALIDATION_ERROR', 'PERSON_DUPLICATED_ERROR', 'UNAUTHENTICATED_ERROR', 'ENTITY_NOT_FOUND_ERROR'] },
            message: { type: 'string' },
            errors: { type: 'array', items: { type: 'object', required: ['message'], properties: { message: { type: 'string' }, field: { type: 'string' } } } },
          },
        },
        Message: { type: 'object', required: ['message'], properties: { message: { type: 'string' } } },
        LoginRequest: { type: 'object', required: ['email', 'password'], properties: { email: { type: 'string', format: 'email' }, password: { type: 'string' } } },
        AccessData: { type: 'object', properties: { accessToken: { type: 'string' }, expiresIn: { type: 'integer', description: 'segundos' }, refreshToken: { type: 'string' } } },
        LoginResponse: { type: 'object', properties: { accessData: ref('AccessData'), user: ref('Profile') } },
        RefreshResponse: { type: 'object', properties: { authorization: { type: 'string' }, expiresIn: { type: 'integer' }, refreshToken: { type: 'string' } } },
        ChangePasswordRequest: {
          type: 'object',
          required: ['token', 'password', 'passwordConfirmation'],
          properties: { token: { type: 'string' }, password: { type: 'string', minLength: 8 }, passwordConfirmation: { type: 'string' } },
        },
        Permission: { type: 'object', properties: { module: { type: 'string' }, action: { type: 'string' } } },
        Subsidiary: { type: 'object', properties: { id: { type: 'string' }, fantasyName: { type: 'string' }, corporateName: { type: 'string' }, companyId: { type: 'string' }, companyName: { type: 'string' } } },
        Profile: {
          type: 'object',
          properties: {
            id: { type: 'string' },
            name: { type: 'string' },
            email: { type: 'string' },
            username: { type: 'string' },
            cellphone: { type: ['string', 'null'] },
            document: { type: ['string', 'null'] },
            birthDate: { type: ['string', 'null'], format: 'date' },
            gender: { type: ['string', 'null'] },
            avatarUrl: { type: ['string', 'null'] },
            role: { type: 'object', properties: { id: { type: 'string' }, key: { type: 'string' }, name: { type: 'string' }, permissions: { type: 'array', items: ref('Permission') } } },
            subsidiary: ref('Subsidiary'),
            company: {
              type: 'object',
              properties: { id: { type: 'string' }, name: { type: 'string' }, primaryColor: { type: ['string', 'null'] }, logoUrl: { type: ['string', 'null'] } },
            },
            colorScheme: { type: ['string', 'null'], enum: ['light', 'dark', 'auto', null] },
            subsidiaries: { type: 'array', items: ref('Subsidiary') },
            policiesAccepted: { type: 'boolean' },
          },
        },
        UserCreateRequest: {
          type: 'object',
          required: ['name', 'email', 'cellphone', 'roleId', 'password', 'passwordConfirmation', 'document', 'birthDate', 'gender'],
          properties: {
            name: { type: 'string', description: 'nome e sobrenome' },
            email: { type: 'string', format: 'email' },
            cellphone: { type: 'string', description: '(99) 99999-9999' },
            roleId: { type: 'string', format: 'uuid' },
            subsidiaryId: { type: 'string', format: 'uuid' },
            password: { type: 'string', minLength: 8 },
            passwordConfirmation: { type: 'string' },
            document: { type: 'string', description: 'CPF' },
            birthDate: { type: 'string', format: 'date' },
            gender: { enum: ['feminino', 'masculino', 'nao_informado', 'outros'] },
          },
        },
        UserListItem: {
          type: 'object',
          properties: {
            id: { type: 'string' },
            name: { type: 'string' },
            email: { type: 'string' },
            username: { type: 'string' },
            cellphone: { type: ['string', 'null'] },
            avatarUrl: { type: ['string', 'null'] },
            active: { type: 'boolean' },
            role: { type: 'object', properties: { id: { type: 'string' }, key: { type: 'string' }, name: { type: 'string' } } },
            subsidiary: { type: 'object', properties: { id: { type: 'string' }, fantasyName: { type: 'string' } } },
            createdAt: { type: 'string', format: 'date-time' },
          },
        },
        UserPage: {
          type: 'object',
          properties: { items: { type: 'array', items: ref('UserListItem') }, page: { type: 'integer' }, size: { type: 'integer' }, total: { type: 'integer' }, totalPages: { type: 'integer' } },
        },
      },
    },
  };
}
