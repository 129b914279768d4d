import { createFileRoute } from '@tanstack/react-router';
import { ProposalPage } from './-proposta/ProposalPage.tsx';

/** A saved proposal the broker sent (no login: the token is the credential; revocable by the broker). */
export const Route = createFileRoute('/proposta/$token')({
  component: ProposalRoute,
});

function ProposalRoute() {
  const { token } = Route.useParams();
  return <ProposalPage token={token} />;
}
