import type { Database } from './database.ts';

/**
 * Demo trainings for Brazilian credit correspondents (global, marked as demo). No links: the content is described,
 * and each company points to the material it actually uses (links are https only and never made up here).
 */
const DEMO_COURSES = [
  {
    title: 'Certificação de correspondente bancário (preparatório)',
    category: 'certificacao',
    mandatory: true,
    duration_minutes: 480,
    validity_months: 24,
    description:
      'Preparação para o exame de certificação de correspondentes no País: o papel do correspondente (Res. CMN 4.935/2021), ' +
      'as operações que ele pode encaminhar, ética e conduta, atendimento ao cliente, noções de crédito e prevenção a fraudes. ' +
      'A certificação oficial é feita por uma entidade certificadora (por exemplo, FEBRABAN ou ANEPS) e também vence: ' +
      'este curso tem reciclagem a cada 2 anos.',
  },
  {
    title: 'Financiamento imobiliário: SFH e SFI',
    category: 'produtos',
    mandatory: false,
    duration_minutes: 120,
    validity_months: null,
    description:
      'Diferenças entre o Sistema Financeiro da Habitação (SFH) e o Sistema de Financiamento Imobiliário (SFI): limites de ' +
      'valor do imóvel, uso do FGTS, taxas e indexadores, cota de financiamento (LTV), seguros MIP e DFI, documentos do ' +
      'imóvel e dos compradores e as etapas da proposta até o registro do contrato no cartório.',
  },
  {
    title: 'CET, IOF e tabela PRICE x SAC',
    category: 'produtos',
    mandatory: false,
    duration_minutes: 90,
    validity_months: null,
    description:
      'Como ler e explicar uma simulação: juros mensais e anuais, Custo Efetivo Total (Res. CMN 4.881/2020), IOF ' +
      '(0,0082 % ao dia mais 0,38 %; crédito habitacional residencial é isento), parcelas fixas na PRICE e decrescentes no ' +
      'SAC, com exemplos feitos no simulador da plataforma.',
  },
  {
    title: 'LGPD no atendimento ao cliente',
    category: 'compliance',
    mandatory: true,
    duration_minutes: 60,
    validity_months: 12,
    description:
      'A Lei Geral de Proteção de Dados (Lei 13.709/2018) no dia a dia do correspondente: bases legais (art. 7º), ' +
      'consentimento, direitos do titular (art. 18) e o prazo de resposta, cuidado com documentos e CPF no WhatsApp, no ' +
      'e-mail e em planilhas, e o que fazer diante de um incidente de segurança.',
  },
  {
    title: 'Prevenção à lavagem de dinheiro (PLD)',
    category: 'compliance',
    mandatory: true,
    duration_minutes: 90,
    validity_months: 12,
    description:
      'Lei 9.613/1998 e Circular BCB 3.978/2020 para quem atende em nome de instituições financeiras: conhecer o cliente, ' +
      'sinais de alerta (renda incompatível, terceiros pagando, valores fracionados), como reportar uma situação suspeita ' +
      'à instituição parceira e o sigilo dessa comunicação.',
  },
  {
    title: 'Atendimento consultivo pelo WhatsApp',
    category: 'atendimento',
    mandatory: false,
    duration_minutes: 45,
    validity_months: null,
    description:
      'Do primeiro contato à proposta: entender o objetivo do cliente, explicar condições sem prometer aprovação, enviar a ' +
      'simulação pelo link público, pedir documentos com segurança e registrar cada passo no negócio.',
  },
] as const;

/** Inserts the demo trainings once (skips when any demo course exists); returns whether it inserted. */
export async function seedDemoCourses(db: Database): Promise<boolean> {
  if (await db.selectFrom('courses').select('id').where('is_demo', '=', true).limit(1).executeTakeFirst()) return false;
  await db
    .insertInto('courses')
    .values(DEMO_COURSES.map((c) => ({ ...c, company_id: null, link_url: null, is_demo: true })))
    .execute();
  return true;
}
