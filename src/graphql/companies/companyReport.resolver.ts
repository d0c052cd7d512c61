/**
 * The company report: a query, and a subscription pushing the report again whenever one of the
 * company's jobs finishes and changed it (after the projector committed the job and the report, so
 * the push never runs ahead of the query).
 */
import { Arg, Ctx, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { CompanyReport } from '../../domain/companyReport.js';
import { AppError } from '../../domain/errors.js';
import type { GraphqlContext } from '../context.js';
import { companyReportStream } from './companyReportStream.js';
import { CompanyReportType } from './companyReport.type.js';

interface CompanyReportArgs {
  companyName: string;
}

@Resolver()
export class CompanyReportResolver {
  @Query(() => CompanyReportType, {
    description: "The company report over every analysed statement uploaded with this company name; `company_not_found` when none was.",
    complexity: 50,
  })
  async companyReport(@Arg('companyName', () => String) companyName: string, @Ctx() { api, caller }: GraphqlContext): Promise<CompanyReport> {
    const report = await api.getCompanyReport(caller, companyName);
    if (report === null) throw new AppError('company_not_found', `No statements of company ${JSON.stringify(companyName)}.`);
    return report;
  }

  @Subscription(() => CompanyReportType, {
    description: "The company's report each time one of its jobs finishes (auto_analyzed or failed), uploads made after subscribing included.",
    complexity: 50,
    subscribe: ({ args, context }) => {
      const { api, caller } = context as GraphqlContext;
      return companyReportStream(api, caller, (args as CompanyReportArgs).companyName);
    },
  })
  companyReportUpdated(@Root() report: CompanyReport, @Arg('companyName', () => String) _companyName: string): CompanyReport {
    return report;
  }
}
