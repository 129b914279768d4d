import { z } from 'zod';
import { MSG } from '../messages.ts';

const optional = z.boolean();

/**
 * A cookie choice as the banner saves it; essential must be on
 * (docs/design/product-spec.md §4: it cannot be turned off).
 */
export const ZCookieChoices = z.strictObject(
  {
    essential: z.literal(true, { error: MSG.essentialCookies }),
    performance: optional,
    analytic: optional,
    ads: optional,
    social: optional,
  },
  { error: MSG.invalid },
);

export const ZRecordCookieConsentRequest = z.object({ choices: ZCookieChoices });
export type TRecordCookieConsentRequest = z.infer<typeof ZRecordCookieConsentRequest>;

/** One recorded consent of the signed-in user (LGPD art. 8: what, which version, when, from where). */
export interface ConsentRecord {
  id: string;
  kind: string;
  version: string;
  choices: Record<string, boolean>;
  ip: string | null;
  userAgent: string | null;
  createdAt: Date;
}

// The data files of LGPD art. 18 II: their keys are pt-BR because the file is handed to the person as it is (JSON or
// PDF). Keys in the order the services build them (the JSON download is these objects as written).

/** The signed-in user's own file (/api/v1/privacy/me.json). */
export const ZUserDataFileResponse = z.object({
  /** ISO instant. */
  geradoEm: z.string(),
  titular: z.object({
    nome: z.string(),
    email: z.string(),
    usuarioPublico: z.string(),
    celular: z.string().nullable(),
    cpf: z.string().nullable(),
    dataDeNascimento: z.string().nullable(),
    genero: z.string().nullable(),
    cadastradoEm: z.date(),
  }),
  conta: z.object({ funcao: z.string(), empresa: z.string(), filial: z.string() }),
  aceites: z.object({ versaoDosTermos: z.string().nullable(), aceitoEm: z.date().nullable() }),
  acessos: z.array(z.object({ em: z.date(), ip: z.string().nullable() })),
});
export type TUserDataFileResponse = z.infer<typeof ZUserDataFileResponse>;

/** What the company holds about one customer (/api/v1/privacy/customers/{id}.json, privacy officers). */
export const ZCustomerDataFileResponse = z.object({
  geradoEm: z.string(),
  titular: z.object({
    nome: z.string(),
    tipoDePessoa: z.string(),
    documento: z.string(),
    dataDeNascimento: z.string().nullable(),
    genero: z.string().nullable(),
    estadoCivil: z.string().nullable(),
    nomeDaMae: z.string().nullable(),
    scoreSerasa: z.number().nullable(),
    faturamentoMensal: z.number().nullable(),
    /** The deal form's identity card, null when none was given. */
    documentoDeIdentidade: z.object({ numero: z.string().nullable(), uf: z.string().nullable(), orgaoEmissor: z.string().nullable(), dataDeEmissao: z.string().nullable() }).nullable(),
    email: z.string().nullable(),
    celular: z.string().nullable(),
    /** The deal form's incomes. */
    rendas: z.array(
      z.object({
        principal: z.boolean(),
        rendaMensal: z.number().nullable(),
        perfilProfissional: z.string().nullable(),
        dataDeAdmissao: z.string().nullable(),
        descricao: z.string().nullable(),
        empresa: z.string().nullable(),
        documentoDaEmpresa: z.string().nullable(),
      }),
    ),
    cadastradoEm: z.date(),
    atualizadoEm: z.date(),
    anonimizadoEm: z.date().nullable(),
  }),
  negocios: z.array(
    z.object({
      numero: z.number(),
      operacao: z.string(),
      etapa: z.string(),
      valorDoCredito: z.number(),
      participacao: z.string(),
      responsavel: z.string(),
      origem: z.string(),
      cadastradoEm: z.date(),
      encerradoEm: z.date().nullable(),
      /** The deal's own copy of the person (as typed for that deal; the record may have changed since). */
      comoConstaNoNegocio: z.object({ nome: z.string(), email: z.string().nullable(), celular: z.string().nullable() }),
    }),
  ),
  documentos: z.array(z.object({ negocio: z.number().optional(), documento: z.string(), status: z.string(), arquivo: z.string().nullable(), enviadoEm: z.date().nullable() })),
  simulacoes: z.array(z.object({ tipo: z.string(), valor: z.number(), prazo: z.number(), origem: z.string(), feitaEm: z.date() })),
  acessos: z.array(z.object({ negocio: z.number().optional(), quem: z.string(), acao: z.string(), em: z.date() })),
});
export type TCustomerDataFileResponse = z.infer<typeof ZCustomerDataFileResponse>;
