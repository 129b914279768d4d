import { createFileRoute } from '@tanstack/react-router';
import { ReleasesScreen } from './softwareRelease/-components/ReleasesScreen.tsx';

/** /settings/softwareRelease (docs/design/product-spec.md §2 "updates"): the platform's release notes, newest first. */
export const Route = createFileRoute('/_auth/settings/softwareRelease')({
  component: ReleasesScreen,
});
