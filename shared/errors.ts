/**
 * Error types of docs/design/product-spec.md §8 and their pt-BR titles. Services throw `AppError(type, message)`;
 * the tRPC formatter and the REST adapter put `type` on the wire; the client titles toasts from here.
 */
export const ERROR_TITLES = {
  LOGIN_ERROR: 'Falha ao fazer login',
  VALIDATION_ERROR: 'Erro de validação',
  PERSON_DUPLICATED_ERROR: 'CPF duplicado',
  PAYMENT_REFUSED_ERROR: 'Erro no pagamento',
  UNAUTHENTICATED_ERROR: 'Erro de autenticação',
  INVALID_OPERATION_VALUE_ERROR: 'Valor inválido',
  ENTITY_NOT_FOUND_ERROR: 'Registro não encontrado',
  SUBSCRIPTION_NOT_FOUND_ERROR: 'Conta indisponível',
  SUBSIDIARY_IS_NOT_ACTIVE_ERROR: 'Cadastro inativo',
  DATABASE_ERROR: 'Erro ao acessar o banco de dados',
  SUBSCRIPTION_ALREADY_EXISTS_ERROR: 'Assinatura duplicada',
  INTERNAL_SERVER_ERROR: 'Falha na comunicação com o servidor',
  PAYMENT_REFUSED_ADMINISTRATOR_ERROR: 'Erro ao encontrar assinatura',
  SUBSCRIPTION_NOT_FOUND_ADMINISTRATOR_ERROR: 'Erro ao encontrar assinatura',
  SUBSIDIARY_ALREADY_EXISTS_WITH_DOCUMENT_ERROR: 'Cadastro duplicado',
  USER_POLICIES_NOT_ACCEPTED_ERROR: 'Política de privacidade não aceita',
  // Types of ours, beyond docs/design/product-spec.md §8, titled in the same voice.
  FORBIDDEN_ERROR: 'Acesso negado',
  TOO_MANY_ATTEMPTS_ERROR: 'Muitas tentativas',
  CONFLICT_ERROR: 'Conflito de edição',
  UPLOAD_ERROR: 'Erro no envio do arquivo',
  SERVICE_UNAVAILABLE_ERROR: 'Serviço indisponível',
} as const;

export type ErrorType = keyof typeof ERROR_TITLES;

/** HTTP status for each error type (REST adapter and tRPC formatter agree on it). */
export const ERROR_STATUS: Record<ErrorType, number> = {
  LOGIN_ERROR: 401,
  VALIDATION_ERROR: 400,
  PERSON_DUPLICATED_ERROR: 409,
  PAYMENT_REFUSED_ERROR: 402,
  UNAUTHENTICATED_ERROR: 401,
  INVALID_OPERATION_VALUE_ERROR: 400,
  ENTITY_NOT_FOUND_ERROR: 404,
  SUBSCRIPTION_NOT_FOUND_ERROR: 403,
  SUBSIDIARY_IS_NOT_ACTIVE_ERROR: 403,
  DATABASE_ERROR: 503,
  SUBSCRIPTION_ALREADY_EXISTS_ERROR: 409,
  INTERNAL_SERVER_ERROR: 500,
  PAYMENT_REFUSED_ADMINISTRATOR_ERROR: 402,
  SUBSCRIPTION_NOT_FOUND_ADMINISTRATOR_ERROR: 403,
  SUBSIDIARY_ALREADY_EXISTS_WITH_DOCUMENT_ERROR: 409,
  USER_POLICIES_NOT_ACCEPTED_ERROR: 403,
  FORBIDDEN_ERROR: 403,
  TOO_MANY_ATTEMPTS_ERROR: 429,
  CONFLICT_ERROR: 409,
  UPLOAD_ERROR: 400,
  SERVICE_UNAVAILABLE_ERROR: 503,
};

export const UNKNOWN_ERROR_TITLE = 'Erro desconhecido';
export const UNKNOWN_FAILURE_MESSAGE = 'Falha desconhecida, atualize a página e tente novamente!';

/**
 * Title for a toast: the catalogue's, else the type itself, else 'Erro desconhecido' (docs/design/product-spec.md §8).
 */
export function errorTitle(type: string | undefined | null): string {
  if (!type) return UNKNOWN_ERROR_TITLE;
  // Own keys only: a type such as 'toString' or 'constructor' must not title a toast with a function.
  return Object.hasOwn(ERROR_TITLES, type) ? (ERROR_TITLES as Record<string, string>)[type] : type;
}

export function isErrorType(value: unknown): value is ErrorType {
  return typeof value === 'string' && Object.hasOwn(ERROR_TITLES, value);
}

/** One message on the wire; `field` names the input it belongs to when there is one. */
export interface WireErrorItem {
  message: string;
  field?: string;
}

/** The JSON body every failing REST call answers with, and the `data` of a failing tRPC call. */
export interface WireError {
  type: ErrorType;
  message: string;
  errors: WireErrorItem[];
}
