/**
 * Exports over GraphQL: `Job.export(format)`, `batchExport(batchId, format)` and
 * `CompanyReport.export(format)`, the same files as the REST downloads (the same use cases and
 * writers) with the REST link beside the content. A job still processing is `job_not_ready`, a failed
 * one `job_failed`, as over REST.
 */
import { Arg, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { JobView } from '../../application/api.js';
import type { CompanyReport } from '../../domain/companyReport.js';
import type { BatchExportFormat, CompanyReportFormat, JobExportFormat } from '../../exports/formats.js';
import { renderBatchExport, renderCompanyReportExport, renderJobExport } from '../../exports/render.js';
import { presentJob } from '../../http/v1/presenters.js';
import type { GraphqlContext } from '../context.js';
import { CompanyReportType } from '../companies/companyReport.type.js';
import { BatchExportFormatEnum, CompanyReportFormatEnum, ExportFormatEnum } from '../enums.js';
import { JobType } from '../jobs/job.type.js';
import { exportFileView, ExportFileType } from './exportFile.type.js';

/** Rendering a file costs more than reading fields: the cost guard counts it so. */
const EXPORT_COMPLEXITY = 50;

@Resolver(() => JobType)
export class JobExportResolver {
  @FieldResolver(() => ExportFileType, {
    name: 'export',
    nullable: true,
    complexity: EXPORT_COMPLEXITY,
    description: 'The job as a file (`job_not_ready` while processing, `job_failed` when it failed).',
  })
  async exportFile(
    @Root() job: JobView,
    @Arg('format', () => ExportFormatEnum) format: JobExportFormat,
    @Ctx() { api, caller }: GraphqlContext,
  ): Promise<ExportFileType> {
    const analysed = await api.getJobForExport(caller, job.job_id);
    const file = await renderJobExport(analysed, format, { presentJson: presentJob });
    return exportFileView(file, `/v1/jobs/${encodeURIComponent(job.job_id)}/export?format=${format}`);
  }
}

@Resolver()
export class BatchExportResolver {
  @Query(() => ExportFileType, {
    complexity: EXPORT_COMPLEXITY,
    description: 'Every statement of an upload in one file (`batch_not_found`, or `job_not_ready` while a job processes).',
  })
  async batchExport(
    @Arg('batchId', () => String) batchId: string,
    @Arg('format', () => BatchExportFormatEnum) format: BatchExportFormat,
    @Ctx() { api, caller }: GraphqlContext,
  ): Promise<ExportFileType> {
    const jobs = await api.getBatchForExport(caller, batchId);
    const file = await renderBatchExport(batchId, jobs, format);
    return exportFileView(file, `/v1/batches/${encodeURIComponent(batchId)}/export?format=${format}`);
  }
}

@Resolver(() => CompanyReportType)
export class CompanyReportExportResolver {
  /** Rendered from the report this operation already read (the query's or the subscription's), not read again. */
  @FieldResolver(() => ExportFileType, {
    name: 'export',
    complexity: EXPORT_COMPLEXITY,
    description: 'The report as a file: CSV (one section per part), XLSX (one sheet per part) or its JSON.',
  })
  async exportFile(@Root() report: CompanyReport, @Arg('format', () => CompanyReportFormatEnum) format: CompanyReportFormat): Promise<ExportFileType> {
    const file = await renderCompanyReportExport(report, format);
    return exportFileView(file, `/v1/companies/${encodeURIComponent(report.company)}/report?format=${format}`);
  }
}
