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
