import { createFileRoute } from '@tanstack/react-router';
import { POLICY_VERSION } from '../../shared/schemas/auth.ts';
import { LEGAL_PAGES } from '../../shared/site.ts';
import { LegalSection, P, versionLine } from '../components/legal/LegalSection.tsx';
import { PublicPageLayout } from '../components/legal/PublicPageLayout.tsx';
import { PRIVACY_SECTIONS } from './-legal/privacy-sections.tsx';

export const Route = createFileRoute('/politica-privacidade')({
  component: PrivacyPolicyPage,
});

function PrivacyPolicyPage() {
  return (
    <PublicPageLayout
      title={LEGAL_PAGES.privacy.label}
      meta={versionLine(POLICY_VERSION)}
      intro={<P>Como a Crédito trata os dados pessoais de quem usa a plataforma e dos clientes dos correspondentes, conforme a LGPD.</P>}
      toc={PRIVACY_SECTIONS.map(({ id, title }) => ({ id, title }))}
    >
      {PRIVACY_SECTIONS.map((s) => (
        <LegalSection key={s.id} id={s.id} title={s.title}>
          {s.body}
        </LegalSection>
      ))}
    </PublicPageLayout>
  );
}
