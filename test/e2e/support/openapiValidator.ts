/** Validates response bodies against the schemas of the served OpenAPI document (JSON Schema 2020-12). */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { openApiDocument } from '../../../src/http/openapi.js';

const ajv = new Ajv2020({ strict: false, allErrors: true });
(addFormats as unknown as (a: Ajv2020) => void)(ajv);
ajv.addSchema(openApiDocument, 'openapi.json');

/** The validation errors of `body` against `#/components/schemas/<name>`, or [] when it conforms. */
export const schemaErrors = (name: string, body: unknown): string[] => {
  const validate = ajv.getSchema(`openapi.json#/components/schemas/${name}`);
  if (validate === undefined) throw new Error(`no schema ${name} in the OpenAPI document`);
  return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`);
};
