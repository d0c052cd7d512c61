/**
 * The `Upload` scalar of the GraphQL multipart request spec. graphql-upload-minimal ships one, but it
 * is built with `require('graphql')`; declaring it here with the `graphql` that type-graphql imports
 * keeps a single copy of graphql's classes in the schema whichever way the module loader resolves.
 */
import { GraphQLError, GraphQLScalarType } from 'graphql';
import { Upload, type FileUpload } from 'graphql-upload-minimal';

export const UploadScalar = new GraphQLScalarType<Promise<FileUpload>, never>({
  name: 'Upload',
  description: 'A file of a GraphQL multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec).',
  parseValue(value) {
    if (value instanceof Upload) return value.promise;
    throw new GraphQLError('Upload value invalid: send the file in a multipart request.');
  },
  parseLiteral() {
    throw new GraphQLError('Upload literal unsupported: send the file in a multipart request.');
  },
  serialize() {
    throw new GraphQLError('Upload serialization unsupported.');
  },
});
