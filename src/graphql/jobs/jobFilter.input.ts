import { Field, InputType } from 'type-graphql';
import type { JobStatus } from '../../application/api.js';
import { JobStatusEnum } from '../enums.js';

/** The REST `GET /v1/jobs` filters. */
@InputType('JobFilter')
export class JobFilterInput {
  @Field(() => JobStatusEnum, { nullable: true }) status?: JobStatus;
  @Field(() => String, { nullable: true }) company?: string;
}
