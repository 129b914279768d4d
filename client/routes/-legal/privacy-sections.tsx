import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { LEGAL_PAGES, SITE } from '../../../shared/site.ts';
import { Items, type LegalSectionContent, P } from '../../components/legal/LegalSection.tsx';

const email = (
  <Anchor href={`mailto:${SITE.privacyEmail}`} inherit>
    {SITE.privacyEmail}
  </Anchor>
);

/** The privacy policy (LGPD, Lei 13.709/2018), section by section; the page renders them with a table of contents. */
export const PRIVACY_SECTIONS: LegalSectionContent[] = [
  {
    id: 'quem-somos',
    title: '1. Quem somos e a quem esta política se aplica',
    body: (
      <>
        <P>
          A Crédito é uma plataforma on-line para correspondentes bancários — empresas contratadas por instituições financeiras nos termos da Resolução CMN nº 4.935/2021 — e para as suas filiais. Pela
          plataforma, os correspondentes simulam crédito em vários bancos parceiros (financiamento imobiliário, home equity, financiamento de veículos e crédito com garantia de veículo), acompanham
          cada negócio em quadros, recebem propostas e documentos de clientes por links públicos e pagam uma assinatura.
        </P>
        <P>
          Esta política explica, nos termos da Lei Geral de Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018), como tratamos os dados pessoais de quem usa a plataforma (corretores, gestores e
          administradores das empresas parceiras) e dos clientes cujas propostas passam por ela.
        </P>
      </>
    ),
  },
  {
    id: 'controlador-e-operador',
    title: '2. Controlador e operador',
    body: (
      <Items
        items={[
          <>
            <strong>Dados dos clientes das empresas parceiras</strong> (proponentes, vendedores e seus documentos): a empresa parceira — o correspondente com quem o cliente fala — é a{' '}
            <strong>controladora</strong>. É ela quem decide quais dados coletar, para quais bancos enviar o caso e como atender o cliente. A Crédito atua como <strong>operadora</strong>: trata esses
            dados em nome da empresa parceira, segundo as instruções dela (art. 39 da LGPD), apenas para prestar o serviço da plataforma.
          </>,
          <>
            <strong>Dados das contas</strong> (usuários, empresas, filiais e assinatura) e <strong>dados de navegação</strong>: a Crédito é a <strong>controladora</strong>.
          </>,
          <>
            Os <strong>bancos parceiros</strong> que recebem um caso para análise tratam os dados como controladores próprios, segundo as suas políticas de privacidade.
          </>,
        ]}
      />
    ),
  },
  {
    id: 'dados-coletados',
    title: '3. Quais dados tratamos',
    body: (
      <Items
        items={[
          <>
            <strong>Clientes (proponentes):</strong> nome, CPF (ou razão social e CNPJ, no caso de empresa), data de nascimento (ou de abertura), nome da mãe, estado civil, gênero, renda, perfil
            profissional e empresa em que trabalha, e-mail, celular, documento de identidade (número, órgão emissor, UF e data de emissão), score de crédito quando informado, dados do bem (imóvel:
            valor, tipo e matrícula; veículo: marca, modelo, ano e placa), valores da operação e os documentos enviados — documento de identificação, comprovante de residência, declaração de imposto
            de renda, holerites ou extratos e documentos do imóvel ou do veículo.
          </>,
          <>
            <strong>Usuários da plataforma:</strong> nome, e-mail, celular, CPF, data de nascimento, gênero, foto de perfil, função e filial. A senha é guardada apenas como resumo criptográfico
            (argon2id): ninguém, nem a Crédito, consegue lê-la.
          </>,
          <>
            <strong>Empresas e filiais:</strong> razão social, nome fantasia, CNPJ, endereço, contatos, contas bancárias e dados do administrador responsável.
          </>,
          <>
            <strong>Assinatura:</strong> dados do pagador (nome, e-mail, CPF ou CNPJ, telefone, número e CEP do endereço) e, do cartão, apenas o código (token) emitido pelo provedor de pagamento, a
            bandeira, os quatro últimos dígitos e a validade. O número completo e o código de segurança vão direto ao provedor de pagamento e nunca são gravados pela Crédito.
          </>,
          <>
            <strong>Uso e navegação:</strong> registros de acesso (data, hora, endereço IP e navegador), o aceite destes documentos, as escolhas de cookies e os registros de quem acessou ou alterou
            cada negócio.
          </>,
        ]}
      />
    ),
  },
  {
    id: 'finalidades-e-bases-legais',
    title: '4. Para que usamos os dados e com qual base legal',
    body: (
      <>
        <P>Cada uso tem uma base legal do art. 7º da LGPD:</P>
        <Items
          items={[
            <>
              <strong>Prestar o serviço contratado</strong> — contas, simulações, quadros de negócios, links públicos, notificações e e-mails de serviço (como a redefinição de senha): execução de
              contrato (art. 7º, V).
            </>,
            <>
              <strong>Encaminhar a proposta do cliente aos bancos e permitir a análise de crédito</strong>: procedimentos preliminares a um contrato, a pedido do titular (art. 7º, V), e proteção do
              crédito (art. 7º, X).
            </>,
            <>
              <strong>Cobrar a assinatura</strong>: execução de contrato (art. 7º, V).
            </>,
            <>
              <strong>Cumprir obrigações legais e regulatórias</strong>, como guardar registros de acesso por 6 meses (Marco Civil da Internet, Lei nº 12.965/2014, art. 15) e documentos fiscais:
              cumprimento de obrigação legal ou regulatória (art. 7º, II).
            </>,
            <>
              <strong>Proteger as contas e prevenir fraudes</strong> — limite de tentativas de login, registro de auditoria, verificação dos arquivos enviados: legítimo interesse (art. 7º, IX), sempre
              no limite do necessário.
            </>,
            <>
              <strong>Defender direitos</strong> em processos judiciais, administrativos ou arbitrais: exercício regular de direitos (art. 7º, VI).
            </>,
            <>
              <strong>Cookies não essenciais</strong> (desempenho, analíticos, publicidade e redes sociais): consentimento (art. 7º, I), dado no aviso de cookies e revogável a qualquer momento.
            </>,
          ]}
        />
      </>
    ),
  },
  {
    id: 'compartilhamento',
    title: '5. Com quem compartilhamos',
    body: (
      <>
        <Items
          items={[
            <>
              <strong>Bancos parceiros</strong> para os quais a empresa parceira envia o caso do cliente, para análise de crédito e contratação.
            </>,
            <>
              <strong>Provedor de pagamento</strong>, que guarda o cartão de forma segura e processa as cobranças da assinatura.
            </>,
            <>
              <strong>Provedor de e-mail</strong>, que entrega as mensagens da plataforma (boas-vindas, redefinição de senha e avisos de negócio).
            </>,
            <>
              <strong>Provedores de hospedagem e armazenamento</strong>, que mantêm os servidores, o banco de dados e os arquivos enviados.
            </>,
            <>
              <strong>Autoridades públicas</strong>, quando a lei ou uma ordem judicial exigir.
            </>,
          ]}
        />
        <P>Os fornecedores tratam os dados só para prestar o serviço à Crédito, com obrigações contratuais de sigilo e segurança. A Crédito não vende dados pessoais.</P>
      </>
    ),
  },
  {
    id: 'transferencia-internacional',
    title: '6. Transferência internacional',
    body: (
      <P>
        Por padrão, não há transferência internacional de dados pessoais: a plataforma e os seus dados ficam em servidores no Brasil. Se algum fornecedor passar a tratar dados fora do país, isso só
        acontecerá nas hipóteses do art. 33 da LGPD, e esta política será atualizada antes.
      </P>
    ),
  },
  {
    id: 'retencao',
    title: '7. Por quanto tempo guardamos os dados',
    body: (
      <>
        <P>
          Guardamos os dados pelo tempo necessário às finalidades desta política. Depois, eles são eliminados ou anonimizados, salvo as hipóteses de conservação do art. 16 da LGPD — por exemplo,
          cumprimento de obrigação legal ou regulatória.
        </P>
        <Items
          items={[
            'Propostas, negócios e documentos de clientes: pelo prazo definido pela empresa parceira, que é a controladora; ao fim do contrato com ela, são devolvidos ou eliminados, salvo obrigação legal de guarda.',
            'Contas de usuários: enquanto estiverem ativas e, depois de desativadas, pelo prazo necessário à defesa de direitos.',
            'Registros de acesso: pelo menos 6 meses, como exige o Marco Civil da Internet.',
            'Dados de cobrança da assinatura: pelo prazo exigido pela legislação fiscal.',
            'Registros de aceite e de consentimento: enquanto a conta existir e pelo prazo necessário para comprová-los.',
          ]}
        />
      </>
    ),
  },
  {
    id: 'seguranca',
    title: '8. Como protegemos os dados',
    body: (
      <>
        <P>Adotamos medidas técnicas e administrativas para proteger os dados pessoais (art. 46 da LGPD), entre elas:</P>
        <Items
          items={[
            'conexão criptografada (HTTPS) e senhas guardadas apenas como resumo criptográfico;',
            'sessões de curta duração, encerradas ao sair, ao trocar a senha ou ao desativar o usuário, e limite de tentativas de login;',
            'acesso por função e isolamento por empresa: cada usuário vê apenas os dados que a sua função permite, e nenhuma empresa vê os dados de outra;',
            'arquivos verificados pelo conteúdo, com tamanho limitado e guardados com nomes gerados, fora do acesso público;',
            'registro de quem acessou ou alterou cada negócio, e registros técnicos sem senhas, tokens ou CPF completo;',
            'cartões guardados apenas pelo provedor de pagamento (padrão PCI DSS).',
          ]}
        />
        <P>Se houver um incidente de segurança que possa causar risco ou dano relevante, comunicaremos a Autoridade Nacional de Proteção de Dados (ANPD) e os titulares afetados (art. 48 da LGPD).</P>
      </>
    ),
  },
  {
    id: 'direitos',
    title: '9. Seus direitos como titular',
    body: (
      <>
        <P>A LGPD (art. 18) garante a você, titular dos dados, o direito de:</P>
        <Items
          items={[
            'confirmar se tratamos dados seus e ter acesso a eles;',
            'corrigir dados incompletos, inexatos ou desatualizados;',
            'pedir a anonimização, o bloqueio ou a eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a lei;',
            'pedir a portabilidade dos dados a outro fornecedor;',
            'pedir a eliminação dos dados tratados com base no seu consentimento;',
            'saber com quais entidades públicas e privadas compartilhamos os seus dados;',
            'saber que pode não dar o consentimento e quais as consequências;',
            'revogar o consentimento a qualquer momento;',
            'pedir a revisão de decisões tomadas unicamente com base em tratamento automatizado (art. 20).',
          ]}
        />
      </>
    ),
  },
  {
    id: 'como-exercer',
    title: '10. Como exercer seus direitos',
    body: (
      <>
        <P>
          Escreva para {email}. Este também é o canal do nosso encarregado pelo tratamento de dados pessoais (art. 41 da LGPD). Para proteger você, confirmaremos a sua identidade antes de entregar ou
          alterar qualquer dado.
        </P>
        <P>
          Se você é cliente de um correspondente, a empresa parceira que atendeu você é a controladora dos seus dados: fale com ela ou conosco — encaminharemos o pedido e ajudaremos a respondê-lo.
        </P>
        <P>
          Pedidos de confirmação de existência ou de acesso aos dados são respondidos em até 15 dias, por declaração clara e completa (art. 19, II, da LGPD). Você também pode apresentar uma reclamação
          à ANPD.
        </P>
      </>
    ),
  },
  {
    id: 'cookies',
    title: '11. Cookies',
    body: (
      <P>
        Usamos cookies essenciais para a plataforma funcionar e, só com o seu consentimento, cookies de desempenho, analíticos, de publicidade e de redes sociais. Você escolhe no aviso de cookies e
        pode mudar a escolha a qualquer momento em &quot;Preferências de cookies&quot;, no rodapé. Os detalhes estão na{' '}
        <Anchor component={Link} to={LEGAL_PAGES.cookies.path} inherit>
          Política de cookies
        </Anchor>
        .
      </P>
    ),
  },
  {
    id: 'alteracoes',
    title: '12. Alterações desta política',
    body: (
      <P>
        Podemos atualizar esta política para refletir mudanças na plataforma ou na lei. A versão em vigor aparece no topo da página. Mudanças relevantes serão avisadas na plataforma ou por e-mail e,
        quando for o caso, pediremos um novo aceite: cada aceite fica registrado com a versão e a data.
      </P>
    ),
  },
];
