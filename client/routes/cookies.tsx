import { Anchor, Button, List, Text } from '@mantine/core';
import { IconCookie } from '@tabler/icons-react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { CONSENT_DAYS, COOKIE_CATEGORY_INFO, COOKIE_CATEGORY_KEYS, COOKIE_POLICY_VERSION } from '../../shared/cookies.ts';
import { LEGAL_PAGES, SITE } from '../../shared/site.ts';
import { LegalSection, type LegalSectionContent, P, versionLine } from '../components/legal/LegalSection.tsx';
import { PublicPageLayout } from '../components/legal/PublicPageLayout.tsx';
import { openCookiePreferences } from '../lib/cookie-consent-store.ts';
import { ConsentHistory } from './-legal/ConsentHistory.tsx';
import { CookiesTable, StorageTable } from './-legal/cookie-tables.tsx';

export const Route = createFileRoute('/cookies')({
  component: CookiePolicyPage,
});

const SECTIONS: LegalSectionContent[] = [
  {
    id: 'o-que-sao',
    title: '1. O que são cookies',
    body: (
      <P>
        Cookies são pequenos arquivos que um site guarda no seu navegador para lembrar informações entre uma visita e outra. Tecnologias parecidas, como o armazenamento local do navegador, seguem as
        mesmas regras desta política.
      </P>
    ),
  },
  {
    id: 'categorias',
    title: '2. Categorias',
    body: (
      <>
        <P>Os cookies são organizados em cinco categorias. Os essenciais estão sempre ativos; as demais só são ativadas com o seu consentimento e começam desligadas.</P>
        <List spacing="xs" withPadding>
          {COOKIE_CATEGORY_KEYS.map((k) => (
            <List.Item key={k}>
              <strong>{COOKIE_CATEGORY_INFO[k].label}:</strong> {COOKIE_CATEGORY_INFO[k].description}
            </List.Item>
          ))}
        </List>
      </>
    ),
  },
  {
    id: 'cookies-usados',
    title: '3. Cookies que usamos',
    body: (
      <>
        <P>
          Hoje a Crédito usa apenas cookies essenciais: os que guardam a sua escolha. Ainda não usamos cookies de desempenho, analíticos, de publicidade ou de redes sociais — se passarmos a usar, eles
          só serão ativados com o seu consentimento e aparecerão nesta lista. Os ícones de redes sociais do rodapé são links comuns: ao clicar, você vai para a rede social, que segue a própria
          política.
        </P>
        <CookiesTable />
        <StorageTable />
      </>
    ),
  },
  {
    id: 'duracao',
    title: '4. Por quanto tempo vale a sua escolha',
    body: <P>A sua escolha vale por {CONSENT_DAYS} dias. Depois disso — ou se você apagar os cookies do navegador — o aviso aparece de novo para você decidir outra vez.</P>,
  },
  {
    id: 'como-mudar',
    title: '5. Como mudar a sua escolha',
    body: (
      <>
        <P>
          Você pode mudar a escolha a qualquer momento, aqui ou pelo link &quot;Preferências de cookies&quot; no rodapé de qualquer página. Também é possível apagar ou bloquear cookies nas
          configurações do navegador — mas, sem os essenciais, a plataforma pode não funcionar.
        </P>
        <div>
          <Button leftSection={<IconCookie size={18} />} onClick={openCookiePreferences}>
            Abrir preferências de cookies
          </Button>
        </div>
      </>
    ),
  },
  {
    id: 'registro',
    title: '6. Registro do seu consentimento',
    body: (
      <>
        <P>
          Quando você está conectado à sua conta, cada escolha fica registrada com a data, a versão desta política, o endereço IP e o navegador, para que o consentimento possa ser comprovado (art. 8º
          da LGPD).
        </P>
        <ConsentHistory />
      </>
    ),
  },
  {
    id: 'contato',
    title: '7. Dúvidas',
    body: (
      <Text lh={1.65}>
        Escreva para{' '}
        <Anchor href={`mailto:${SITE.privacyEmail}`} inherit>
          {SITE.privacyEmail}
        </Anchor>
        . Como tratamos os dados pessoais em geral está na{' '}
        <Anchor component={Link} to={LEGAL_PAGES.privacy.path} inherit>
          Política de privacidade
        </Anchor>
        .
      </Text>
    ),
  },
];

function CookiePolicyPage() {
  return (
    <PublicPageLayout
      title={LEGAL_PAGES.cookies.label}
      meta={versionLine(COOKIE_POLICY_VERSION)}
      intro={<P>Quais cookies a Crédito usa, para quê, por quanto tempo e como você escolhe.</P>}
      toc={SECTIONS.map(({ id, title }) => ({ id, title }))}
    >
      {SECTIONS.map((s) => (
        <LegalSection key={s.id} id={s.id} title={s.title}>
          {s.body}
        </LegalSection>
      ))}
    </PublicPageLayout>
  );
}
