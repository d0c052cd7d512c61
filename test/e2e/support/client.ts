/** A tiny REST client over `fetch`, as a customer would write it. */
export interface UploadFile {
  name: string;
  bytes: Uint8Array;
}

export interface ApiResponse<T = any> { // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON bodies are asserted field by field
  status: number;
  headers: Headers;
  body: T;
}

const read = async (res: Response): Promise<ApiResponse> => {
  const text = await res.text();
  let body: unknown = text;
  try { body = JSON.parse(text); } catch { /* not JSON: keep the text for the assertion message */ }
  return { status: res.status, headers: res.headers, body };
};

/** A client bound to a base URL and (optionally) a key. */
export const restClient = (baseUrl: string, key?: string) => {
  const auth = (): Record<string, string> => (key === undefined ? {} : { authorization: `Bearer ${key}` });
  return {
    async upload(files: UploadFile[], fields: { user_id?: string; company_name?: string | string[]; password?: string | string[] } = { user_id: 'user-1', company_name: 'Acme Ltd' }): Promise<ApiResponse> {
      const form = new FormData();
      if (fields.user_id !== undefined) form.append('user_id', fields.user_id);
      for (const name of [fields.company_name ?? []].flat()) form.append('company_name', name);
      for (const password of [fields.password ?? []].flat()) form.append('password', password);
      for (const f of files) form.append('file', new Blob([f.bytes], { type: 'application/pdf' }), f.name);
      return read(await fetch(`${baseUrl}/v1/extract/batch`, { method: 'POST', body: form, headers: auth() }));
    },
    async get(path: string): Promise<ApiResponse> {
      return read(await fetch(`${baseUrl}${path}`, { headers: auth() }));
    },
    async raw(path: string, init: RequestInit): Promise<ApiResponse> {
      return read(await fetch(`${baseUrl}${path}`, { ...init, headers: { ...auth(), ...(init.headers as Record<string, string> | undefined) } }));
    },
    /** Polls a job until it leaves `processing` (or the deadline passes). */
    async waitForJob(jobId: string, timeoutMs = 60_000): Promise<ApiResponse> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const res = await read(await fetch(`${baseUrl}/v1/jobs/${jobId}`, { headers: auth() }));
        if (res.status === 429) { await new Promise((r) => setTimeout(r, 200)); continue; }
        if (res.status !== 200 || res.body.status !== 'processing' || Date.now() > deadline) return res;
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
};

export type RestClient = ReturnType<typeof restClient>;
