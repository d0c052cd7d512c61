/** The signed-in account: its quota and its API keys. */
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { ApiKeyRole, ApiKeyView, CreatedApiKey, UsageView } from '../../application/api.js';
import { ApiKeyRoleEnum } from '../enums.js';
import type { GraphqlContext } from '../context.js';
import { ApiKeyType, CreatedApiKeyType } from './apiKey.type.js';
import { UsageType } from './usage.type.js';

@Resolver()
export class AccountResolver {
  @Query(() => UsageType)
  usage(@Ctx() { api, caller }: GraphqlContext): Promise<UsageView> {
    return api.getUsage(caller);
  }

  @Query(() => [ApiKeyType], { description: 'Every key of the account, revoked ones included. Needs an admin key (`forbidden` otherwise).' })
  apiKeys(@Ctx() { api, caller }: GraphqlContext): Promise<ApiKeyView[]> {
    return api.listApiKeys(caller);
  }

  @Mutation(() => CreatedApiKeyType, {
    description:
      'A new key for the account; its secret is shown once. It keeps the IP restrictions of the key that creates it. Needs an admin key (`forbidden` otherwise).',
  })
  createApiKey(
    @Arg('name', () => String) name: string,
    @Arg('role', () => ApiKeyRoleEnum, { defaultValue: 'extract' }) role: ApiKeyRole,
    @Ctx() { api, caller }: GraphqlContext,
  ): Promise<CreatedApiKey> {
    return api.createApiKey(caller, name, role);
  }

  @Mutation(() => Boolean, { description: 'Revokes a key of the account; `key_not_found` for any other id. Needs an admin key (`forbidden` otherwise).' })
  async revokeApiKey(@Arg('id', () => String) id: string, @Ctx() { api, caller }: GraphqlContext): Promise<boolean> {
    await api.revokeApiKey(caller, id);
    return true;
  }
}
