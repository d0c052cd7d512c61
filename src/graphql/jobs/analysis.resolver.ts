/**
 * Analysis settings over GraphQL (issue 14): a job analysed again with other settings, and the
 * account's defaults. Settings are a JSON object under the REST names (`large_deposit_threshold`...),
 * checked exactly as the REST edge checks them.
 */
import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Ctx, Field, Mutation, ObjectType, Resolver } from 'type-graphql';
import type { AnalysisSettingsView, JobView } from '../../application/api.js';
import { checkAnalysisField } from '../../http/v1/batchForm.js';
import type { GraphqlContext } from '../context.js';
import { JobType } from './job.type.js';

@ObjectType('AnalysisSettings', { description: 'The version of the analysis rules and every setting, under its REST name (money in decimals).' })
export class AnalysisSettingsType implements AnalysisSettingsView {
  @Field(() => String) version!: string;
  @Field(() => GraphQLJSONObject) settings!: Record<string, number>;
}

@Resolver()
export class AnalysisResolver {
  @Mutation(() => JobType, {
    description:
      'Analyses an auto_analyzed job again from its stored page layouts, with `analysis` over its settings; nothing is uploaded or charged. ' +
      '`job_not_found`; `job_not_reanalysable` for a job not analysed or whose layouts were deleted after retention.',
  })
  reanalyzeJob(
    @Arg('jobId', () => String) jobId: string,
    @Arg('analysis', () => GraphQLJSONObject, { nullable: true }) analysis: Record<string, unknown> | undefined,
    @Ctx() { api, caller }: GraphqlContext,
  ): Promise<JobView> {
    return api.reanalyseJob(caller, jobId, checkAnalysisField(analysis === undefined || analysis === null ? [] : [analysis]) ?? {});
  }

  @Mutation(() => AnalysisSettingsType, { description: "Replaces the account's default analysis settings for later uploads. Needs an admin key (`forbidden` otherwise)." })
  setAnalysisDefaults(
    @Arg('analysis', () => GraphQLJSONObject) analysis: Record<string, unknown>,
    @Ctx() { api, caller }: GraphqlContext,
  ): Promise<AnalysisSettingsView> {
    return api.setAnalysisDefaults(caller, checkAnalysisField([analysis]) ?? {});
  }
}
