import { formatFileSize } from './file-size.ts';
import { minutes, months } from './plural.ts';

/** An integer with pt-BR thousands separators (1.000.000); a fraction with a decimal comma. */
const plainNumber = (n: number): string => (Number.isInteger(n) ? String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.') : String(n).replace('.', ','));

/** Field names of the generic messages that are feminine nouns (the adjective agrees: 'Renda é inválida'). */
const FEMININE_FIELDS: ReadonlySet<string> = new Set(['Data de nascimento', 'Renda', 'Placa', 'Carência', 'Data', 'Taxa', 'Senha', 'Cidade', 'Idade']);

/**
 * Validation-message catalogue of docs/design/product-spec.md §5. Every pt-BR
 * message of a form or procedure comes from here.
 */
export const MSG = {
  selectOption: 'Selecione uma opção',
  required: 'Este campo é obrigatório',
  invalid: 'Este campo é inválido',
  minLength: (length: number) => `Este campo precisa de pelo menos ${length} caracteres`,
  maxLength: (length: number) => `Este campo aceita até ${plainNumber(length)} caracteres`,
  surname: 'Informe o sobrenome',
  firstNameMin: (length: number) => `O primeiro nome deve ter pelo menos ${length} caracteres`,
  secondNameMin: (length: number) => `O sobrenome deve ter pelo menos ${length} caracteres`,
  invalidChars: 'Este campo possui caracteres inválidos',
  /** A document that may be either (a payer's CPF or CNPJ); a field that is one of them names it. */
  invalidDocument: 'Documento inválido',
  invalidCpf: 'CPF inválido',
  invalidCnpj: 'CNPJ inválido',
  invalidEmail: 'E-mail inválido',
  /** A public proposal or simulation lead must leave a way to be answered. */
  contactRequired: 'Informe o celular ou o e-mail para que o corretor possa falar com você',
  /**
   * '{field} é obrigatório' (docs/design/product-spec.md §5), agreeing with a feminine field
   * name: 'Data de nascimento é obrigatória'.
   */
  fieldRequired: (field: string) => `${field} é ${FEMININE_FIELDS.has(field) ? 'obrigatória' : 'obrigatório'}`,
  fieldInvalid: (field: string) => `${field} é ${FEMININE_FIELDS.has(field) ? 'inválida' : 'inválido'}`,
  feeZero: 'A taxa não pode ser igual a 0%',
  feeAbove100: 'A taxa não pode ser maior do que 100%',
  minMoney: 'O valor mínimo é R$ 1.000,00',
  issueBeforeBirth: 'A data de emissão não pode ser anterior à data de nascimento',
  admissionBeforeBirth: 'A data de admissão não pode ser anterior à data de nascimento',
  creditAboveVehicle: 'O valor do crédito não pode ser maior do que o valor do veículo',
  maxCreditPercentage: (percentage: number) => `O valor do crédito não pode ser maior do que ${percentage}% do valor do imóvel`,
  deadlineMin: (length: number) => `O prazo mínimo é de ${months(length)}`,
  deadlineMax: (length: number) => `O prazo máximo é de ${months(length)}`,
  maxAge: 'A idade do cliente na última parcela não pode ultrapassar 80 anos e 6 meses',
  /** The same, with the longest term the customer's age allows (when there is one to choose). */
  maxAgeTerm: (maxMonths: number) => `A idade do cliente na última parcela não pode ultrapassar 80 anos e 6 meses: escolha um prazo de até ${maxMonths} meses`,
  /** The longest term the age allows is shorter than every term in the list: only "Outro prazo" reaches it. */
  maxAgeCustomTerm: (maxMonths: number) => `A idade do cliente na última parcela não pode ultrapassar 80 anos e 6 meses: escolha "Outro prazo" e um prazo de até ${maxMonths} meses`,
  /** Even the shortest term of the operation ends past the age limit: the birth date, not the term, is the obstacle. */
  noTermForAge: 'Com esta idade, nenhum prazo é possível: a idade na última parcela não pode passar de 80 anos e 6 meses',
  productDeadlineMaxBound: (length: number) => `O prazo máximo não pode ser maior do que ${months(length)}`,
  productDeadlineMinBound: (length: number) => `O prazo mínimo não pode ser menor do que ${months(length)}`,
  /** A bank's analysis term range, named as its fields are labelled ("Prazo máximo de análise (dias)"). */
  analysisTermMaxBelowMin: 'O prazo máximo de análise não pode ser menor do que o mínimo',
  mobilePhone: 'Informe um celular válido: (99) 99999-9999',
  landlinePhone: 'Informe um telefone válido: (33) 3333-9999',
  contactLength: (length: number) => `O contato deve ter ${length} caracteres`,
  score: 'O score deve estar entre 0 e 1000',
  passwordsDontMatch: 'As senhas não coincidem',
  passwordTooShort: 'A senha deve ter pelo menos 8 caracteres',
  passwordTooLong: 'A senha aceita até 128 caracteres',
  passwordTooCommon: 'Esta senha é fácil de adivinhar: evite senhas conhecidas e uma palavra ou um nome só com números e símbolos em volta (como Senha@123).',
  samePassword: 'A nova senha deve ser diferente da atual',
  passwordBlank: 'A senha não pode ser feita só de espaços',
  wrongCurrentPassword: 'Senha atual incorreta',
  invalidCardNumber: 'Número do cartão inválido',
  invalidSecurityCode: 'Código de segurança inválido',
  invalidExpiry: 'Data de validade inválida',
  invalidCoupon: 'Cupom inválido ou expirado',
  maxInstalments: (count: number) => `Este plano pode ser pago em até ${count}x`,
  numberMin: (length: number) => `O valor não pode ser menor do que ${plainNumber(length)}`,
  numberMax: (length: number) => `O valor não pode ser maior do que ${plainNumber(length)}`,
  /** The ceiling of every amount of money a form takes. */
  maxMoney: 'O valor não pode ser maior do que R$ 1.000.000.000,00',
  maxIncome: 'A renda não pode ser maior do que R$ 100.000.000,00',
  zeroIncome: 'Informe o valor da renda: R$ 0,00 só para quem está desempregado',
  noIncome: 'Informe a renda: nenhum banco aprova crédito sem renda',
  fgtsAboveDownPayment: 'O FGTS não pode ser maior do que a entrada (valor do imóvel menos o crédito); para usar mais FGTS, reduza o crédito',
  acceptPrivacyPolicy: 'Você deve aceitar a política de privacidade',
  acceptTermsOfUse: 'Você deve aceitar os termos de uso',
  invalidDate: 'Data inválida',
  futureDate: 'A data não pode estar no futuro',
  pastDueDate: 'O prazo não pode estar no passado',
  /**
   * A commission's outflows (what is passed on to brokers and partners) or its inflows would add up to more than the
   * commission: its amount and what is still left (null when nothing is), both already written as money.
   */
  outflowsAboveCommission: (commission: string, left: string | null) =>
    left ? `Os repasses não podem passar do valor da comissão (${commission}): restam ${left} a repassar` : `Os repasses já somam o valor da comissão (${commission}): não resta nada a repassar`,
  inflowsAboveCommission: (commission: string, left: string | null) =>
    left ? `As entradas não podem passar do valor da comissão (${commission}): restam ${left} a receber` : `As entradas já somam o valor da comissão (${commission}): não resta nada a receber`,
  /**
   * A commission's new amount would fall below what its outflows (or inflows) already add up to: that minimum and the
   * amount it would have, both already written as money.
   */
  commissionBelowTransactions: (minimum: string, flow: 'outflows' | 'inflows', amount: string) =>
    `O valor da comissão não pode ser menor que ${minimum}, já lançado em ${flow === 'outflows' ? 'saídas' : 'entradas'} (ficaria em ${amount})`,
  downPaymentAboveAsset: 'A entrada deve ser menor que o valor do bem',
  /**
   * A purchase's down payment and credit together pay the price (docs/design/finance.md: financed expenses go on the
   * financed value, not on the credit): more than the asset's value is a typing slip. The most the down payment can be.
   */
  downPaymentPlusCreditAboveAsset: (asset: 'imóvel' | 'veículo', maxDownPayment: string) =>
    `A entrada somada ao crédito não pode passar do valor do ${asset}: com este crédito, a entrada vai até ${maxDownPayment}`,
  financedAboveAsset: 'O valor financiado não pode ser maior que o valor do bem',
  minAge: 'O usuário deve ter pelo menos 18 anos',
  customerMinAge: 'O cliente deve ter pelo menos 18 anos',
  /** The simulation's customer, named as its field is labelled: "Nome do cliente", or "Razão social" for a company. */
  customerNameRequired: 'Informe o nome do cliente',
  corporateNameRequired: 'Informe a razão social',
  customerNameMax: (length: number) => `O nome do cliente aceita até ${plainNumber(length)} caracteres`,
  corporateNameMax: (length: number) => `A razão social aceita até ${plainNumber(length)} caracteres`,
  /** The size in bytes, or words when it is not known ("mais de 10 MB"). */
  fileTooLarge: (size: number | string) => `Arquivo muito grande (${typeof size === 'number' ? formatFileSize(size) : size}). O tamanho máximo é 2 MB`,
  fileType: 'A extensão do arquivo não é permitida',
  fileEmpty: 'O arquivo está vazio.',
  fileField: 'Envie o arquivo no campo "file" do formulário multipart',
  /** The name claims an allowed type, the content (magic bytes) is another or unreadable. */
  fileContentMismatch: 'Arquivo corrompido ou de tipo diferente do nome',
  fileLimit: 'Limite de arquivos excedido!',
  fileUnknown: 'Erro unknown - consult support',
  /** The body ended before the file did (a connection dropped on mobile data): not 'unknown', and what to do is clear. */
  fileInterrupted: 'O envio do arquivo foi interrompido antes do fim. Envie o arquivo de novo.',
  invalidCep: 'CEP inválido',
  cepNotFound: 'CEP não encontrado; preencha o endereço',
  invalidSite: 'Site inválido. Ex.: www.suaempresa.com.br',
  testEndInPast: 'O fim do período de teste deve ser uma data futura',
  digitsOnly: 'Use apenas números',
  essentialCookies: 'Os cookies essenciais não podem ser desativados',
} as const;

/**
 * The rules about the customer said to the customer: on a public simulation page the visitor types their own data, so
 * "O cliente deve ter…" becomes "Você deve ter…". Keyed by the catalogue's message, so the schema's own check and the
 * server's answer are both reworded.
 */
const TO_THE_VISITOR: ReadonlyMap<string, string> = new Map([
  [MSG.customerMinAge, 'Você deve ter pelo menos 18 anos'],
  [MSG.customerNameRequired, 'Informe o seu nome'],
  [MSG.maxAge, 'Sua idade na última parcela não pode ultrapassar 80 anos e 6 meses: escolha um prazo menor'],
]);

const CUSTOMER_AGE = 'A idade do cliente';
const CUSTOMER_NAME = 'O nome do cliente';

export function toTheVisitor(message: string): string {
  const fixed = TO_THE_VISITOR.get(message);
  if (fixed) return fixed;
  if (message.startsWith(`${MSG.maxAge}:`)) return `Sua idade${message.slice(CUSTOMER_AGE.length)}`;
  if (message.startsWith(`${CUSTOMER_NAME} `)) return `Seu nome${message.slice(CUSTOMER_NAME.length)}`;
  return message;
}

/** Success and fallback messages of the documented calls (docs/design/product-spec.md §7, §8). */
export const CALL_MESSAGES = {
  loginFailed: 'Falha ao fazer login',
  loginFallback: 'Erro ao realizar login',
  refreshFallback: 'Erro ao atualizar dados de autenticação',
  refreshTokenNotFound: 'Refresh token não encontrado',
  userNotFound: 'Usuário não encontrado',
  forgotPasswordSent: 'Solicitação enviado com sucesso!',
  passwordChanged: 'Senha alterada!',
  invalidResetToken: 'Link de redefinição inválido ou expirado. Solicite um novo.',
  // Unlock by e-mail after too many failed sign-ins (docs/design/security.md R6, R14).
  unlockRequested: 'Se houver uma conta com este e-mail, enviamos um link para desbloquear o acesso',
  accessUnlocked: 'Acesso desbloqueado! Você já pode entrar',
  invalidUnlockToken: 'Link de desbloqueio inválido ou expirado. Solicite um novo.',
  userAdded: 'Usuário adicionado com sucesso!',
  userDeleted: 'Usuário excluído com sucesso!',
  userUpdated: 'Usuário atualizado com sucesso!',
  userReactivated: 'Usuário reativado: ele já pode entrar com o e-mail e a senha de antes',
  userAnonymised: 'Este usuário foi anonimizado (LGPD) e não pode ser reativado',
  userDeleteFallback: 'Erro ao excluir usuário',
  subsidiaryChanged: 'Filial alterada com sucesso!',
  subsidiaryChangeFallback: 'Erro ao trocar de filial',
  roleChanged: 'Função alterada com sucesso!',
  roleChangeFallback: 'Erro ao trocar de função',
  policiesAccepted: 'Termos aceitos com sucesso!',
  avatarUpdated: 'Foto de perfil atualizada!',
  profileUpdated: 'Dados atualizados com sucesso!',
  loggedOut: 'Sessão encerrada',
  sessionExpired: 'Sua sessão expirou. Entre novamente.',
  unauthenticated: 'Você precisa entrar para continuar',
  forbidden: 'Você não tem permissão para esta ação',
  tooManyAttempts: (count: number) => `Muitas tentativas. Tente novamente em ${minutes(count)}`,
  emailInUse: 'Este e-mail já está em uso',
  documentInUse: 'Já existe um usuário com este CPF',
  cannotDeleteSelf: 'Você não pode excluir o seu próprio usuário',
  cannotChangeOwnRole: 'Você não pode alterar a sua própria função',
  editYourselfInProfile: 'Os seus próprios dados são alterados em Meus dados',
  roleAboveYours: 'Você não pode atribuir uma função acima da sua',
  subsidiaryInactive: 'Sua filial está inativa. Fale com o administrador.',
  trialOver: 'O período de teste da empresa terminou. Peça ao administrador da empresa para assinar um plano.',
  subscriptionEnded: 'A assinatura da empresa terminou. Peça ao administrador da empresa para assinar um plano.',
  serviceUnavailable: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
  // Registration, affiliates and the account profile.
  registrationDone: 'Cadastro realizado com sucesso! Enviamos um e-mail de boas-vindas',
  documentAlreadyRegistered: 'Já existe um cadastro com este CNPJ',
  preRegistrationSent: 'Pré-cadastro enviado! Confira o seu e-mail para concluir o cadastro',
  preRegistrationNotFound: 'Este link de cadastro não é válido ou já foi usado',
  affiliateLinkNotFound: 'Link não encontrado',
  affiliateRegistered: 'Cadastro da filial concluído!',
  subsidiaryNotFound: 'Filial não encontrada',
  subsidiaryCreated: 'Filial cadastrada com sucesso!',
  subsidiaryUpdated: 'Filial atualizada com sucesso!',
  subsidiaryStatusChanged: 'Situação da filial alterada!',
  cannotDeactivateOwnSubsidiary: 'Você não pode desativar a sua própria filial',
  // Billing state (docs/design/security.md): a trial ends or moves only through a paid plan or the platform's team.
  trialEndsOnlyBySubscription: 'O período de teste só termina com a assinatura de um plano',
  trialEndFixed: 'O fim do período de teste só muda com a assinatura de um plano ou pela equipe da plataforma',
  trialStartsOnlyByPlatform: 'Só a equipe da plataforma pode colocar uma filial em período de teste',
  companyUpdated: 'Dados da empresa atualizados!',
  bankAccountSaved: 'Conta bancária salva!',
  bankAccountDeleted: 'Conta bancária excluída!',
  bankAccountMainChanged: 'Conta principal alterada!',
  bankAccountNotFound: 'Conta bancária não encontrada',
  identityUpdated: 'Identidade visual atualizada!',
  logoUpdated: 'Logo atualizado!',
  logoRemoved: 'Logo removido',
  colorSchemeSaved: 'Preferência de tema salva!',
  // Cookie consent (docs/design/product-spec.md §4, LGPD art. 8).
  cookieConsentRecorded: 'Preferências de cookies registradas',
} as const;

/** Courses (trainings) and the software release notes. */
export const COURSE_MESSAGES = {
  httpsLink: 'Informe um link que comece com https://',
  courseNotFound: 'Curso não encontrado',
  courseCreated: 'Curso cadastrado com sucesso!',
  courseUpdated: 'Curso atualizado com sucesso!',
  courseDeleted: 'Curso excluído com sucesso!',
  globalCourseMasterOnly: 'Somente o master cadastra e altera cursos globais',
  courseStarted: 'Curso iniciado. Bom estudo!',
  progressSaved: 'Progresso salvo',
  courseCompleted: 'Parabéns! Curso concluído',
  courseNotStarted: 'Este curso ainda não foi iniciado',
  courseAlreadyCompleted: 'Você já concluiu este curso',
  certificateNotFound: 'Certificado não encontrado: conclua o curso para recebê-lo',
  releaseNotFound: 'Versão não encontrada',
  releaseCreated: 'Versão publicada com sucesso!',
  releaseUpdated: 'Versão atualizada com sucesso!',
  releaseDeleted: 'Versão excluída com sucesso!',
  releaseVersionInUse: (version: string) => `A versão ${version} já existe`,
  invalidVersion: 'Use o formato 1.2 ou 1.2.3',
} as const;

/** A deal's submissions to banks: one deal, several banks, the customer's choice. */
/** A deal's stage against its commission. */
export const DEAL_STAGE_MESSAGES = {
  commissionPaid: (releasedStage: string) => `A comissão deste negócio já foi paga: ele fica em ${releasedStage}`,
} as const;

/** Why a deal's checklist takes no new file (shared/documents.ts documentUploadClosed), to the staff and to the customer. */
export const DOCUMENT_CLOSED_MESSAGES = {
  denied: 'Negócio negado: não recebe novos documentos. Retomado (em "Mover para etapa"), ele volta a recebê-los.',
  deniedToCustomer: 'Esta proposta não foi aprovada e não recebe novos documentos. Fale com o seu corretor para retomá-la.',
  anonymised: 'Titular anonimizado: não recebe novos documentos',
  /** To the customer (tracking link), shared/documents.ts customerUploadClosed. */
  approved: 'Este documento já foi aprovado: não é preciso enviá-lo de novo',
  sentByBroker: 'Este documento já foi recebido pelo corretor: para trocar o arquivo, fale com ele',
} as const;

/**
 * To the broker only (a deal's timeline and notice), never to the visitor: a public proposal is answered the same
 * whether or not its person already has one open (docs/design/security.md R12).
 */
export const PUBLIC_DEAL_MESSAGES = {
  /** "Já existe uma proposta aberta com este CPF enviada pelo link público (negócio nº 12)". */
  openWithSameDocument: (documentLabel: 'CPF' | 'CNPJ' | 'documento', dealNumbers: readonly number[]) =>
    dealNumbers.length === 1
      ? `Já existe uma proposta aberta com este ${documentLabel} enviada pelo link público (negócio nº ${dealNumbers[0]})`
      : `Já existem propostas abertas com este ${documentLabel} enviadas pelo link público (negócios nº ${new Intl.ListFormat('pt-BR', { type: 'conjunction' }).format(dealNumbers.map(String))})`,
  /**
   * "Já existe um lead aberto do simulador com este contato (negócio nº 12)": a new lead whose celular or e-mail another
   * open lead has (a visitor continues only the lead their own tab made, so the broker reconciles them).
   */
  openLeadWithSameContact: (dealNumbers: readonly number[]) =>
    dealNumbers.length === 1
      ? `Já existe um lead aberto do simulador com este contato (negócio nº ${dealNumbers[0]})`
      : `Já existem leads abertos do simulador com este contato (negócios nº ${new Intl.ListFormat('pt-BR', { type: 'conjunction' }).format(dealNumbers.map(String))})`,
} as const;

export const BANK_SUBMISSION_MESSAGES = {
  notFound: 'Envio ao banco não encontrado',
  selectBank: 'Selecione ao menos um banco',
  unknownBank: 'Selecione uma instituição financeira',
  unknownProduct: 'Selecione um produto deste banco e deste tipo de operação',
  // A bank's name takes its own article ("a Caixa", "o Itaú"): never composed after "no"/"ao", which would guess it.
  alreadySent: (bank: string) => `${bank} já recebeu este negócio`,
  /** The same bank chosen twice in one sending (itself and one of its products, or two products). */
  bankTwice: (bank: string) => `Mais de uma escolha para ${bank}: escolha o banco ou um único produto dele`,
  /** The "Mudar situação" dialog of one bank ("Situação — Caixa Econômica Federal", not "no Caixa"). */
  statusTitle: (bank: string) => `Situação — ${bank}`,
  approvedValueRequired: 'Informe o valor aprovado pelo banco',
  denialReasonRequired: 'Informe o motivo dado pelo banco',
  requestedDocumentsRequired: 'Informe os documentos pedidos pelo banco',
  onlyApprovedChosen: 'Só um banco que aprovou pode ser escolhido pelo cliente',
  chosenNotChangeable: 'Este é o banco escolhido pelo cliente: escolha outro antes de mudar a situação',
  chosenNotRemovable: 'O banco escolhido pelo cliente não pode ser removido',
  commissionClosed: 'A comissão deste negócio já foi paga ou cancelada: a escolha do banco não pode mais mudar',
  approvedAboveAsset: (assetValue: string) => `O valor aprovado não pode passar do valor do bem (${assetValue})`,
  conflict: 'Este envio foi alterado por outra pessoa. Atualize a página para ver a versão atual.',
  sent: (count: number) => (count === 1 ? 'Negócio enviado a 1 banco' : `Negócio enviado a ${count} bancos`),
  statusChanged: (bank: string, status: string) => `${bank}: ${status}`,
  chosen: (bank: string) => `${bank} escolhido pelo cliente`,
  removed: (bank: string) => `${bank} removido do negócio`,
} as const;
