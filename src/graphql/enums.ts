/**
 * The GraphQL enums. Their values are spelled exactly as the REST JSON spells them (`auto_analyzed`,
 * `withdrawal`), so a client switching between the two front doors compares the same strings.
 */
import { registerEnumType } from 'type-graphql';
import type { ApiKeyRole, JobStatus, Plan } from '../application/api.js';
import { CATEGORY_NAMES, type Category } from '../domain/categories.js';
import type { ContinuityType, PositionCadence } from '../domain/companyReport.js';
import type { LoanFrequency, Severity, TransactionType } from '../domain/statement.js';
import {
  BATCH_EXPORT_FORMATS, COMPANY_REPORT_FORMATS, JOB_EXPORT_FORMATS, type BatchExportFormat, type CompanyReportFormat, type JobExportFormat,
} from '../exports/formats.js';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../domain/webhook/webhook.events.js';

/** A `{ value: value }` map, which is what type-graphql turns into an enum (keys become the values' names). */
const valuesOf = <T extends string>(values: readonly T[]): { [K in T]: K } =>
  Object.fromEntries(values.map((v) => [v, v])) as { [K in T]: K };

export const JobStatusEnum = valuesOf<JobStatus>(['processing', 'auto_analyzed', 'failed']);
export const PlanEnum = valuesOf<Plan>(['starter', 'professional', 'business', 'enterprise']);
export const TransactionTypeEnum = valuesOf<TransactionType>(['deposit', 'withdrawal']);
export const LoanTransactionTypeEnum = valuesOf<'disbursement' | 'payment'>(['disbursement', 'payment']);
export const LoanFrequencyEnum = valuesOf<LoanFrequency>(['daily', 'weekly', 'biweekly', 'monthly', 'irregular']);
export const SeverityEnum = valuesOf<Severity>(['low', 'medium', 'high']);
export const ApiKeyRoleEnum = valuesOf<ApiKeyRole>(['admin', 'extract']);
export const CategoryEnum = valuesOf<Category>(CATEGORY_NAMES);
export const ContinuityTypeEnum = valuesOf<ContinuityType>(['gap', 'opening_balance_mismatch', 'overlap', 'duplicate_upload', 'other_account', 'other_holder']);
export const PositionCadenceEnum = valuesOf<PositionCadence>(['daily', 'weekly', 'biweekly', 'monthly', 'irregular']);
export const CategoryBasisEnum = valuesOf<'description' | 'amount' | 'cadence' | 'finding' | 'default'>(['description', 'amount', 'cadence', 'finding', 'default']);

registerEnumType(JobStatusEnum, { name: 'JobStatus', description: 'processing, then auto_analyzed or failed.' });
registerEnumType(PlanEnum, { name: 'Plan' });
registerEnumType(TransactionTypeEnum, { name: 'TransactionType' });
registerEnumType(LoanTransactionTypeEnum, { name: 'LoanTransactionType' });
registerEnumType(LoanFrequencyEnum, { name: 'LoanFrequency' });
registerEnumType(SeverityEnum, { name: 'Severity' });
registerEnumType(CategoryEnum, { name: 'TransactionCategory', description: 'The fixed taxonomy of transaction categories (README, Categories).' });
registerEnumType(ContinuityTypeEnum, { name: 'ContinuityType' });
registerEnumType(PositionCadenceEnum, { name: 'PositionCadence' });
registerEnumType(CategoryBasisEnum, { name: 'CategoryBasis', description: 'What a category rule looked at.' });
registerEnumType(ApiKeyRoleEnum, {
  name: 'ApiKeyRole',
  description: 'admin: also lists, creates and revokes the account keys; extract: uploads and reads only.',
});

export const ExportFormatEnum = valuesOf<JobExportFormat>([...JOB_EXPORT_FORMATS]);
export const BatchExportFormatEnum = valuesOf<BatchExportFormat>([...BATCH_EXPORT_FORMATS]);
registerEnumType(ExportFormatEnum, { name: 'ExportFormat', description: 'csv, xlsx, ofx (OFX 2.2), qbo (QuickBooks Web Connect) or json.' });
registerEnumType(BatchExportFormatEnum, { name: 'BatchExportFormat', description: 'csv or xlsx: one section or sheet per statement, plus a summary.' });
export const CompanyReportFormatEnum = valuesOf<CompanyReportFormat>([...COMPANY_REPORT_FORMATS]);
registerEnumType(CompanyReportFormatEnum, { name: 'CompanyReportFormat', description: 'csv or xlsx: one section or sheet per part of the report; json: the report as REST serves it.' });

export const WebhookEventTypeEnum = Object.fromEntries(WEBHOOK_EVENT_TYPES.map((t) => [t.replace('.', '_'), t])) as Record<string, WebhookEventType>;
registerEnumType(WebhookEventTypeEnum, { name: 'WebhookEventType', description: 'job_completed, job_failed, batch_completed: the REST event names (job.completed...) with the dot GraphQL does not allow in a name.' });
