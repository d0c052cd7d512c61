/** A Relay-style page of jobs, newest first, over the REST list's opaque cursors. */
import { Field, ObjectType } from 'type-graphql';
import { JobType } from './job.type.js';

@ObjectType('JobEdge')
export class JobEdgeType {
  @Field(() => String, { description: 'Pass as `after` to continue after this job.' }) cursor!: string;
  @Field(() => JobType) node!: JobType;
}

@ObjectType('PageInfo')
export class PageInfoType {
  @Field(() => Boolean) hasNextPage!: boolean;
  @Field(() => String, { nullable: true }) endCursor!: string | null;
}

@ObjectType('JobConnection')
export class JobConnectionType {
  @Field(() => [JobEdgeType]) edges!: JobEdgeType[];
  @Field(() => PageInfoType) pageInfo!: PageInfoType;
}
