import { adminOverviewRanges, errorText, useAdminOverview, type AdminOverviewRange } from '@facet/data';
import { AdminIndexScreen } from '@facet/ui';
import { useState } from 'react';

/** `/dashboard/admin`: the overview and the credits report over the chosen UTC days. */
export function AdminIndexRoute() {
  const [days, setDays] = useState<AdminOverviewRange>(30);
  const { overview, credits } = useAdminOverview(days);
  return (
    <AdminIndexScreen
      rangeDays={days}
      rangeChoices={adminOverviewRanges}
      onRangeChange={(next) => setDays(adminOverviewRanges.find((each) => each === next) ?? 30)}
      overview={overview.data}
      overviewError={overview.data ? undefined : errorText(overview.error)}
      onRetryOverview={overview.refresh}
      credits={credits.data}
      creditsError={credits.data ? undefined : errorText(credits.error)}
      onRetryCredits={credits.refresh}
    />
  );
}
