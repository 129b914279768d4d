import { CONSENT_DAYS } from '../../../shared/cookies.ts';
import { formatMoney } from '../../../shared/format.ts';
import { SITE } from '../../../shared/site.ts';
import { centsToReais, PLANS } from '../../../shared/subscriptions.ts';

export interface FaqItem {
  id: string;
  question: string;
  /** Paragraphs of plain text (searchable). */
  answer: string[];
}

export interface FaqGroup {
  id: string;
  title: string;
  audience: 'Para corretores' | 'Para clientes';
  items: FaqItem[];
}

const price = (cents: number) => formatMoney(centsToReais(cents));
const plans = Object.values(PLANS)
  .map((p) => `${p.label}: ${price(p.priceCents)}${p.maxInstalments > 1 ? ` (em até ${p.maxInstalments}x sem juros)` : ''}`)
  .join('; ');

/** The help page's questions, grouped by who asks them (docs/design/product-spec.md §2 /faq). */
export const FAQ_GROUPS: FaqGroup[] = [
  {
    id: 'simulacao',
    title: 'Simulação de crédito',
    audience: 'Para corretores',
    items: [
      {
        id: 'como-simular',
        question: 'Como faço uma simulação?',
        answer: [
          'No menu Simulação, escolha imobiliária (financiamento ou home equity) ou veicular. Informe o valor do bem, o valor do crédito, o prazo e os dados do cliente, como data de nascimento e renda.',
          'A plataforma calcula a operação em todos os bancos parceiros de uma vez: mostra as ofertas elegíveis, a melhor opção (menor CET) e, para cada banco que ficou de fora, o motivo e o que ajustar.',
        ],
      },
      {
        id: 'simulacao-e-oferta',
        question: 'O resultado da simulação é uma oferta de crédito?',
        answer: [
          'Não. É uma estimativa feita com as condições cadastradas de cada banco e produto. As condições finais dependem da análise de crédito do banco e podem mudar até a contratação. Apresente sempre o resultado ao cliente como estimativa.',
        ],
      },
      {
        id: 'banco-fora',
        question: 'Por que um banco não aparece entre as ofertas?',
        answer: [
          'Cada banco tem regras próprias. As mais comuns: crédito acima do limite do valor do imóvel (até 80% no financiamento e 60% no home equity), idade do cliente acima de 80 anos e 6 meses na última parcela, renda insuficiente para a parcela, imóvel sem matrícula ou valores abaixo do mínimo do banco.',
          'Os bancos não elegíveis aparecem com o motivo e a correção sugerida, como "reduza o crédito para R$ …" ou "prazo máximo de N meses".',
        ],
      },
      {
        id: 'price-sac',
        question: 'Qual a diferença entre as tabelas PRICE e SAC?',
        answer: [
          'Na PRICE as parcelas de juros e amortização são iguais do começo ao fim. Na SAC a amortização é constante, então a primeira parcela é maior e as seguintes diminuem; no total, paga-se menos juros.',
        ],
      },
    ],
  },
  {
    id: 'cet-iof',
    title: 'CET, IOF e taxas',
    audience: 'Para corretores',
    items: [
      {
        id: 'o-que-e-cet',
        question: 'O que é o CET?',
        answer: [
          'O Custo Efetivo Total reúne em uma única taxa tudo o que o cliente paga: juros, seguros, tarifas, taxa de administração e impostos financiados. É a melhor forma de comparar propostas de bancos diferentes, e o banco precisa informá-lo antes da contratação.',
        ],
      },
      {
        id: 'como-calcula-iof',
        question: 'Como o IOF é calculado?',
        answer: [
          'O IOF do crédito tem uma parte diária de 0,0082 % ao dia sobre o valor amortizado (limitada a 365 dias) e uma parte fixa de 0,38 % sobre o valor do crédito. Desde junho de 2025 a alíquota diária de empresas é a mesma das pessoas físicas.',
          'O financiamento de imóvel residencial é isento. Home equity e crédito de veículos pagam IOF, que a simulação inclui no valor financiado.',
        ],
      },
      {
        id: 'taxa-mensal-anual',
        question: 'Como converter a taxa mensal em anual?',
        answer: ['Os juros são compostos: taxa anual = (1 + taxa mensal)¹² − 1. Por exemplo, 1 % ao mês equivale a cerca de 12,68 % ao ano, e não 12 %.'],
      },
    ],
  },
  {
    id: 'quadros',
    title: 'Quadros de negócios e SLA',
    audience: 'Para corretores',
    items: [
      {
        id: 'como-funcionam-quadros',
        question: 'Como funcionam os quadros?',
        answer: [
          'Há um quadro para cada tipo de operação: Financiamento Imobiliário, Home Equity, Financiamento de Veículos e Crédito com Garantia de Veículo. Cada negócio é um cartão que avança pelas etapas — de novo lead até a liberação do crédito.',
          'Arraste o cartão com o mouse, com o dedo (segurando) ou pelo teclado. Para negar um negócio é preciso informar o motivo e o motivo detalhado.',
        ],
      },
      {
        id: 'semaforo',
        question: 'O que significam as cores dos cartões?',
        answer: [
          'Cada etapa tem um prazo (SLA). Verde: dentro do prazo. Amarelo: em risco de atraso. Vermelho: fora do prazo. O painel mostra os negócios atrasados e as etapas em que eles mais param.',
        ],
      },
      {
        id: 'quem-ve',
        question: 'Quem vê os meus negócios?',
        answer: [
          'Depende da função: há quem veja os negócios de toda a empresa, quem veja os da própria filial e quem veja apenas os próprios. O administrador da empresa define a função de cada usuário.',
        ],
      },
    ],
  },
  {
    id: 'documentos-corretor',
    title: 'Documentos',
    audience: 'Para corretores',
    items: [
      {
        id: 'arquivos-aceitos',
        question: 'Quais arquivos posso anexar a um negócio?',
        answer: ['PDF, PNG ou JPG de até 2 MB cada. O tipo é conferido pelo conteúdo do arquivo, não pelo nome. Cada documento da lista pode ser aprovado ou recusado com motivo.'],
      },
      {
        id: 'lista-documentos',
        question: 'Como sei quais documentos pedir?',
        answer: [
          'Cada negócio tem uma lista de documentos montada a partir do tipo de bem e do perfil profissional de cada proponente — por exemplo, holerites para assalariados ou extratos e declaração de imposto de renda para autônomos.',
        ],
      },
    ],
  },
  {
    id: 'links-publicos',
    title: 'Links públicos',
    audience: 'Para corretores',
    items: [
      {
        id: 'o-que-sao-links',
        question: 'O que são os links públicos?',
        answer: [
          'São páginas com o seu nome e o da sua empresa em que o cliente simula ou envia uma proposta sem precisar de conta: a página de links, a simulação imobiliária, a simulação veicular e o cadastro de proposta. Os endereços estão no painel.',
          'Compartilhe pelo WhatsApp: a mensagem já vai pronta com o link. A proposta enviada pelo cliente entra direto no seu quadro, com a lista de documentos.',
        ],
      },
    ],
  },
  {
    id: 'assinatura',
    title: 'Assinatura',
    audience: 'Para corretores',
    items: [
      {
        id: 'planos',
        question: 'Quais são os planos?',
        answer: [`${plans}. O plano escolhido vale para toda a empresa.`],
      },
      {
        id: 'cartao-guardado',
        question: 'A plataforma guarda o número do meu cartão?',
        answer: ['Não. O cartão vai direto ao provedor de pagamento, que devolve um código (token). A Crédito guarda apenas esse código, a bandeira, os quatro últimos dígitos e a validade.'],
      },
      {
        id: 'cancelar',
        question: 'Como cancelo a assinatura?',
        answer: ['Em Minha conta › Assinatura, a qualquer momento. O acesso continua até o fim do período já pago.'],
      },
    ],
  },
  {
    id: 'enviar-proposta',
    title: 'Enviar uma proposta',
    audience: 'Para clientes',
    items: [
      {
        id: 'como-enviar',
        question: 'Como envio a minha proposta?',
        answer: [
          'Abra o link que o seu correspondente mandou (geralmente pelo WhatsApp). Escolha se a proposta é de pessoa física ou de empresa, preencha os dados dos proponentes e da operação, confira o resumo e envie os documentos. Não é preciso criar conta.',
        ],
      },
      {
        id: 'continuar-depois',
        question: 'Posso parar no meio e continuar depois?',
        answer: [
          'Sim, enquanto a aba do navegador continuar aberta: o que você digitou fica guardado mesmo se recarregar a página. Ao fechar a aba, os dados em preenchimento são apagados do aparelho.',
        ],
      },
    ],
  },
  {
    id: 'acompanhar',
    title: 'Acompanhar a proposta',
    audience: 'Para clientes',
    items: [
      {
        id: 'link-acompanhamento',
        question: 'Como acompanho a minha proposta?',
        answer: ['Ao concluir o envio você recebe um link de acompanhamento só seu. Por ele você vê em que etapa a proposta está e envia documentos que faltarem. Guarde o link e não o compartilhe.'],
      },
      {
        id: 'perdi-link',
        question: 'Perdi o link de acompanhamento. E agora?',
        answer: ['Peça ao seu correspondente: ele pode gerar um novo link, e o anterior deixa de funcionar.'],
      },
    ],
  },
  {
    id: 'documentos-cliente',
    title: 'Documentos',
    audience: 'Para clientes',
    items: [
      {
        id: 'quais-documentos',
        question: 'Quais documentos preciso enviar?',
        answer: [
          'Em geral: documento de identificação com foto, comprovante de residência dos últimos 60 dias, comprovante de estado civil e comprovantes de renda (holerites ou 3 a 6 extratos bancários e a declaração de imposto de renda completa, conforme a sua profissão).',
          'Para imóvel: IPTU, matrícula atualizada e fotos. Para veículo: CNH e autorização de transferência. A lista exata aparece na etapa de arquivos.',
        ],
      },
      {
        id: 'formato',
        question: 'Em que formato envio os arquivos?',
        answer: ['PDF, PNG ou JPG, de até 2 MB cada. Uma foto nítida do documento, tirada com o celular, costuma servir.'],
      },
    ],
  },
  {
    id: 'seguranca-dados',
    title: 'Segurança dos seus dados',
    audience: 'Para clientes',
    items: [
      {
        id: 'quem-ve-dados',
        question: 'Quem vê os meus dados?',
        answer: [
          'O correspondente que atende você e, para a análise de crédito, os bancos para os quais o seu caso for enviado. Os dados são protegidos pela LGPD e não são vendidos a ninguém. Detalhes na Política de privacidade.',
        ],
      },
      {
        id: 'golpe',
        question: 'Alguém pediu um pagamento para liberar o crédito. É normal?',
        answer: ['Não. Desconfie de qualquer pedido de pagamento antecipado, depósito ou senha para "liberar" crédito: é um golpe comum. A Crédito nunca pede senhas ou pagamentos a clientes.'],
      },
      {
        id: 'direitos',
        question: 'Como peço acesso, correção ou exclusão dos meus dados?',
        answer: [`Fale com o correspondente que atendeu você ou escreva para ${SITE.privacyEmail}. Pedidos de acesso são respondidos em até 15 dias.`],
      },
      {
        id: 'cookies',
        question: 'Por que o site pergunta sobre cookies?',
        answer: [
          `Pela LGPD, cookies que não são essenciais só podem ser usados com a sua permissão. A escolha vale por ${CONSENT_DAYS} dias e pode ser mudada em "Preferências de cookies", no rodapé.`,
        ],
      },
    ],
  },
];

/** Lower-case, without accents: "Simulação" matches "simulacao". */
export function normaliseSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** The groups and questions whose question or answer contains every word of the query. */
export function filterFaq(groups: FaqGroup[], query: string): FaqGroup[] {
  const words = normaliseSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return groups;
  return groups
    .map((g) => ({
      ...g,
      items: g.items.filter((item) => {
        const text = normaliseSearch([g.title, item.question, ...item.answer].join(' '));
        return words.every((w) => text.includes(w));
      }),
    }))
    .filter((g) => g.items.length > 0);
}
