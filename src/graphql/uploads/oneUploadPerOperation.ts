/**
 * At most one `uploadStatements` per operation. The request's limits (20 files, 4.5 MB in total) are
 * the batch's, and one batch is one upload: aliases (`a: uploadStatements(…) b: uploadStatements(…)`)
 * would each get the whole allowance in one request, and one refused over the quota would hide the
 * others' accepted and charged jobs behind `data: null`. Checked while validating, before a file is
 * read, over HTTP and WebSocket alike.
 */
import { GraphQLError, OperationTypeNode, type ValidationRule } from 'graphql';
import { countRootFields } from '../costGuard.js';

export const UPLOAD_MUTATION_FIELD = 'uploadStatements';

export const oneUploadPerOperationRule: ValidationRule = (context) => ({
  OperationDefinition(operation) {
    if (operation.operation !== OperationTypeNode.MUTATION) return false;
    const uploads = countRootFields(context.getDocument(), operation, (field) => field.name.value === UPLOAD_MUTATION_FIELD);
    if (uploads > 1) {
      context.reportError(
        new GraphQLError(`Send one ${UPLOAD_MUTATION_FIELD} per request (up to 20 files, 4.5 MB in total); it appears ${uploads} times.`, {
          nodes: [operation],
          extensions: { code: 'invalid_request' },
        }),
      );
    }
    return false;
  },
});
