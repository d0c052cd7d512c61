/**
 * The company report as GraphQL serves it: the REST `GET /v1/companies/{company_name}/report` body
 * with camelCase names. The classes implement the domain's shapes (see statementData.type.ts for why
 * properties stay snake_case).
 */
import { Field, Float, Int, ObjectType } from 'type-graphql';
import type {
  CompanyReport, ContinuityFinding, ContinuityType, Position, PositionCadence, PositionMonth, ReportAverages, ReportMonth, ReportStatement, ReportTotals,
} from '../../domain/companyReport.js';
import { ContinuityTypeEnum, PositionCadenceEnum } from '../enums.js';

@ObjectType('CompanyStatement', { description: 'One analysed statement of the company.' })
export class ReportStatementType implements ReportStatement {
  @Field(() => String, { name: 'jobId' }) job_id!: string;
  @Field(() => String) filename!: string;
  @Field(() => String, { name: 'bankName' }) bank_name!: string;
  @Field(() => String, { name: 'accountNumberLast4' }) account_number_last_4!: string;
  @Field(() => String, { name: 'accountHolder', nullable: true }) account_holder!: string | null;
  @Field(() => String, { name: 'statementStartDate' }) statement_start_date!: string;
  @Field(() => String, { name: 'statementEndDate' }) statement_end_date!: string;
  @Field(() => Float, { name: 'openingBalance' }) opening_balance!: number;
  @Field(() => Float, { name: 'endMonthBalance' }) end_month_balance!: number;
  @Field(() => Boolean, { description: 'False for a duplicate upload or a statement of another account.' }) counted!: boolean;
}

@ObjectType('CompanyMonth')
export class ReportMonthType implements ReportMonth {
  @Field(() => String, { description: 'YYYY-MM' }) month!: string;
  @Field(() => Float) deposits!: number;
  @Field(() => Float, { name: 'trueRevenue', description: 'Deposits less transfers in, loan proceeds, refunds and card payments received.' }) true_revenue!: number;
  @Field(() => Float) withdrawals!: number;
  @Field(() => Int, { name: 'depositCount' }) deposit_count!: number;
  @Field(() => Int, { name: 'withdrawalCount' }) withdrawal_count!: number;
  @Field(() => Float, { name: 'endingBalance', nullable: true }) ending_balance!: number | null;
  @Field(() => Float, { name: 'averageDailyBalance', nullable: true }) average_daily_balance!: number | null;
  @Field(() => Int, { name: 'negativeDays' }) negative_days!: number;
  @Field(() => Int, { name: 'nsfCount' }) nsf_count!: number;
  @Field(() => Float, { name: 'largestDeposit', nullable: true }) largest_deposit!: number | null;
  @Field(() => Int, { name: 'daysCovered' }) days_covered!: number;
}

@ObjectType('CompanyTotals')
export class ReportTotalsType implements ReportTotals {
  @Field(() => Int) months!: number;
  @Field(() => Float) deposits!: number;
  @Field(() => Float, { name: 'trueRevenue' }) true_revenue!: number;
  @Field(() => Float) withdrawals!: number;
  @Field(() => Int, { name: 'negativeDays' }) negative_days!: number;
  @Field(() => Int, { name: 'nsfCount' }) nsf_count!: number;
  @Field(() => Float, { name: 'largestDeposit', nullable: true }) largest_deposit!: number | null;
}

@ObjectType('CompanyAverages', { description: 'Per month.' })
export class ReportAveragesType implements ReportAverages {
  @Field(() => Float) deposits!: number;
  @Field(() => Float, { name: 'trueRevenue' }) true_revenue!: number;
  @Field(() => Float) withdrawals!: number;
  @Field(() => Float, { name: 'endingBalance', nullable: true }) ending_balance!: number | null;
  @Field(() => Float, { name: 'averageDailyBalance', nullable: true }) average_daily_balance!: number | null;
  @Field(() => Float, { name: 'negativeDays' }) negative_days!: number;
  @Field(() => Float, { name: 'nsfCount' }) nsf_count!: number;
}

@ObjectType('ContinuityFinding')
export class ContinuityFindingType implements ContinuityFinding {
  @Field(() => ContinuityTypeEnum) type!: ContinuityType;
  @Field(() => [String], { description: 'The job ids of the two statements involved.' }) statements!: [string, string];
  @Field(() => String) detail!: string;
  @Field(() => Int, { nullable: true }) days?: number;
  @Field(() => Float, { nullable: true }) difference?: number;
}

@ObjectType('PositionMonth')
export class PositionMonthType implements PositionMonth {
  @Field(() => String) month!: string;
  @Field(() => Float) total!: number;
  @Field(() => Float, { name: 'holdbackShare', nullable: true }) holdback_share!: number | null;
}

@ObjectType('PositionFunding')
export class PositionFundingType {
  @Field(() => String) date!: string;
  @Field(() => Float) amount!: number;
}

@ObjectType('Position', { description: 'A recurring loan or cash-advance repayment series across the months.' })
export class PositionType implements Position {
  @Field(() => String) creditor!: string;
  @Field(() => PositionCadenceEnum) cadence!: PositionCadence;
  @Field(() => Float, { name: 'typicalAmount' }) typical_amount!: number;
  @Field(() => String, { name: 'firstDate' }) first_date!: string;
  @Field(() => String, { name: 'lastDate' }) last_date!: string;
  @Field(() => Int) count!: number;
  @Field(() => Float, { name: 'totalPaid' }) total_paid!: number;
  @Field(() => [PositionMonthType]) months!: PositionMonthType[];
  @Field(() => Float, { name: 'holdbackShare', nullable: true }) holdback_share!: number | null;
  @Field(() => PositionFundingType, { nullable: true }) funded!: PositionFundingType | null;
  @Field(() => [String], { name: 'stackedOn' }) stacked_on!: string[];
}

@ObjectType('CompanyReport')
export class CompanyReportType implements CompanyReport {
  @Field(() => String) company!: string;
  @Field(() => String) currency!: string;
  @Field(() => [ReportStatementType]) statements!: ReportStatementType[];
  @Field(() => [ReportMonthType]) months!: ReportMonthType[];
  @Field(() => ReportTotalsType) totals!: ReportTotalsType;
  @Field(() => ReportAveragesType) averages!: ReportAveragesType;
  @Field(() => [ContinuityFindingType]) continuity!: ContinuityFindingType[];
  @Field(() => [PositionType]) positions!: PositionType[];
  @Field(() => Boolean) stacking!: boolean;
  @Field(() => String, { name: 'updatedAt', nullable: true }) updated_at!: string | null;
}
