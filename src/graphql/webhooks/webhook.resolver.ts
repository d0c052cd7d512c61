/** Webhooks over GraphQL: the REST `/v1/webhooks` use cases, admin keys only. */
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { WebhookEventType } from '../../domain/webhook/webhook.events.js';
import type { CreatedWebhook, DeliveryView, WebhookView } from '../../webhooks/service.js';
import type { GraphqlContext } from '../context.js';
import { WebhookEventTypeEnum } from '../enums.js';
import { CreatedWebhookType, DeliveryType, WebhookType } from './webhook.type.js';

@Resolver()
export class WebhookResolver {
  @Query(() => [WebhookType], { description: "The account's webhook endpoints (never their secrets). Needs an admin key." })
  webhooks(@Ctx() { api, caller }: GraphqlContext): Promise<WebhookView[]> {
    return api.listWebhooks(caller);
  }

  @Query(() => [DeliveryType], { description: "An endpoint's latest 100 deliveries, newest first, with their attempts. Needs an admin key.", complexity: 20 })
  webhookDeliveries(@Arg('webhookId', () => String) webhookId: string, @Ctx() { api, caller }: GraphqlContext): Promise<DeliveryView[]> {
    return api.listDeliveries(caller, webhookId);
  }

  @Mutation(() => CreatedWebhookType, {
    description: 'Registers an https endpoint for the events given; the signing secret is shown once. Needs an admin key.',
  })
  createWebhook(
    @Arg('url', () => String) url: string,
    @Arg('events', () => [WebhookEventTypeEnum]) events: WebhookEventType[],
    @Ctx() { api, caller }: GraphqlContext,
  ): Promise<CreatedWebhook> {
    return api.registerWebhook(caller, { url, events });
  }

  @Mutation(() => Boolean, { description: 'Deletes an endpoint; `webhook_not_found` for any other id. Needs an admin key.' })
  async deleteWebhook(@Arg('id', () => String) id: string, @Ctx() { api, caller }: GraphqlContext): Promise<boolean> {
    await api.deleteWebhook(caller, id);
    return true;
  }

  @Mutation(() => DeliveryType, { description: 'Sends a delivery again now. Needs an admin key.' })
  resendWebhookDelivery(
    @Arg('webhookId', () => String) webhookId: string,
    @Arg('deliveryId', () => String) deliveryId: string,
    @Ctx() { api, caller }: GraphqlContext,
  ): Promise<DeliveryView> {
    return api.resendDelivery(caller, webhookId, deliveryId);
  }
}
