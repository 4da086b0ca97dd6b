import type { Coupon, CreateCouponRequest } from '@facet/contract';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import {
  AdminActionOutcome,
  AdminBadge,
  AdminLoad,
  AdminPanel,
  AdminTable,
  formatDate,
  formatNumber,
  type AdminActionState,
} from '../../components/private/AdminParts';
import { Button } from '../../components/Button/Button';
import { DashboardPage } from '../../components/private/DashboardPage';
import { Inline } from '../../components/Inline/Inline';
import { Stack } from '../../components/Stack/Stack';
import { TextField } from '../../components/TextField/TextField';

export interface AdminCouponsScreenProps {
  /** Every coupon, newest first; undefined while it loads. */
  coupons?: readonly Coupon[];
  error?: string;
  onRetry(): void;
  onCreate(coupon: CreateCouponRequest): void;
  create: AdminActionState;
  onSetDisabled(code: string, disabled: boolean): void;
  /** The coupon being disabled or enabled, and how that went. */
  setDisabled: AdminActionState & { code?: string };
}

const CODE = /^[A-Za-z0-9_-]{3,40}$/;

const wholeNumber = (value: string, min: number, max: number, message: string) => {
  const number = Number(value);
  return Number.isInteger(number) && number >= min && number <= max ? null : message;
};

/** A day typed in the form as the end of that UTC day, when the coupon stops working. */
const endOfDay = (date: string) => `${date}T23:59:59Z`;

function CreateForm({ onCreate, create }: Pick<AdminCouponsScreenProps, 'onCreate' | 'create'>) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    onCreate({
      code: text('code').toUpperCase(),
      percent_off: Number(text('percent_off')),
      max_redemptions: text('max_redemptions') ? Number(text('max_redemptions')) : null,
      expires_at: text('expires') ? endOfDay(text('expires')) : null,
    });
  };
  return (
    <Form onSubmit={submit} aria-label="Make a coupon">
      <Stack space="3">
        <Inline space="3" alignY="top" wrap>
          <TextField
            label="Code"
            name="code"
            placeholder="LAUNCH20"
            validate={(value) => (CODE.test(value.trim()) ? null : 'A code is 3 to 40 letters, digits, - or _.')}
            isDisabled={create.isPending}
          />
          <TextField
            label="Percent off"
            name="percent_off"
            inputMode="numeric"
            validate={(value) => wholeNumber(value, 1, 100, 'Enter a whole number from 1 to 100.')}
            isDisabled={create.isPending}
          />
          <TextField
            label="Uses in all"
            name="max_redemptions"
            inputMode="numeric"
            description="Empty for no limit."
            validate={(value) => (value.trim() ? wholeNumber(value, 1, 2_147_483_647, 'Enter a whole number, at least 1.') : null)}
            isDisabled={create.isPending}
          />
          <TextField label="Last day (UTC)" name="expires" type="date" description="Empty: it never expires." isDisabled={create.isPending} />
        </Inline>
        <Inline>
          <Button type="submit" isPending={create.isPending}>
            Make coupon
          </Button>
        </Inline>
        <AdminActionOutcome state={create} />
      </Stack>
    </Form>
  );
}

function isExpired(coupon: Coupon, now: number): boolean {
  return coupon.expires_at !== null && Date.parse(coupon.expires_at) < now;
}

/** `/dashboard/admin/coupons`: make a coupon, see how each is used, disable one or enable it again. */
export function AdminCouponsScreen({ coupons, error, onRetry, onCreate, create, onSetDisabled, setDisabled }: AdminCouponsScreenProps) {
  // Expiry is judged at the time the page opened.
  const [now] = useState(() => Date.now());
  return (
    <DashboardPage as="section" title="Coupons" subtitle="A percentage off any pack or a plan's first month, once per person." width="wide">
      <AdminPanel title="Make a coupon">
        {/* A coupon made empties the form for the next one. */}
        <CreateForm key={create.done ?? ''} onCreate={onCreate} create={create} />
      </AdminPanel>
      <AdminPanel title="All coupons">
        <AdminLoad loadingText="Loading the coupons…" error={error} errorPrefix="The coupons could not be loaded" onRetry={onRetry} isLoaded={coupons !== undefined}>
          <Stack space="3">
            <AdminTable
              caption="Coupons, newest first"
              rows={coupons ?? []}
              rowKey={(coupon) => coupon.code}
              empty="No coupons yet."
              columns={[
                { header: 'Code', rowHeader: true, cell: (coupon) => coupon.code },
                { header: 'Off', numeric: true, cell: (coupon) => `${coupon.percent_off}%` },
                {
                  header: 'Used',
                  numeric: true,
                  cell: (coupon) => (coupon.max_redemptions === null ? formatNumber(coupon.redemptions) : `${formatNumber(coupon.redemptions)} of ${formatNumber(coupon.max_redemptions)}`),
                },
                { header: 'Expires', cell: (coupon) => (coupon.expires_at ? formatDate(coupon.expires_at) : 'Never') },
                {
                  header: 'State',
                  cell: (coupon) =>
                    coupon.disabled ? <AdminBadge tone="danger">Disabled</AdminBadge> : isExpired(coupon, now) ? <AdminBadge>Expired</AdminBadge> : 'Active',
                },
                {
                  header: 'Action',
                  cell: (coupon) => (
                    <Button
                      size="sm"
                      variant={coupon.disabled ? 'secondary' : 'ghost'}
                      aria-label={`${coupon.disabled ? 'Enable' : 'Disable'} ${coupon.code}`}
                      isPending={setDisabled.isPending && setDisabled.code === coupon.code}
                      onPress={() => onSetDisabled(coupon.code, !coupon.disabled)}
                    >
                      {coupon.disabled ? 'Enable' : 'Disable'}
                    </Button>
                  ),
                },
              ]}
            />
            <AdminActionOutcome state={setDisabled} />
          </Stack>
        </AdminLoad>
      </AdminPanel>
    </DashboardPage>
  );
}
