import { createFileRoute } from '@tanstack/react-router';
import { POLICY_VERSION } from '../../shared/schemas/auth.ts';
import { LEGAL_PAGES } from '../../shared/site.ts';
import { LegalSection, P, versionLine } from '../components/legal/LegalSection.tsx';
import { PublicPageLayout } from '../components/legal/PublicPageLayout.tsx';
import { TERMS_SECTIONS } from './-legal/terms-sections.tsx';

export const Route = createFileRoute('/termo-de-uso')({
  component: TermsOfUsePage,
});

function TermsOfUsePage() {
  return (
    <PublicPageLayout
      title={LEGAL_PAGES.terms.label}
      meta={versionLine(POLICY_VERSION)}
      intro={<P>As regras para usar a plataforma Crédito: o que ela oferece, o que esperamos de quem a usa e como funciona a assinatura.</P>}
      toc={TERMS_SECTIONS.map(({ id, title }) => ({ id, title }))}
    >
      {TERMS_SECTIONS.map((s) => (
        <LegalSection key={s.id} id={s.id} title={s.title}>
          {s.body}
        </LegalSection>
      ))}
    </PublicPageLayout>
  );
}
