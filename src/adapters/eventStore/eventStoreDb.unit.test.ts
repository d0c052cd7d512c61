/**
 * What the EventStoreDB adapter translates, checked against a stand-in for the client (no server runs
 * here): expected versions into the client's revisions, its errors into ours, `$all` records into our
 * events and positions. The full contract runs against a real server when `EVENTSTORE_URL` is set.
 */
import { ANY, NO_STREAM, START, StreamNotFoundError, WrongExpectedVersionError, type EventStoreDBClient } from '@eventstore/db-client';
import { describe, expect, it } from 'vitest';
import { ConcurrencyError } from '../../application/ports.js';
import { EventStoreDbEventStore } from './eventStoreDb.js';

const recorded = (streamId: string, revision: number, position: number, type = 'Numbered') => ({
  event: {
    streamId, id: `id-${position}`, isJson: true, revision: BigInt(revision), type, created: new Date('2026-11-22T14:15:03.000Z'),
    data: { n: position }, metadata: { source: 'test' }, position: { commit: BigInt(position), prepare: BigInt(position) },
  },
  commitPosition: BigInt(position),
});

const iterate = <T>(items: T[], failWith?: Error) => ({
  async *[Symbol.asyncIterator]() {
    if (failWith !== undefined) throw failWith;
    yield* items;
  },
});

const storeOver = (client: Partial<Record<keyof EventStoreDBClient, unknown>>): EventStoreDbEventStore =>
  new EventStoreDbEventStore(client as unknown as EventStoreDBClient);

describe('EventStoreDB event store', () => {
  it('asks the client for the revision matching each expected version', async () => {
    const asked: unknown[] = [];
    const store = storeOver({
      appendToStream: async (_stream: string, _events: unknown[], options: { expectedRevision: unknown }) => {
        asked.push(options.expectedRevision);
        return { success: true, nextExpectedRevision: 3n, position: { commit: 900n, prepare: 900n } };
      },
    });
    expect(await store.appendToStream('s', [{ type: 'A', data: {} }], { expectedVersion: 'no_stream' })).toEqual({ nextExpectedVersion: 3, lastGlobalPosition: 900 });
    await store.appendToStream('s', [{ type: 'A', data: {} }], { expectedVersion: 'any' });
    await store.appendToStream('s', [{ type: 'A', data: {} }], { expectedVersion: 2 });
    expect(asked).toEqual([NO_STREAM, ANY, 2n]);
  });

  it('turns the client\'s wrong-expected-version error into a ConcurrencyError with the actual version', async () => {
    const clash = (current: bigint | typeof NO_STREAM) => storeOver({
      appendToStream: async () => {
        throw new WrongExpectedVersionError(undefined, { streamName: 's', expected: 0n, current });
      },
    });
    await expect(clash(4n).appendToStream('s', [{ type: 'A', data: {} }], { expectedVersion: 0 })).rejects.toEqual(new ConcurrencyError('s', 0, 4));
    const error: unknown = await clash(NO_STREAM).appendToStream('s', [{ type: 'A', data: {} }], { expectedVersion: 0 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConcurrencyError);
    expect(error).toMatchObject({ expected: 0, actual: 'no_stream' });
  });

  it('reads a stream the server does not know as empty', async () => {
    const store = storeOver({ readStream: () => iterate([], new StreamNotFoundError(undefined, 'missing')) });
    expect(await store.readStream('missing')).toEqual({ currentVersion: 'no_stream', events: [] });
  });

  it('reads a stream with its revisions, positions, data and metadata', async () => {
    const store = storeOver({ readStream: () => iterate([recorded('s', 0, 100), recorded('s', 1, 250)]) });
    const read = await store.readStream('s');
    expect(read.currentVersion).toBe(1);
    expect(read.events[1]).toEqual({
      streamName: 's', streamPosition: 1, globalPosition: 250, type: 'Numbered', data: { n: 250 }, metadata: { source: 'test' }, recordedAt: '2026-11-22T14:15:03.000Z',
    });
  });

  it('reads the global log after a position, without system events, up to the limit', async () => {
    const from: unknown[] = [];
    const store = storeOver({
      readAll: (options: { fromPosition: unknown }) => {
        from.push(options.fromPosition);
        return iterate([recorded('s', 0, 100), recorded('$stats', 0, 150, '$statsCollected'), recorded('s', 1, 200), recorded('t', 0, 300), recorded('t', 1, 400)]);
      },
    });
    const events = await store.readAll({ after: 100, limit: 2 });
    expect(events.map((e) => e.globalPosition)).toEqual([200, 300]);
    expect(from).toEqual([{ commit: 100n, prepare: 100n }]);
    await store.readAll({ after: -1, limit: 10 });
    expect(from[1]).toBe(START);
  });

  it('reads from the start, skipping, when the server refuses a position that is not a record boundary', async () => {
    const store = storeOver({
      readAll: (options: { fromPosition: unknown }) =>
        options.fromPosition === START ? iterate([recorded('s', 0, 100), recorded('s', 1, 200)]) : iterate([], new Error('Invalid position: 150')),
    });
    expect((await store.readAll({ after: 150, limit: 10 })).map((e) => e.globalPosition)).toEqual([200]);
  });
});
