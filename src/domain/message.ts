/**
 * The shape every command and event of the domain takes: `{ type, data, metadata }`, JSON-safe, so
 * the same message crosses SQLite, PostgreSQL, EventStoreDB and NATS unchanged. Structurally the same
 * as the application's `EventMessage`, declared here so the domain imports nothing from outside.
 */
export interface Message<Type extends string = string, Data = unknown, Metadata = Record<string, unknown>> {
  type: Type;
  data: Data;
  metadata?: Metadata;
}

/** Commands carry the decision's inputs the domain may not fetch itself: the current time. */
export interface CommandMetadata extends Record<string, unknown> {
  /** ISO timestamp of the decision, set by the edge (the domain reads no clock). */
  now: string;
}

/** A command: imperative, with `now` in its metadata. */
export type Command<Type extends string, Data> = Message<Type, Data, CommandMetadata> & { metadata: CommandMetadata };

/** A decider: three pure functions over one stream (Emmett's / Dudycz's decider pattern). */
export interface Decider<C, E, S> {
  decide(command: C, state: S): E[];
  evolve(state: S, event: E): S;
  initialState(): S;
}
