/** The `format` values an OpenAPI document lists for `GET /v1/jobs/{job_id}/export`; none without that route. */
const EXPORT_PATH = '/v1/jobs/{job_id}/export';

interface OpenApiParameter {
  name?: string;
  in?: string;
  schema?: { enum?: unknown[] };
}

type OpenApiDocument = { paths?: Record<string, { get?: { parameters?: OpenApiParameter[] } } | undefined> } | null;

export const exportFormatsOf = (document: unknown): string[] => {
  const format = (document as OpenApiDocument)?.paths?.[EXPORT_PATH]?.get?.parameters?.find((p) => p.name === 'format' && p.in === 'query');
  return (format?.schema?.enum ?? []).filter((v): v is string => typeof v === 'string');
};
