/**
 * The GraphQL schema, built from the resolver classes, and its printed form: `schema.graphql` at the
 * repository root is `printLedgerLensSchema()` of it (`npm run graphql:schema` writes it; a test fails
 * when the two drift).
 */
import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema, type PubSub } from 'type-graphql';
import { AccountResolver } from './account/account.resolver.js';
import { BatchExportResolver, CompanyReportExportResolver, JobExportResolver } from './exports/export.resolver.js';
import { WebhookResolver } from './webhooks/webhook.resolver.js';
import { CompanyReportResolver } from './companies/companyReport.resolver.js';
import { AnalysisResolver } from './jobs/analysis.resolver.js';
import { JobResolver } from './jobs/job.resolver.js';
import { JobUpdatesResolver } from './jobs/jobUpdates.resolver.js';
import { UploadStatementsResolver } from './uploads/uploadStatements.resolver.js';

/**
 * type-graphql insists on a pubSub as soon as a subscription exists, even when every subscription
 * brings its own `subscribe`. Ours do: they read the core's `watchJobs`, which the projections feed
 * after each commit. A topic-based subscription would be a mistake, so this one says so.
 */
const noTopics: PubSub = {
  publish: () => {
    throw new Error('LedgerLens subscriptions are fed by LedgerLensApi.watchJobs, not by publishing topics.');
  },
  subscribe: () => {
    throw new Error('LedgerLens subscriptions declare `subscribe`; topics are not used.');
  },
};

export const buildLedgerLensSchema = (): Promise<GraphQLSchema> =>
  buildSchema({
    resolvers: [JobResolver, JobExportResolver, BatchExportResolver, CompanyReportExportResolver, JobUpdatesResolver, UploadStatementsResolver, AccountResolver, WebhookResolver, CompanyReportResolver, AnalysisResolver],
    // Input checks live in the resolvers and the core (no class-validator).
    validate: false,
    pubSub: noTopics,
  });

const HEADER = '# Generated from src/graphql by `npm run graphql:schema`. Do not edit: change the code.\n\n';

/** The schema as SDL, sorted so that moving code around never changes the file. */
export const printLedgerLensSchema = (schema: GraphQLSchema): string =>
  HEADER + printSchema(lexicographicSortSchema(schema)) + '\n';
