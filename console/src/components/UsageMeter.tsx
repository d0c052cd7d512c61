/** The plan and this month's page usage as a meter, with the reset date. */
import type { Usage } from '../api/types.ts';
import { count, day } from '../lib/format.ts';

export const UsageMeter = ({ usage }: { usage: Usage }) => (
  <div className="usage" data-testid="usage">
    <span className="plan">{usage.plan} plan</span>
    <label htmlFor="usage-meter" className="usage-label">
      {count(usage.pages_used)} of {count(usage.pages_limit)} pages used
    </label>
    <meter id="usage-meter" min={0} max={Math.max(1, usage.pages_limit)} value={usage.pages_used} low={usage.pages_limit * 0.75} high={usage.pages_limit * 0.9} optimum={0}>
      {count(usage.pages_used)} of {count(usage.pages_limit)}
    </meter>
    <span className="usage-reset">resets {day(usage.resets_at)}</span>
  </div>
);
