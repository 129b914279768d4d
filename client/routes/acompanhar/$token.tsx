import { createFileRoute } from '@tanstack/react-router';
import { TrackingPage } from './-components/TrackingPage.tsx';

/** The customer's private link to a deal (no login): progress, pending documents, the broker to talk to. */
export const Route = createFileRoute('/acompanhar/$token')({
  component: TrackingRoute,
});

function TrackingRoute() {
  const { token } = Route.useParams();
  return <TrackingPage token={token} />;
}
