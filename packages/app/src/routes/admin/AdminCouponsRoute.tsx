import { errorText, formErrors, useAdminCoupons, useCreateCoupon, useSetCouponDisabled } from '@facet/data';
import { AdminCouponsScreen } from '@facet/ui';
import { useState } from 'react';

/** `/dashboard/admin/coupons`: make coupons, see their use, disable or enable them. */
export function AdminCouponsRoute() {
  const coupons = useAdminCoupons();
  const create = useCreateCoupon();
  const setDisabled = useSetCouponDisabled();
  const [code, setCode] = useState<string>();
  const made = create.data && !create.error ? create.data : undefined;
  const changed = setDisabled.data && !setDisabled.error ? setDisabled.data : undefined;
  const refused = formErrors(create.error);
  return (
    <AdminCouponsScreen
      coupons={coupons.coupons}
      error={coupons.coupons ? undefined : errorText(coupons.error)}
      onRetry={coupons.refresh}
      onCreate={(coupon) => void create.trigger(coupon).catch(() => undefined)}
      create={{
        isPending: create.isMutating,
        error: refused.serverError ?? Object.values(refused.fieldErrors ?? {})[0],
        done: made ? `${made.code} is ready: ${made.percent_off}% off.` : undefined,
      }}
      onSetDisabled={(next, disabled) => {
        setCode(next);
        void setDisabled.trigger({ code: next, disabled }).catch(() => undefined);
      }}
      setDisabled={{
        code,
        isPending: setDisabled.isMutating,
        error: errorText(setDisabled.error),
        done: changed ? `${changed.code} is ${changed.disabled ? 'disabled' : 'enabled'}.` : undefined,
      }}
    />
  );
}
