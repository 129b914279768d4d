import { createFileRoute } from '@tanstack/react-router';
import { AffiliateRegistrationPage } from '../../components/registration/AffiliateRegistrationPage.tsx';

/**
 * Public: an affiliate's registration through the link its company's administrator shared
 * (docs/design/product-spec.md §2), with the link's secret code in `convite` (server/domains/companies/affiliate-invites.ts).
 */
export const Route = createFileRoute('/cadastro-filial/$companyId/$subsidiaryId')({
  validateSearch: (raw: Record<string, unknown>): { convite?: string } => (typeof raw.convite === 'string' ? { convite: raw.convite } : {}),
  component: CadastroFilialRoute,
});

function CadastroFilialRoute() {
  const { companyId, subsidiaryId } = Route.useParams();
  const { convite } = Route.useSearch();
  return <AffiliateRegistrationPage companyId={companyId} subsidiaryId={subsidiaryId} invite={convite ?? ''} />;
}
