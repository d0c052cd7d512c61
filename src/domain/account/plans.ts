/** Plans and their monthly page quotas (decisions.md); enterprise is set per account. */
export type Plan = 'starter' | 'professional' | 'business' | 'enterprise';

export const PLANS: readonly Plan[] = ['starter', 'professional', 'business', 'enterprise'];

export const isPlan = (value: string): value is Plan => (PLANS as readonly string[]).includes(value);

/** Used when an enterprise account is created without an explicit limit (an operator can change it). */
export const DEFAULT_ENTERPRISE_PAGES_LIMIT = 100_000;

/** The monthly page limit of a plan; `enterprise` takes the account's own limit. */
export const pagesLimitFor = (plan: Plan, enterpriseLimit?: number): number => {
  switch (plan) {
    case 'starter':
      return 500;
    case 'professional':
      return 5_000;
    case 'business':
      return 25_000;
    case 'enterprise':
      return enterpriseLimit ?? DEFAULT_ENTERPRISE_PAGES_LIMIT;
    default: {
      const _exhaustive: never = plan;
      return _exhaustive;
    }
  }
};

/**
 * Turns an account gets when queued work is shared out (src/adapters/workQueue/fairShare.ts): a
 * business account waiting beside a starter one gets four tasks for the starter's one. Every account
 * with work queued gets turns, so the smallest plan still goes ahead of a bigger one's backlog when it
 * has been idle.
 */
export const schedulingWeight = (plan: Plan): number => {
  switch (plan) {
    case 'starter':
      return 1;
    case 'professional':
      return 2;
    case 'business':
      return 4;
    case 'enterprise':
      return 8;
    default: {
      const _exhaustive: never = plan;
      return _exhaustive;
    }
  }
};
