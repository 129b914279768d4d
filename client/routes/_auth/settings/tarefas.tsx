import { createFileRoute } from '@tanstack/react-router';
import { StageTasksScreen } from './-components/StageTasksScreen.tsx';

/** /settings/tarefas: the task each pipeline stage suggests after a move. */
export const Route = createFileRoute('/_auth/settings/tarefas')({
  component: StageTasksScreen,
});
