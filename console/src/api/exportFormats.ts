/**
 * The `format` values an OpenAPI document lists for an export route: `GET /v1/jobs/{job_id}/export` by
 * default, or another route's (the company report's); none without that route.
 */
export const JOB_EXPORT_PATH = '/v1/jobs/{job_id}/export';
export const COMPANY_REPORT_PATH = '/v1/companies/{company_name}/report';

interface OpenApiParameter {
  name?: string;
  in?: string;
  schema?: { enum?: unknown[] };
}

type OpenApiDocument = { paths?: Record<string, { get?: { parameters?: OpenApiParameter[] } } | undefined> } | null;

export const exportFormatsOf = (document: unknown, path: string = JOB_EXPORT_PATH): string[] => {
  const format = (document as OpenApiDocument)?.paths?.[path]?.get?.parameters?.find((p) => p.name === 'format' && p.in === 'query');
  return (format?.schema?.enum ?? []).filter((v): v is string => typeof v === 'string');
};
