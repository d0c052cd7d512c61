/**
 * The `data` object of an analysed job, as GraphQL types. Each class `implements` the REST view it
 * mirrors, so the type checker fails the build when a REST field is not reachable here. The classes
 * keep the views' snake_case property names and publish camelCase names (`name:`): resolvers return
 * the core's views untouched and type-graphql reads each property under its REST name.
 */
import { Field, Float, Int, ObjectType } from 'type-graphql';
import type {
  Anomaly,
  IntraCompanyTransaction,
  LargeTransaction,
  LoanCommitment,
  LoanFrequency,
  LoanTransaction,
  RecurringDebit,
  ResultBox,
  ResultTransaction,
  Severity,
  StatementData,
  TransactionType,
} from '../../domain/statement.js';
import { GraphQLJSONObject } from 'graphql-scalars';
import type { Category, CategoryEvidence } from '../../domain/categories.js';
import { CategoryBasisEnum, CategoryEnum, LoanFrequencyEnum, LoanTransactionTypeEnum, SeverityEnum, TransactionTypeEnum } from '../enums.js';

@ObjectType('StatementAnalysis')
export class StatementAnalysisType {
  @Field(() => String) version!: string;
  @Field(() => GraphQLJSONObject, { description: 'Every setting under its REST name, money in decimals.' }) settings!: Record<string, number>;
}

@ObjectType('CategoryEvidence', { description: 'The category rule that filed a transaction and what it saw.' })
export class CategoryEvidenceType implements CategoryEvidence {
  @Field(() => String, { description: 'The rule id (README, Categories).' }) rule!: string;
  @Field(() => CategoryBasisEnum) basis!: CategoryEvidence['basis'];
  @Field(() => String) detail!: string;
}

@ObjectType('Transaction', { description: 'One transaction as printed on the statement.' })
export class StatementTransactionType implements ResultTransaction {
  @Field(() => String, { description: 'YYYY-MM-DD' }) date!: string;
  @Field(() => String) description!: string;
  @Field(() => Float, { description: 'Always positive; `type` carries the direction.' }) amount!: number;
  @Field(() => TransactionTypeEnum) type!: TransactionType;
  @Field(() => Float, { nullable: true, description: 'Running balance printed on the row, null when none is printed.' })
  balance!: number | null;
  @Field(() => Int, { description: '1-based page number.' }) page!: number;
  @Field(() => [Float], {
    nullable: true,
    description: "The row's box on its page: [x0, y0, x1, y1] in PDF points from the top-left corner (null in results analysed before boxes were published).",
  })
  bbox?: ResultBox;
  @Field(() => CategoryEnum) category!: Category;
  @Field(() => CategoryEvidenceType, { name: 'categoryEvidence' }) category_evidence!: CategoryEvidence;
}

@ObjectType('RecurringDebit')
export class RecurringDebitType implements RecurringDebit {
  @Field(() => String) creditor!: string;
  @Field(() => Int) count!: number;
  @Field(() => Float, { name: 'totalAmount' }) total_amount!: number;
  @Field(() => [Float], { name: 'individualAmounts' }) individual_amounts!: number[];
  @Field(() => [String], { name: 'transactionDates' }) transaction_dates!: string[];
  @Field(() => String, { description: 'monthly, biweekly, weekly or daily' }) frequency!: string;
}

@ObjectType('LargeTransaction')
export class LargeTransactionType implements LargeTransaction {
  @Field(() => String) date!: string;
  @Field(() => TransactionTypeEnum) type!: TransactionType;
  @Field(() => Float) amount!: number;
  @Field(() => String) description!: string;
  @Field(() => String, { description: 'Which rule fired, with its figures.' }) reason!: string;
}

@ObjectType('LoanTransaction')
export class LoanTransactionType implements LoanTransaction {
  @Field(() => String) date!: string;
  @Field(() => Float) amount!: number;
  @Field(() => LoanTransactionTypeEnum) type!: 'disbursement' | 'payment';
  @Field(() => String) lender!: string;
  @Field(() => String) description!: string;
}

@ObjectType('LoanCommitment')
export class LoanCommitmentType implements LoanCommitment {
  @Field(() => String) lender!: string;
  @Field(() => LoanFrequencyEnum) frequency!: LoanFrequency;
  @Field(() => Float, { name: 'paymentAmount' }) payment_amount!: number;
  @Field(() => Int, { name: 'paymentCount' }) payment_count!: number;
  @Field(() => Float, { name: 'totalPaid' }) total_paid!: number;
  @Field(() => String, { name: 'firstDate' }) first_date!: string;
  @Field(() => String, { name: 'lastDate' }) last_date!: string;
  @Field(() => Float, { name: 'estimatedMonthlyPayment' }) estimated_monthly_payment!: number;
}

@ObjectType('IntraCompanyTransaction')
export class IntraCompanyTransactionType implements IntraCompanyTransaction {
  @Field(() => String) date!: string;
  @Field(() => Float) amount!: number;
  @Field(() => TransactionTypeEnum) type!: TransactionType;
  @Field(() => String) description!: string;
  @Field(() => String) counterparty!: string;
  @Field(() => String) reason!: string;
}

@ObjectType('Anomaly')
export class AnomalyType implements Anomaly {
  @Field(() => String) type!: string;
  @Field(() => SeverityEnum) severity!: Severity;
  @Field(() => String, { nullable: true }) date?: string;
  @Field(() => Float, { nullable: true }) amount?: number;
  @Field(() => String) description!: string;
  @Field(() => String) reason!: string;
}

@ObjectType('StatementData', { description: 'The extracted and analysed statement: REST `data`, camelCase.' })
export class StatementDataType implements StatementData {
  @Field(() => String, { name: 'bankName' }) bank_name!: string;
  @Field(() => StatementAnalysisType, { nullable: true, description: 'The analysis rules\' version and every setting the result was analysed with (absent before issue 14).' })
  analysis?: StatementAnalysisType;
  @Field(() => String, { name: 'accountHolder', nullable: true, description: 'The holder named on the statement, when read.' }) account_holder?: string | null;
  @Field(() => String, { name: 'accountNumberLast4' }) account_number_last_4!: string;
  @Field(() => String, { description: 'ISO 4217 code read from the statement.' }) currency!: string;
  @Field(() => String, { name: 'statementStartDate' }) statement_start_date!: string;
  @Field(() => String, { name: 'statementEndDate' }) statement_end_date!: string;
  @Field(() => Float, { name: 'openingBalance' }) opening_balance!: number;
  @Field(() => Float, { name: 'endMonthBalance' }) end_month_balance!: number;
  @Field(() => Float, { name: 'totalDeposits' }) total_deposits!: number;
  @Field(() => Float, { name: 'totalWithdrawals' }) total_withdrawals!: number;
  @Field(() => Float, { name: 'dailyAverageBalance' }) daily_average_balance!: number;
  @Field(() => Int, { name: 'depositCount' }) deposit_count!: number;
  @Field(() => Int, { name: 'withdrawalCount' }) withdrawal_count!: number;
  @Field(() => Int, { name: 'transactionCount' }) transaction_count!: number;
  @Field(() => Boolean, { name: 'balanceEquationValid' }) balance_equation_valid!: boolean;
  @Field(() => Float, { name: 'balanceEquationVariance' }) balance_equation_variance!: number;
  @Field(() => Boolean, { name: 'isMultiMonth' }) is_multi_month!: boolean;
  @Field(() => [String], { name: 'monthsCovered' }) months_covered!: string[];
  @Field(() => Int, { name: 'negativeBalanceCount' }) negative_balance_count!: number;
  @Field(() => [String], { name: 'negativeBalanceDates' }) negative_balance_dates!: string[];
  @Field(() => [RecurringDebitType], { name: 'recurringDebits' }) recurring_debits!: RecurringDebitType[];
  @Field(() => [LargeTransactionType], { name: 'largeTransactions' }) large_transactions!: LargeTransactionType[];
  @Field(() => Boolean, { name: 'loansDetected' }) loans_detected!: boolean;
  @Field(() => [LoanTransactionType], { name: 'loanTransactions' }) loan_transactions!: LoanTransactionType[];
  @Field(() => [LoanCommitmentType], { name: 'loanCommitments' }) loan_commitments!: LoanCommitmentType[];
  @Field(() => [IntraCompanyTransactionType], { name: 'intraCompanyTransactions' })
  intra_company_transactions!: IntraCompanyTransactionType[];
  @Field(() => [StatementTransactionType]) transactions!: StatementTransactionType[];
  @Field(() => [AnomalyType]) anomalies!: AnomalyType[];
  @Field(() => [String], { description: 'Things a reviewer should read (OCR pages, balance breaks...).' })
  warnings!: string[];
}
