import { Field, Int, ObjectType } from 'type-graphql';
import type { Plan, UsageView } from '../../application/api.js';
import { PlanEnum } from '../enums.js';

/** The REST `GET /v1/usage` view, camelCase. */
@ObjectType('Usage', { description: "This month's page quota of the account." })
export class UsageType implements UsageView {
  @Field(() => PlanEnum) plan!: Plan;
  @Field(() => String, { name: 'periodStart' }) period_start!: string;
  @Field(() => String, { name: 'periodEnd' }) period_end!: string;
  @Field(() => Int, { name: 'pagesLimit' }) pages_limit!: number;
  @Field(() => Int, { name: 'pagesUsed' }) pages_used!: number;
  @Field(() => Int, { name: 'pagesRemaining' }) pages_remaining!: number;
  @Field(() => String, { name: 'resetsAt' }) resets_at!: string;
}
