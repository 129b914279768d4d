import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { LEGAL_PAGES, SITE } from '../../../shared/site.ts';
import { Items, type LegalSectionContent, P } from '../../components/legal/LegalSection.tsx';

const privacyLink = (
  <Anchor component={Link} to={LEGAL_PAGES.privacy.path} inherit>
    Política de privacidade
  </Anchor>
);

/** The terms of use, section by section (same version as the privacy policy). */
export const TERMS_SECTIONS: LegalSectionContent[] = [
  {
    id: 'aceite',
    title: '1. Aceitação',
    body: (
      <P>
        Estes termos regem o uso da plataforma Crédito. Ao criar uma conta ou usar a plataforma, você declara que leu e aceita estes termos e a {privacyLink}. Usuários aceitam a versão em vigor no
        primeiro acesso, e o aceite fica registrado com a versão e a data. Se não concordar, não use a plataforma.
      </P>
    ),
  },
  {
    id: 'servico',
    title: '2. O serviço',
    body: (
      <>
        <P>
          A Crédito oferece software para correspondentes bancários e suas filiais: simulação de crédito em vários bancos parceiros (financiamento imobiliário, home equity, financiamento de veículos e
          crédito com garantia de veículo), quadros para acompanhar cada negócio até a liberação do crédito, cadastro de clientes, links públicos de simulação e de envio de proposta, controle de
          documentos, comissões e usuários.
        </P>
        <P>
          A Crédito <strong>não é instituição financeira</strong>: não concede crédito, não capta recursos, não aprova nem recusa propostas. A análise, a aprovação e as condições finais de cada
          operação são sempre do banco escolhido.
        </P>
      </>
    ),
  },
  {
    id: 'contas',
    title: '3. Contas e credenciais',
    body: (
      <Items
        items={[
          'Cada conta é pessoal e intransferível: uma pessoa, um usuário. Não compartilhe a sua senha nem o acesso.',
          'Você é responsável por manter a senha em sigilo e pelas ações feitas com a sua conta. Ao suspeitar de uso indevido, troque a senha e avise o administrador da sua empresa e o suporte.',
          'O administrador da empresa parceira escolhe quem tem acesso, com qual função e em qual filial, e deve desativar na hora os usuários que deixarem a empresa.',
          'Os dados cadastrais devem ser verdadeiros e mantidos atualizados.',
          'Podemos suspender uma conta, de forma preventiva, se houver indício de fraude, invasão ou uso contrário a estes termos.',
        ]}
      />
    ),
  },
  {
    id: 'responsabilidades-dos-correspondentes',
    title: '4. Responsabilidades dos correspondentes',
    body: (
      <>
        <P>A empresa parceira e os seus usuários atuam como correspondentes no País (Resolução CMN nº 4.935/2021) e se comprometem a:</P>
        <Items
          items={[
            'atuar somente dentro dos contratos que mantêm com as instituições financeiras e manter a certificação exigida dos profissionais que atendem o público;',
            'coletar os dados dos clientes com base legal, informar a eles como os dados serão usados e enviar cada caso apenas aos bancos com que o cliente concordou — a empresa parceira é a controladora desses dados (veja a Política de privacidade);',
            'apresentar as simulações como estimativas e informar ao cliente o Custo Efetivo Total (CET) e as condições da proposta do banco antes da contratação;',
            'não cobrar do cliente tarifas ou valores vedados pela regulamentação e respeitar o Código de Defesa do Consumidor;',
            'manter a veracidade das informações e dos documentos enviados aos bancos.',
          ]}
        />
      </>
    ),
  },
  {
    id: 'simulacoes',
    title: '5. Simulações são estimativas',
    body: (
      <P>
        Os resultados das simulações — parcelas, taxas, seguros, IOF, CET, renda mínima e prazos de análise — são calculados a partir das condições cadastradas para cada banco e produto e dos dados
        informados. São <strong>estimativas, não ofertas de crédito</strong>: as condições finais dependem da análise de crédito, das políticas do banco e da data da contratação, e podem mudar sem
        aviso. Dados de demonstração aparecem marcados como tal.
      </P>
    ),
  },
  {
    id: 'uso-aceitavel',
    title: '6. Uso aceitável',
    body: (
      <>
        <P>Não é permitido:</P>
        <Items
          items={[
            'cadastrar dados de pessoas sem base legal, dados falsos ou de terceiros sem autorização;',
            'tentar acessar dados de outras empresas ou de funções acima da sua, ou burlar limites e controles de segurança;',
            'copiar a plataforma, fazer engenharia reversa, extrair dados em massa de forma automatizada ou sobrecarregar o serviço;',
            'enviar arquivos com vírus ou conteúdo ilícito;',
            'usar os links públicos para enviar mensagens não solicitadas em massa (spam);',
            'usar a plataforma para fraudes, como pedir pagamento antecipado para "liberar" crédito, ou para qualquer atividade ilegal.',
          ]}
        />
      </>
    ),
  },
  {
    id: 'assinatura-e-pagamento',
    title: '7. Assinatura e pagamento',
    body: (
      <Items
        items={[
          'O uso da plataforma pela empresa parceira depende de uma assinatura paga. Os planos, os preços e o número de parcelas sem juros aparecem na página de assinatura antes da contratação.',
          'A cobrança é feita no cartão de crédito informado. O cartão é guardado pelo provedor de pagamento: a Crédito mantém apenas a bandeira, os quatro últimos dígitos e a validade.',
          'O período pago, as faturas e a próxima cobrança ficam em Minha conta › Assinatura.',
          'A assinatura pode ser cancelada a qualquer momento; o acesso continua até o fim do período já pago. Valores de períodos já iniciados não são devolvidos, ressalvados os direitos previstos em lei.',
          'Um pagamento recusado pode suspender o acesso até a regularização. Cupons de desconto valem nas condições informadas na oferta.',
        ]}
      />
    ),
  },
  {
    id: 'propriedade-intelectual',
    title: '8. Propriedade intelectual',
    body: (
      <P>
        A marca, o software, o design e os conteúdos da plataforma pertencem à Crédito. A assinatura dá à empresa parceira uma licença de uso limitada, não exclusiva e intransferível, enquanto estiver
        vigente. Os dados que a empresa parceira e os seus clientes inserem continuam sendo deles: a Crédito os trata apenas para prestar o serviço, como descrito na {privacyLink}.
      </P>
    ),
  },
  {
    id: 'limitacao-de-responsabilidade',
    title: '9. Limitação de responsabilidade',
    body: (
      <>
        <P>
          Trabalhamos para manter a plataforma disponível, segura e correta, mas podem ocorrer interrupções para manutenção ou por falhas de terceiros (internet, hospedagem, provedores). A Crédito não
          responde por:
        </P>
        <Items
          items={[
            'decisões de crédito, prazos e condições dos bancos parceiros;',
            'informações e documentos inseridos pelos usuários ou pelos clientes;',
            'danos causados pelo uso indevido de credenciais que o usuário não protegeu;',
            'lucros cessantes ou perda de negócios.',
          ]}
        />
        <P>
          Na medida permitida pela lei, a responsabilidade total da Crédito fica limitada ao valor pago pela empresa parceira nos 12 meses anteriores ao fato. Nada nestes termos afasta direitos que a
          lei não permite limitar, como os do consumidor.
        </P>
      </>
    ),
  },
  {
    id: 'encerramento',
    title: '10. Suspensão e encerramento',
    body: (
      <P>
        A empresa parceira pode encerrar o uso a qualquer momento, cancelando a assinatura. A Crédito pode suspender ou encerrar o acesso em caso de violação destes termos, fraude ou falta de
        pagamento. Depois do encerramento, os dados são tratados conforme os prazos de guarda da {privacyLink}.
      </P>
    ),
  },
  {
    id: 'alteracoes',
    title: '11. Alterações destes termos',
    body: (
      <P>Podemos atualizar estes termos. A versão em vigor aparece no topo da página. Mudanças relevantes serão avisadas na plataforma ou por e-mail e exigirão um novo aceite no próximo acesso.</P>
    ),
  },
  {
    id: 'lei-e-foro',
    title: '12. Lei aplicável e foro',
    body: (
      <P>
        Estes termos seguem as leis da República Federativa do Brasil. Fica eleito o foro da comarca da sede da Crédito para resolver qualquer controvérsia, exceto quando a lei garantir outro foro —
        por exemplo, o do domicílio do consumidor.
      </P>
    ),
  },
  {
    id: 'contato',
    title: '13. Contato',
    body: (
      <P>
        Dúvidas sobre estes termos:{' '}
        <Anchor href={`mailto:${SITE.supportEmail}`} inherit>
          {SITE.supportEmail}
        </Anchor>
        . Assuntos de privacidade e dados pessoais:{' '}
        <Anchor href={`mailto:${SITE.privacyEmail}`} inherit>
          {SITE.privacyEmail}
        </Anchor>
        .
      </P>
    ),
  },
];
