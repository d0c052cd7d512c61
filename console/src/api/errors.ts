/**
 * A refusal from the API, as it worded it: its code, its message, and for a 429 the seconds its
 * `Retry-After` asked for. Both REST shapes (`{error:{code,message}}`, and the flat `{error, message,
 * code}` of a 401) and GraphQL's `errors[].extensions.code` end up here.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface NestedBody { error: { code: string; message: string } }
interface FlatBody { error: string; message: string; code: string }
interface GraphqlBody { errors: { message: string; extensions?: { code?: string } }[] }

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The code and message of an error body in any of the API's shapes; null when it is none of them. */
export const readErrorBody = (body: unknown): { code: string; message: string } | null => {
  if (!isObject(body)) return null;
  if (isObject(body.error)) {
    const nested = body as unknown as NestedBody;
    return { code: nested.error.code, message: nested.error.message };
  }
  if (typeof body.error === 'string' && typeof body.code === 'string') {
    const flat = body as unknown as FlatBody;
    return { code: flat.code, message: flat.message };
  }
  if (Array.isArray(body.errors) && body.errors.length > 0) {
    const first = (body as unknown as GraphqlBody).errors[0]!;
    return { code: first.extensions?.code ?? 'internal_error', message: first.message };
  }
  return null;
};

/** An ApiError from a failed response (its body already parsed, or null when it was not JSON). */
export const apiErrorOf = (response: Response, body: unknown): ApiError => {
  const read = readErrorBody(body) ?? { code: 'internal_error', message: `The service answered ${response.status} ${response.statusText}.` };
  const retryAfter = response.headers.get('retry-after');
  return new ApiError(response.status, read.code, read.message, retryAfter === null ? null : Number(retryAfter));
};
