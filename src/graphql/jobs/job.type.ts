/**
 * A job as GraphQL serves it: the REST `GET /v1/jobs/{job_id}` view with camelCase names. The classes
 * implement the core's views (see statementData.type.ts for why properties stay snake_case).
 */
import { Field, Int, ObjectType } from 'type-graphql';
import type { JobStatus, JobSummaryView, JobView, UploadResponseView } from '../../application/api.js';
import type { JobFailureCode } from '../../domain/statement.js';
import type { JobUpdate } from '../../application/ports.js';
import { JobStatusEnum } from '../enums.js';
import { StatementDataType } from './statementData.type.js';

@ObjectType('JobProgress')
export class JobProgressType {
  @Field(() => Int, { name: 'pagesDone' }) pages_done!: number;
  @Field(() => Int, { name: 'pagesTotal' }) pages_total!: number;
}

@ObjectType('JobError', { description: 'Why a job failed: invalid_pdf, encrypted_pdf, no_transactions_found, extraction_timeout, pdf_too_complex or internal_error.' })
export class JobErrorType {
  @Field(() => String) code!: JobFailureCode;
  @Field(() => String) message!: string;
}

@ObjectType('Job')
export class JobType implements JobView {
  @Field(() => String, { name: 'jobId' }) job_id!: string;
  @Field(() => String, { name: 'batchId', description: 'The upload the job came with (see `batchExport`).' }) batch_id!: string;
  @Field(() => JobStatusEnum) status!: JobStatus;
  @Field(() => String) company!: string;
  @Field(() => String) filename!: string;
  @Field(() => String, { description: 'The `userId` sent with the upload.' }) client!: string;
  @Field(() => String, { name: 'createdAt' }) created_at!: string;
  @Field(() => String, { name: 'completedAt', nullable: true }) completed_at?: string;
  @Field(() => JobProgressType) progress!: JobProgressType;
  @Field(() => StatementDataType, { nullable: true, description: 'Present exactly when status is auto_analyzed.', complexity: 20 })
  data?: StatementDataType;
  @Field(() => JobErrorType, { nullable: true, description: 'Present exactly when status is failed.' })
  error?: JobErrorType;
}

@ObjectType('UploadedJob', { description: 'One job of an upload; its status is always processing.' })
export class UploadedJobType implements JobSummaryView {
  @Field(() => String, { name: 'jobId' }) job_id!: string;
  @Field(() => String) company!: string;
  @Field(() => String) filename!: string;
  @Field(() => JobStatusEnum) status!: 'processing';
}

@ObjectType('UploadResponse')
export class UploadResponseType implements UploadResponseView {
  @Field(() => String, { name: 'batchId', description: 'The batch this upload created: its jobs export together (`batchExport`).' }) batch_id!: string;
  @Field(() => String, { description: 'The `userId` that was sent.' }) client!: string;
  @Field(() => Int, { name: 'totalFiles' }) total_files!: number;
  @Field(() => [UploadedJobType]) jobs!: UploadedJobType[];
}

@ObjectType('JobUpdate', { description: 'Pushed after the job read model committed the change, so a query never lags it.' })
export class JobUpdateType implements Omit<JobUpdate, 'accountId'> {
  @Field(() => String) jobId!: string;
  @Field(() => JobStatusEnum) status!: JobStatus;
  @Field(() => Int) pagesDone!: number;
  @Field(() => Int) pagesTotal!: number;
  @Field(() => String, {
    description: 'ISO timestamp of the change; for the current state `jobUpdated` starts with, when the job completed or was created.',
  })
  at!: string;
}
