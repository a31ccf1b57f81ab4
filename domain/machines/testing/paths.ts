import type { AnyStateMachine, EventObject, Snapshot } from 'xstate';
import type { TestModel, TestPath } from 'xstate/graph';

/** One path of a model, named by its states and events, ready to be one test of its own. */
export interface NamedPath<TSnapshot extends Snapshot<unknown>, TEvent extends EventObject> {
  name: string;
  path: TestPath<TSnapshot, TEvent>;
  /** The path's events in order, without the graph's own `xstate.init`. */
  events: TEvent[];
}

export interface ModelPaths<TSnapshot extends Snapshot<unknown>, TEvent extends EventObject> {
  paths: NamedPath<TSnapshot, TEvent>[];
  /** Every state some path reaches. */
  states: string[];
  /** Every transition some path takes, as `from --event.type--> to` (refused events stay in their state). */
  transitions: string[];
}

export interface PathOptions<TSnapshot extends Snapshot<unknown>, TEvent extends EventObject> {
  /** The state's name in path names and coverage; pass the same function as the model's `serializeState`. */
  serializeState: (snapshot: TSnapshot) => string;
  /** The events the model was built with, when they carry data (the graph does not pass them on by itself). */
  events?: readonly TEvent[];
  /** How an event reads in a path's name; its type unless two events of one type differ (role, valid or not). */
  eventName?: (event: TEvent) => string;
}

const transitionKey = (from: string, type: string, to: string) => `${from} --${type}--> ${to}`;

/**
 * The paths a model-based test runs: every simple path, plus for every state and every event the graph tries
 * there, the shortest way to the state followed by that event (simple paths never take a transition back to a
 * state they already passed). Paths with the same name are kept once.
 */
export function modelPaths<TSnapshot extends Snapshot<unknown>, TEvent extends EventObject>(
  model: TestModel<TSnapshot, TEvent, unknown>,
  options: PathOptions<TSnapshot, TEvent>,
): ModelPaths<TSnapshot, TEvent> {
  const { serializeState } = options;
  const eventName = options.eventName ?? ((event: TEvent) => event.type);
  const traversal = { serializeState, ...(options.events ? { events: [...options.events] } : {}) };
  const eventsOf = (path: TestPath<TSnapshot, TEvent>) => path.steps.slice(1).map((step) => step.event);

  // The events the model tries in a state: the state's own events, with the data of the events it was built with.
  const tried = (snapshot: TSnapshot) => (typeof model.options.events === 'function' ? model.options.events(snapshot) : (model.options.events ?? []));
  const perTransition = model.getShortestPaths({ ...traversal, allowDuplicatePaths: true }).flatMap((toState) =>
    tried(toState.state).flatMap((event) => model.getPathsFromEvents([...eventsOf(toState), event], traversal)),
  );

  const byName = new Map<string, NamedPath<TSnapshot, TEvent>>();
  const states = new Set<string>();
  const transitions = new Set<string>();
  for (const path of [...model.getSimplePaths(traversal), ...perTransition]) {
    const [first, ...rest] = path.steps;
    if (!first) continue;
    let name = serializeState(first.state);
    let from = name;
    states.add(from);
    for (const step of rest) {
      const to = serializeState(step.state);
      name += ` -${eventName(step.event)}-> ${to}`;
      transitions.add(transitionKey(from, step.event.type, to));
      states.add(to);
      from = to;
    }
    if (!byName.has(name)) byName.set(name, { name, path, events: eventsOf(path) });
  }
  return { paths: [...byName.values()], states: [...states].sort(), transitions: [...transitions].sort() };
}

/** Every transition a flat machine declares, as `from --event.type--> to`, one per target of guarded branches. */
export function declaredTransitions(machine: AnyStateMachine): string[] {
  return Object.entries(machine.root.states)
    .flatMap(([from, node]) =>
      [...node.transitions.entries()].flatMap(([type, definitions]) =>
        definitions.flatMap((definition) => (definition.target ?? []).map((target) => transitionKey(from, type, target.key))),
      ),
    )
    .sort();
}

/** What the paths missed: states never reached and declared transitions never taken (both empty when covered). */
export function coverageGaps<TSnapshot extends Snapshot<unknown>, TEvent extends EventObject>(
  walked: ModelPaths<TSnapshot, TEvent>,
  expected: { states: readonly string[]; transitions: readonly string[] },
): { states: string[]; transitions: string[] } {
  return {
    states: expected.states.filter((state) => !walked.states.includes(state)),
    transitions: expected.transitions.filter((transition) => !walked.transitions.includes(transition)),
  };
}
