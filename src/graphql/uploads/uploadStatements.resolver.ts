/**
 * The GraphQL twin of `POST /v1/extract/batch`: the same limits and count checks (the REST edge's
 * `checkBatchForm`), the same command, the same response.
 */
import type { FileUpload } from 'graphql-upload-minimal';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { UploadResponseView } from '../../application/api.js';
import { BATCH_LIMITS, checkBatchForm } from '../../http/v1/batchForm.js';
import type { GraphqlContext } from '../context.js';
import { UploadResponseType } from '../jobs/job.type.js';
import { readUploads } from './readUploads.js';
import { UploadScalar } from './upload.scalar.js';

@Resolver()
export class UploadStatementsResolver {
  @Mutation(() => UploadResponseType, {
    description:
      'Uploads 1 to 20 PDF statements (4.5 MB in total), one job each. `companyName` is given once for every ' +
      'file or once per file, in order; `password` the same, for password-protected PDFs. Send it as a GraphQL multipart request with the header `Apollo-Require-Preflight: true`, ' +
      'once per request (a second one, aliased or not, is refused with `invalid_request`).',
  })
  async uploadStatements(
    @Arg('files', () => [UploadScalar]) files: Promise<FileUpload>[],
    @Arg('userId', () => String) userId: string,
    @Arg('companyName', () => [String]) companyName: string[],
    @Arg('password', () => [String], {
      nullable: true,
      description: 'Passwords of protected PDFs: once for every file, or once per file in order ("" for a file without one). Never stored.',
    })
    password: string[] | undefined,
    @Arg('analysis', () => GraphQLJSONObject, { nullable: true, description: 'Analysis settings for these statements, as the REST `analysis` field.' })
    analysis: Record<string, unknown> | undefined | null,
    @Ctx() { api, caller }: GraphqlContext,
  ): Promise<UploadResponseView> {
    const read = await readUploads(files, BATCH_LIMITS.maxTotalBytes);
    const form = checkBatchForm({
      userIds: [userId],
      companyNames: companyName,
      files: read,
      passwords: password ?? [],
      analysis: analysis === undefined || analysis === null ? [] : [analysis],
    });
    return api.uploadBatch({ caller, ...form });
  }
}
