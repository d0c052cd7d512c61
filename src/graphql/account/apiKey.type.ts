import { Field, ObjectType } from 'type-graphql';
import type { ApiKeyRole, ApiKeyView, CreatedApiKey } from '../../application/api.js';
import { ApiKeyRoleEnum } from '../enums.js';

/** An API key of the account, without its secret (only a hash is stored). */
@ObjectType('ApiKey')
export class ApiKeyType implements ApiKeyView {
  @Field(() => String) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'The first characters of the key, to recognise it.' }) prefix!: string;
  @Field(() => String, { name: 'createdAt' }) created_at!: string;
  @Field(() => String, { name: 'lastUsedAt', nullable: true }) last_used_at!: string | null;
  @Field(() => String, { name: 'revokedAt', nullable: true }) revoked_at!: string | null;
  @Field(() => [String], { name: 'allowedIps', description: 'Empty: any address (IP lists are an enterprise feature).' })
  allowed_ips!: string[];
  @Field(() => ApiKeyRoleEnum) role!: ApiKeyRole;
}

@ObjectType('CreatedApiKey')
export class CreatedApiKeyType implements CreatedApiKey {
  @Field(() => ApiKeyType) key!: ApiKeyType;
  @Field(() => String, { description: 'The full key. Shown this once: store it now.' }) secret!: string;
}
