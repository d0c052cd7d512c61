/**
 * Given/when/then for deciders (Emmett's `DeciderSpecification`): fold the given events, decide the
 * command, and assert the new events or the thrown error.
 */
import { expect } from 'vitest';
import type { Decider } from '../../src/domain/message.js';

export const deciderSpec = <C, E, S>(decider: Decider<C, E, S>) => ({
  given: (events: E[]) => ({
    when: (command: C) => {
      const run = (): E[] => decider.decide(command, events.reduce((state, event) => decider.evolve(state, event), decider.initialState()));
      return {
        then: (expected: E[]): void => {
          expect(run()).toEqual(expected);
        },
        thenThrows: (check: (error: unknown) => boolean): void => {
          let thrown: unknown = undefined;
          try {
            run();
          } catch (error) {
            thrown = error;
          }
          expect(thrown, 'the decision should have thrown').toBeDefined();
          expect(check(thrown)).toBe(true);
        },
      };
    },
  }),
});
