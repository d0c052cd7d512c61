/** Webhook endpoints and deliveries as GraphQL serves them: the REST views with camelCase names. */
import { Field, Int, ObjectType } from 'type-graphql';
import type { WebhookEventType } from '../../domain/webhook/webhook.events.js';
import type { CreatedWebhook, DeliveryAttemptView, DeliveryView, WebhookView } from '../../webhooks/service.js';
import { WebhookEventTypeEnum } from '../enums.js';

@ObjectType('Webhook')
export class WebhookType implements WebhookView {
  @Field(() => String) id!: string;
  @Field(() => String) url!: string;
  @Field(() => [WebhookEventTypeEnum]) events!: WebhookEventType[];
  @Field(() => String, { description: 'enabled, or disabled after failing for a day (see disabledReason).' }) status!: 'enabled' | 'disabled';
  @Field(() => String, { name: 'createdAt' }) created_at!: string;
  @Field(() => String, { name: 'disabledReason', nullable: true }) disabled_reason!: string | null;
  @Field(() => String, { name: 'disabledAt', nullable: true }) disabled_at!: string | null;
}

@ObjectType('CreatedWebhook')
export class CreatedWebhookType implements CreatedWebhook {
  @Field(() => WebhookType) webhook!: WebhookType;
  @Field(() => String, { description: 'The signing secret, shown this once.' }) secret!: string;
}

@ObjectType('WebhookDeliveryAttempt')
export class DeliveryAttemptType implements DeliveryAttemptView {
  @Field(() => Int) attempt!: number;
  @Field(() => String) at!: string;
  @Field(() => Int, { name: 'statusCode', nullable: true, description: 'Null when no response came (timeout, network error, blocked address).' }) status_code!: number | null;
  @Field(() => Int, { name: 'latencyMs' }) latency_ms!: number;
  @Field(() => String, { nullable: true }) error!: string | null;
  @Field(() => String, { description: 'succeeded, retry or failed.' }) outcome!: 'succeeded' | 'retry' | 'failed';
}

@ObjectType('WebhookDelivery')
export class DeliveryType implements DeliveryView {
  @Field(() => String) id!: string;
  @Field(() => String, { name: 'eventId' }) event_id!: string;
  @Field(() => WebhookEventTypeEnum, { name: 'eventType' }) event_type!: WebhookEventType;
  @Field(() => String, { description: 'pending, succeeded or failed.' }) status!: 'pending' | 'succeeded' | 'failed';
  @Field(() => String, { name: 'createdAt' }) created_at!: string;
  @Field(() => String, { name: 'nextAttemptAt', nullable: true }) next_attempt_at!: string | null;
  @Field(() => [DeliveryAttemptType]) attempts!: DeliveryAttemptType[];
}
