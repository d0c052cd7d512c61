/**
 * GraphQL clients as a customer would write them: `fetch` for queries and multipart uploads (the
 * GraphQL multipart request spec built by hand with FormData), and a real `graphql-ws` client over
 * `ws` for subscriptions.
 */
import { createClient, type Client, type FormattedExecutionResult } from 'graphql-ws';
import WebSocket from 'ws';

export interface UploadFile {
  name: string;
  bytes: Uint8Array;
}

export interface GraphqlResponse {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON bodies are asserted field by field
  body: any;
}

const read = async (res: Response): Promise<GraphqlResponse> => {
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: keep the text for the assertion message.
  }
  return { status: res.status, headers: res.headers, body };
};

export const UPLOAD_MUTATION = `mutation Upload($files: [Upload!]!, $userId: String!, $companyName: [String!]!) {
  uploadStatements(files: $files, userId: $userId, companyName: $companyName) {
    client totalFiles jobs { jobId company filename status }
  }
}`;

/** Codes of a GraphQL response's errors, in order. */
export const errorCodes = (res: GraphqlResponse): unknown[] =>
  ((res.body as { errors?: { extensions?: { code?: unknown } }[] }).errors ?? []).map((e) => e.extensions?.code);

export const graphqlClient = (baseUrl: string, key?: string) => {
  const auth = (): Record<string, string> => (key === undefined ? {} : { authorization: `Bearer ${key}` });
  const client = {
    async query(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<GraphqlResponse> {
      return read(
        await fetch(`${baseUrl}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...auth(), ...headers },
          body: JSON.stringify({ query, variables }),
        }),
      );
    },

    /**
     * `uploadStatements` as a multipart request: `operations` (the query with null files), `map`
     * (which part fills which variable), then one part per file.
     */
    async upload(
      files: UploadFile[],
      variables: { userId: string; companyName: string[]; password?: string[] } = { userId: 'user-1', companyName: ['Acme Ltd'] },
      options: { preflight?: boolean; query?: string } = {},
    ): Promise<GraphqlResponse> {
      const form = new FormData();
      form.append('operations', JSON.stringify({ query: options.query ?? UPLOAD_MUTATION, variables: { ...variables, files: files.map(() => null) } }));
      form.append('map', JSON.stringify(Object.fromEntries(files.map((_, i) => [String(i), [`variables.files.${i}`]]))));
      files.forEach((file, i) => form.append(String(i), new Blob([file.bytes], { type: 'application/pdf' }), file.name));
      const preflight: Record<string, string> = options.preflight === false ? {} : { 'apollo-require-preflight': 'true' };
      return read(await fetch(`${baseUrl}/graphql`, { method: 'POST', headers: { ...auth(), ...preflight }, body: form }));
    },

    /** Polls `job(id)` until it leaves `processing`, backing off on a 429. */
    async waitForJob(jobId: string, selection = 'jobId status', timeoutMs = 60_000): Promise<GraphqlResponse> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const res = await client.query(`query Job($id: String!) { job(id: $id) { ${selection} } }`, { id: jobId });
        if (res.status === 429) {
          await new Promise((r) => setTimeout(r, 200));
          continue;
        }
        if (res.status !== 200 || res.body.data?.job?.status !== 'processing' || Date.now() > deadline) return res;
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
  return client;
};

/** A graphql-ws client on `ws://…/graphql`; `key` goes in `connectionParams.authorization`. */
export const subscriptionClient = (baseUrl: string, key?: string): Client =>
  createClient({
    url: `${baseUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: key === undefined ? {} : { authorization: `Bearer ${key}` },
    retryAttempts: 0,
  });

/** What one subscription delivered before it completed, failed, or was stopped. */
export interface Recording<T> {
  results: FormattedExecutionResult<T, unknown>[];
  /** Resolves when the subscription completes; rejects with what the client reported on error. */
  done: Promise<void>;
  /** Resolves with the first result `predicate` accepts. */
  until(predicate: (result: FormattedExecutionResult<T, unknown>) => boolean): Promise<FormattedExecutionResult<T, unknown>>;
  stop(): void;
}

export const record = <T = Record<string, unknown>>(client: Client, query: string, variables: Record<string, unknown> = {}): Recording<T> => {
  const results: FormattedExecutionResult<T, unknown>[] = [];
  const waiters: { predicate: (r: FormattedExecutionResult<T, unknown>) => boolean; resolve: (r: FormattedExecutionResult<T, unknown>) => void; reject: (e: unknown) => void }[] = [];
  let settle!: { resolve: () => void; reject: (e: unknown) => void };
  const done = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  // Callers that only look at `results` must not see an unhandled rejection.
  done.catch(() => {});
  const stop = client.subscribe<T>(
    { query, variables },
    {
      next: (result) => {
        results.push(result);
        for (const waiter of waiters.filter((w) => w.predicate(result))) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(result);
        }
      },
      error: (error) => {
        for (const waiter of waiters.splice(0)) waiter.reject(error);
        settle.reject(error);
      },
      complete: () => {
        for (const waiter of waiters.splice(0)) waiter.reject(new Error('subscription completed first'));
        settle.resolve();
      },
    },
  );
  return {
    results,
    done,
    stop,
    until: (predicate) => {
      const seen = results.find(predicate);
      return seen ? Promise.resolve(seen) : new Promise((resolve, reject) => waiters.push({ predicate, resolve, reject }));
    },
  };
};
