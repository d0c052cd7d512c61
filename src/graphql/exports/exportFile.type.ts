/** An export as GraphQL serves it: the file's name and type, a REST link to download it, and its bytes. */
import { Field, Int, ObjectType } from 'type-graphql';
import type { ExportFile, JobExportFormat } from '../../exports/formats.js';
import { ExportFormatEnum } from '../enums.js';

@ObjectType('ExportFile')
export class ExportFileType {
  @Field(() => ExportFormatEnum) format!: JobExportFormat;
  @Field(() => String, { description: 'The media type, as the REST download sends it.' }) contentType!: string;
  @Field(() => String, { description: 'The file name to save it under.' }) filename!: string;
  @Field(() => Int, { description: 'Size of the file in bytes.' }) size!: number;
  @Field(() => String, { description: 'The same file over REST, a path on this server (send the same Authorization header).' })
  downloadUrl!: string;
  @Field(() => String, { description: 'The file itself, base64 (XLSX is binary; the other formats are UTF-8 text).' })
  contentBase64!: string;
}

export const exportFileView = (file: ExportFile, downloadUrl: string): ExportFileType => ({
  format: file.format,
  contentType: file.contentType,
  filename: file.filename,
  size: file.body.length,
  downloadUrl,
  contentBase64: file.body.toString('base64'),
});
