import { KeyboardSensor, MouseSensor, TouchSensor } from '@dnd-kit/core';
import { startTransition } from 'react';

/**
 * dnd-kit's sensors, with what a drop re-renders as a React transition. On a drop dnd-kit clears its drag state, and
 * every mounted card re-renders; as an urgent update that render ran before the move request could leave, so the save
 * waited for it (drop → saved on a 2,000-card board, docs/performance.md). As a transition it comes after the request is sent,
 * in slices that keep the page answering; Esc (cancel) stays urgent.
 */
const droppedInTransition = <P extends { onEnd(): void }>(props: P): P => ({ ...props, onEnd: () => startTransition(() => props.onEnd()) });

export class DropKeyboardSensor extends KeyboardSensor {
  constructor(props: ConstructorParameters<typeof KeyboardSensor>[0]) {
    super(droppedInTransition(props));
  }
}

export class DropMouseSensor extends MouseSensor {
  constructor(props: ConstructorParameters<typeof MouseSensor>[0]) {
    super(droppedInTransition(props));
  }
}

export class DropTouchSensor extends TouchSensor {
  constructor(props: ConstructorParameters<typeof TouchSensor>[0]) {
    super(droppedInTransition(props));
  }
}
