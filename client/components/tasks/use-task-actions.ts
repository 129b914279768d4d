import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showSuccessToast } from '../../lib/errors.ts';
import { refocusIfLost } from '../../lib/refocus.ts';
import { useTRPC } from '../../lib/trpc.ts';
import type { TaskItem } from './task-format.ts';

/**
 * Concluir / reabrir / excluir a task. Every task list, "Hoje" with its count, the board's overdue badges and the
 * deal's timeline read again afterwards (a refused stale version too: the lists then show what is current).
 */
export function useTaskActions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = async (task: TaskItem) => {
    await queryClient.invalidateQueries({ queryKey: trpc.tasks.pathKey() });
    await queryClient.invalidateQueries({ queryKey: trpc.pipelines.board.pathKey() });
    if (task.deal) await queryClient.invalidateQueries(trpc.deals.get.queryFilter({ id: task.deal.id }));
  };
  // Done or reopened, the task's button changes ("Concluir" ↔ "Reabrir") and the row moves: the keyboard user's focus
  // would fall to the page's top. It goes to the task's new button, unless they have moved on meanwhile. Where a done
  // task leaves the list ("Hoje"), it goes to the next task's button (the previous one's for the last row), and to the
  // heading of the empty list when none is left.
  const toggleOf = (id: string) => document.querySelector<HTMLElement>(`[data-task-id="${id}"] [data-task-toggle]`);
  const neighboursOf = (task: TaskItem) => {
    const row = document.querySelector(`[data-task-id="${task.id}"]`);
    return [row?.nextElementSibling, row?.previousElementSibling].map((el) => el?.getAttribute('data-task-id')).filter((id): id is string => !!id);
  };
  const focusTarget = (task: TaskItem, neighbours: string[]) => toggleOf(task.id) ?? neighbours.map(toggleOf).find((el) => !!el) ?? document.querySelector<HTMLElement>('[data-tasks-empty]');
  const setDone = useMutation(trpc.tasks.setDone.mutationOptions({ onSuccess: ({ message }) => showSuccessToast(message) }));
  const remove = useMutation(trpc.tasks.delete.mutationOptions({ onSuccess: ({ message }) => showSuccessToast(message) }));
  return {
    busyId: setDone.isPending ? setDone.variables?.id : remove.isPending ? remove.variables?.id : undefined,
    done: (task: TaskItem, done: boolean) => {
      const neighbours = neighboursOf(task);
      setDone.mutate({ id: task.id, version: task.version, done }, { onSettled: () => void refresh(task).then(() => refocusIfLost(() => focusTarget(task, neighbours))) });
    },
    remove: (task: TaskItem) => remove.mutate({ id: task.id }, { onSettled: () => void refresh(task) }),
  };
}
