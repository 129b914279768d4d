import { z } from 'zod';
import { DEFENSE_MAX, type DealOperationType } from '../deal-options.ts';
import { isValidMobile } from '../format.ts';
import { MSG, toTheVisitor } from '../messages.ts';
import { SIMULATION_DEADLINES } from '../simulation-options.ts';
import { tabKeySchema } from './common.ts';
import { associatesField, checkAssociates, checkDeadlineBounds, checkOperation, checkOperationFigures, FIGURES_ALONGSIDE, formDeadlineField, operationFields } from './deals.ts';
import { noTermForAge, termAboveAge } from './simulation.ts';

/**
 * Public deal registration (docs/design/product-spec.md §2
 * /cadastro-cliente/{assetSegment}/{operationType}/{tokenOrUsername}): a visitor sends a deal to the broker behind the
 * link. The same associate and operation rules as a broker's deal, without what only the broker decides (product, bank,
 * defense, owner, origin).
 */

export { PUBLIC_SEGMENTS, type PublicSegment, parsePublicLink, publicDealPath, SEGMENT_OPERATIONS } from '../deal-options.ts';

export const publicUsernameSchema = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9-]+$/i, { error: MSG.invalid });

const { productId: _productId, financialInstitutionId: _bank, defense: _defense, ...publicOperation } = operationFields;

export const TERMS_MESSAGE = 'Você deve aceitar os termos de uso e a política de privacidade';
export const PUBLIC_NOTES_MAX = DEFENSE_MAX;

export const ZPublicDealRequest = z
  .object({
    username: publicUsernameSchema,
    ...publicOperation,
    deadline: formDeadlineField,
    associates: associatesField,
    /** Anything the customer wants the broker to know; it opens the deal's timeline. */
    notes: z
      .string()
      .trim()
      .max(PUBLIC_NOTES_MAX, { error: MSG.maxLength(PUBLIC_NOTES_MAX) })
      .optional(),
    acceptTerms: z.literal(true, { error: TERMS_MESSAGE }),
    /**
     * A random value the form's tab makes once and sends with every try: the same tab sending again (its answer lost
     * on the way) gets its proposal back instead of a refusal as a duplicate. Only that tab knows it.
     */
    submissionKey: tabKeySchema.optional(),
    /**
     * The lead key of the public simulator's tab ("Quero seguir com esta proposta"): the proposal completes the lead
     * that tab made, and no other. Without it the proposal is a deal of its own.
     */
    leadKey: tabKeySchema.optional(),
  })
  .superRefine((d, ctx) => {
    checkOperation(d, ctx);
    checkAssociates(d.associates, ctx);
    // Sellers are the broker's to add: the public form registers who asks for the credit.
    d.associates.forEach((a, i) => {
      if (a.type !== 'CUSTOMER') ctx.addIssue({ code: 'custom', path: ['associates', i, 'type'], message: MSG.invalid });
    });
    // The customer is promised contact: a proposal that leaves neither a celular nor an e-mail could not be answered.
    const main = d.associates.findIndex((a) => a.main);
    const who = d.associates[main];
    if (who && !who.cellphone?.trim() && !who.email?.trim()) ctx.addIssue({ code: 'custom', path: ['associates', main, 'cellphone'], message: MSG.contactRequired });
    // The term the public simulator refuses for the visitor's age is refused here too, in their words.
    // Past the age where even the shortest term fits, there is no term to choose: said at the birth date.
    const aboveAge = who?.personType === 'individual' ? publicTermAboveAge(d.operationType, d.deadline, who.birthDate) : undefined;
    if (aboveAge) ctx.addIssue({ code: 'custom', path: aboveAge === MSG.noTermForAge ? ['associates', main, 'birthDate'] : ['deadline'], message: aboveAge });
    d.associates.forEach((a, i) => {
      if (a.cellphone?.trim() && !isValidMobile(a.cellphone)) ctx.addIssue({ code: 'custom', path: ['associates', i, 'cellphone'], message: MSG.mobilePhone });
    });
  })
  .superRefine(checkDeadlineBounds, FIGURES_ALONGSIDE)
  .superRefine(checkOperationFigures, FIGURES_ALONGSIDE);
export type TPublicDealRequest = z.input<typeof ZPublicDealRequest>;
export type TPublicDealParsed = z.output<typeof ZPublicDealRequest>;

/** The customer's private tracking link: a random token (never stored in clear). */
export const ZTrackingToken = z.object({
  token: z
    .string()
    .trim()
    // Too short, too long or with other characters, a token is just not one: the same words for all three.
    .min(20, { error: MSG.invalid })
    .max(100, { error: MSG.invalid })
    .regex(/^[A-Za-z0-9_-]+$/, { error: MSG.invalid }),
});

/**
 * What the visitor sent through the public link, kept as sent in deals.public_submission (read back with this schema,
 * never cast): the people as typed (only main and name are relied on) and the operation as typed.
 */
export const ZStoredPublicSubmission = z.object({
  associates: z.array(
    z.looseObject({
      main: z.boolean(),
      name: z.string(),
      incomes: z.array(z.looseObject({ mensalIncome: z.number().optional(), professionalProfile: z.string().optional() })).optional(),
    }),
  ),
  operation: z.record(z.string(), z.unknown()),
});
export type TStoredPublicSubmission = z.infer<typeof ZStoredPublicSubmission>;
export type TPublicSubmission = TStoredPublicSubmission;

export const ZPublicDealSubmitResponse = z.object({ message: z.string(), number: z.number(), trackingToken: z.string(), trackingUrl: z.string() });
export type TPublicDealSubmitResponse = z.infer<typeof ZPublicDealSubmitResponse>;

const ZTrackingBroker = z.object({ name: z.string(), firstName: z.string(), companyName: z.string(), cellphone: z.string().nullable() });

/** The tracking page (/acompanhar/{token}): progress, the broker to talk to, the documents still to send. */
export const ZTrackingViewResponse = z.object({
  number: z.number(),
  createdAt: z.date(),
  operationLabel: z.string(),
  operationValue: z.number(),
  customerFirstName: z.string().nullable(),
  erasureRequestedAt: z.date().nullable(),
  broker: ZTrackingBroker,
  denied: z.boolean(),
  completed: z.boolean(),
  /** Why no document can be sent now (a denied deal), said in place of the upload zones; null when they are open. */
  uploadClosed: z.string().nullable(),
  /** 'skipped': behind the deal but never entered (moved past it): not done. */
  stages: z.array(z.object({ key: z.string(), label: z.string(), state: z.enum(['done', 'current', 'todo', 'skipped']) })),
  documents: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      status: z.enum(['pending', 'received', 'approved', 'rejected']),
      fileName: z.string().nullable(),
      rejectionReason: z.string().nullable(),
      /** The file there was attached by the staff: the customer cannot replace it (shared/documents.ts customerUploadClosed). */
      sentByBroker: z.boolean(),
    }),
  ),
});
export type TTrackingViewResponse = z.infer<typeof ZTrackingViewResponse>;

/** The tracking link's data file (LGPD art. 18 II): only what was sent through the link, and the deal's progress. */
export const ZTrackingDataFileResponse = z.object({
  geradoEm: z.string(),
  negocio: z.object({ numero: z.number(), operacao: z.string().nullable(), valorDoCredito: z.number(), etapa: z.string(), enviadoEm: z.date() }),
  enviadoPorEsteLink: z
    .object({
      proponentes: z.array(
        z.object({
          nome: z.string(),
          tipoDePessoa: z.string(),
          documento: z.string().nullable(),
          dataDeNascimento: z.string().nullable(),
          genero: z.string().nullable(),
          estadoCivil: z.string().nullable(),
          nomeDaMae: z.string().nullable(),
          email: z.string().nullable(),
          celular: z.string().nullable(),
          rendas: z.array(
            z.object({
              perfil: z.string().nullable(),
              rendaMensal: z.number().nullable(),
              cargoOuAtividade: z.string().nullable(),
              empresa: z.string().nullable(),
              cnpjDaEmpresa: z.string().nullable(),
              desde: z.string().nullable(),
            }),
          ),
        }),
      ),
      operacao: z.object({
        tipo: z.string().nullable(),
        valorDoCredito: z.number().nullable(),
        prazoEmMeses: z.number().nullable(),
        objetivo: z.string().nullable(),
        entrada: z.number().nullable(),
        valorFinanciado: z.number().nullable(),
        bem: z
          .union([
            z.object({ tipo: z.literal('Imóvel'), tipoDoImovel: z.string().nullable(), valor: z.number().nullable(), imovelJaEscolhido: z.string().nullable(), comMatricula: z.string().nullable() }),
            z.object({
              tipo: z.literal('Veículo'),
              categoria: z.string().nullable(),
              marca: z.string().nullable(),
              modelo: z.string().nullable(),
              ano: z.number().nullable(),
              combustivel: z.string().nullable(),
              placa: z.string().nullable(),
              valor: z.number().nullable(),
            }),
          ])
          .nullable(),
      }),
    })
    .nullable(),
  observacao: z.string().nullable(),
  comentariosQueVoceEnviou: z.array(z.object({ texto: z.string(), enviadoEm: z.date() })),
  documentos: z.array(z.object({ documento: z.string(), status: z.string().nullable(), motivoDaRecusa: z.string().nullable(), arquivo: z.string().nullable(), enviadoEm: z.date().nullable() })),
});
export type TTrackingDataFileResponse = z.infer<typeof ZTrackingDataFileResponse>;

/** Whether the visitor's age leaves no term of the operation at all (the shortest already ends past the age limit). */
export function publicNoTermForAge(operationType: DealOperationType, birthIso: string): boolean {
  const bounds = SIMULATION_DEADLINES[operationType];
  return bounds !== undefined && noTermForAge(birthIso, bounds.min);
}

/** The public proposal's age rule on its term (the public simulator's), said to the visitor; undefined when it fits. */
export function publicTermAboveAge(operationType: DealOperationType, deadline: number, birthIso: string): string | undefined {
  const bounds = SIMULATION_DEADLINES[operationType];
  if (deadline < bounds.min || deadline > bounds.max) return undefined;
  const message = termAboveAge(deadline, 0, birthIso, bounds);
  return message && toTheVisitor(message);
}
