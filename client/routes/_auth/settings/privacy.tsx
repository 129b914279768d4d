import { createFileRoute } from '@tanstack/react-router';
import { PrivacyRequestsPage } from './-components/PrivacyRequests.tsx';

/** Requests of data subjects (LGPD art. 18) waiting for the company's answer, with the 15 days of art. 19. */
export const Route = createFileRoute('/_auth/settings/privacy')({
  component: PrivacyRequestsPage,
});
