import { createFileRoute } from '@tanstack/react-router';
import { TodayScreen } from '../../components/tasks/TodayScreen.tsx';

/** /hoje: the user's overdue and due-today tasks. */
export const Route = createFileRoute('/_auth/hoje')({
  component: TodayScreen,
});
