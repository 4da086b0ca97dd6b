import { CalendarX, CreditCard, Download } from 'lucide-react';
import { TIER_NAMES, type Invoice, type PaidTier, type Subscription, type Tier } from '@facet/contract';
import { useId, type ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Button } from '../../components/Button/Button';
import { Inline } from '../../components/Inline/Inline';
import { ButtonLink } from '../../components/private/ButtonLink';
import { DashboardPage } from '../../components/private/DashboardPage';
import { Icon } from '../../components/private/Icon';
import { ModalDialog } from '../../components/private/ModalDialog';
import { Notice } from '../../components/private/Notice';
import { Stack } from '../../components/Stack/Stack';
import * as styles from './BillingScreen.css';

export type BillingInvoice = Pick<Invoice, 'id' | 'created_at' | 'description' | 'amount_cents' | 'currency' | 'status' | 'receipt_url'>;

export interface BillingScreenProps {
  /** The plan as the server has it; absent while it loads. */
  subscription?: Subscription;
  /** Why the plan could not be read, in words. */
  subscriptionError?: string;
  onRetrySubscription(): void;
  /** The signed-in person's tier: with no plan, whether it is free or was set on the account. */
  tier?: Tier;
  /** The pricing page, where a plan is chosen. */
  pricingHref: string;

  /** Whether the cancel confirmation is open. */
  isCancelOpen: boolean;
  onOpenCancel(): void;
  onCloseCancel(): void;
  onConfirmCancel(): void;
  isCanceling?: boolean;
  cancelError?: string;

  onResume(): void;
  isResuming?: boolean;
  resumeError?: string;

  /** Opens the payment provider's portal; offered when the plan says it is available. */
  onOpenPortal(): void;
  isOpeningPortal?: boolean;
  portalError?: string;

  /** Newest first; absent while the first page loads. */
  invoices?: readonly BillingInvoice[];
  /** Why the invoices (or their next page) could not be read, in words. */
  invoicesError?: string;
  hasMoreInvoices?: boolean;
  isLoadingMoreInvoices?: boolean;
  onLoadMoreInvoices(): void;
  /** Downloads an invoice's PDF receipt. */
  onDownloadReceipt(invoice: BillingInvoice): void;
  /** The invoice whose receipt is downloading. */
  downloadingReceiptId?: string;
  /** Why the last receipt did not download, in words. */
  receiptError?: string;
}

const numberFormat = new Intl.NumberFormat('en-US');
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
const shortDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function money(cents: number, currency = 'usd'): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}

const dateOf = (iso: string | null | undefined, format = longDate) => (iso ? format.format(new Date(iso)) : '');

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The accessible name of an invoice's receipt link: which invoice it is, not only "Receipt". */
export function receiptLabel(invoice: BillingInvoice): string {
  return `Receipt for ${invoice.description}, ${dateOf(invoice.created_at, shortDate)} (PDF)`;
}

function Panel({ title, action, busy, children }: { title: string; action?: ReactNode; busy?: boolean; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId} aria-busy={busy || undefined}>
      <Stack space="4">
        <Inline space="3" alignY="center" align="spaceBetween" wrap>
          <h2 id={headingId} className={styles.panelTitle}>
            {title}
          </h2>
          {action}
        </Inline>
        {children}
      </Stack>
    </section>
  );
}

/** Grey shapes where a section's content will be, one of the given kind (a `bone*` style) each. */
function Skeleton({ label, bones }: { label: string; bones: readonly string[] }) {
  return (
    <Stack space="3">
      <span className={styles.srOnly} role="status">
        {label}
      </span>
      {bones.map((bone, index) => (
        <span key={index} className={`${styles.bone} ${bone}`} />
      ))}
    </Stack>
  );
}

function PlanBody(props: BillingScreenProps & { subscription: Subscription }) {
  const { subscription, tier, pricingHref, onOpenCancel, onResume, isResuming = false, resumeError, onOpenPortal, isOpeningPortal = false, portalError } = props;
  const plan: PaidTier | null = subscription.plan;
  const portal = subscription.portal_available ? (
    <Button variant="secondary" icon={<Icon icon={CreditCard} size={16} />} onPress={onOpenPortal} isPending={isOpeningPortal}>
      Manage payment method
    </Button>
  ) : null;

  if (subscription.status === 'none' || !plan) {
    const setOnAccount = tier !== undefined && tier !== 'free';
    return (
      <Stack space="3">
        <Inline space="3" alignY="center" wrap>
          <span className={styles.planName}>{setOnAccount ? `${TIER_NAMES[tier]} tier` : 'Free plan'}</span>
          {setOnAccount ? <span className={`${styles.status} ${styles.statusTone.neutral}`}>Does not renew</span> : null}
        </Inline>
        <p className={styles.text}>
          {setOnAccount
            ? `The ${TIER_NAMES[tier]} tier was set on your account; no plan renews and nothing is charged.`
            : 'You are on the free plan. A paid plan gives you credits every month and unlocks more tools.'}
        </p>
        <Inline space="3" alignY="center" wrap>
          <ButtonLink href={pricingHref} variant={setOnAccount ? 'secondary' : 'primary'}>
            See plans
          </ButtonLink>
          {portal}
        </Inline>
        {portalError ? <Notice tone="danger" role="alert">{`The payment page could not open: ${portalError}`}</Notice> : null}
      </Stack>
    );
  }

  const ends = dateOf(subscription.current_period_end);
  const canceling = subscription.status === 'canceling';
  return (
    <Stack space="3">
      <Inline space="3" alignY="center" wrap>
        <span className={styles.planName}>{`${TIER_NAMES[plan]} plan`}</span>
        <span className={`${styles.status} ${canceling ? styles.statusTone.warning : styles.statusTone.success}`}>{canceling ? 'Ending' : 'Active'}</span>
      </Inline>
      <p className={styles.text}>
        {canceling ? (
          <>
            Ends on <strong className={styles.strong}>{ends}</strong>. You keep the {TIER_NAMES[plan]} tier and its tools until then; after that your
            account moves to the free plan. Resume to keep it renewing.
          </>
        ) : (
          <>
            Renews on <strong className={styles.strong}>{ends}</strong>
            {subscription.renewal_price_cents !== null ? (
              <>
                {' '}
                at <strong className={styles.strong}>{money(subscription.renewal_price_cents)}</strong>
              </>
            ) : null}
            {subscription.renewal_credits !== null ? ` with ${numberFormat.format(subscription.renewal_credits)} credits` : ''}.
          </>
        )}
      </p>
      <Inline space="3" alignY="center" wrap>
        {canceling ? (
          <Button onPress={onResume} isPending={isResuming}>
            Resume plan
          </Button>
        ) : (
          <Button variant="secondary" onPress={onOpenCancel}>
            Cancel plan
          </Button>
        )}
        {portal}
        <ButtonLink href={pricingHref} variant="ghost">
          Change plan
        </ButtonLink>
      </Inline>
      {resumeError ? <Notice tone="danger" role="alert">{`The plan could not be resumed: ${resumeError}`}</Notice> : null}
      {portalError ? <Notice tone="danger" role="alert">{`The payment page could not open: ${portalError}`}</Notice> : null}
    </Stack>
  );
}

function CancelDialog({ subscription, isCancelOpen, onCloseCancel, onConfirmCancel, isCanceling = false, cancelError }: BillingScreenProps) {
  const plan = subscription?.plan ? TIER_NAMES[subscription.plan] : '';
  const ends = dateOf(subscription?.current_period_end);
  return (
    <ModalDialog
      isOpen={isCancelOpen}
      onClose={onCloseCancel}
      title={`Cancel your ${plan} plan?`}
      role="alertdialog"
      iconTone="danger"
      icon={<Icon icon={CalendarX} size={20} />}
      isDismissable={!isCanceling}
    >
      <ul className={styles.consequences}>
        <li>
          Your plan will not renew. You keep the {plan} tier and its tools until <strong className={styles.strong}>{ends}</strong>.
        </li>
        <li>After that your account moves to the free plan.</li>
        <li>There is no refund for the month you have paid.</li>
      </ul>
      <p className={styles.text}>{`You can resume the plan until ${ends}.`}</p>
      {cancelError ? (
        <Notice tone="danger" role="alert">
          {`The plan could not be canceled: ${cancelError}`}
        </Notice>
      ) : null}
      <Inline space="2" wrap align="right" marginTop="2">
        <Button variant="secondary" onPress={onCloseCancel} isDisabled={isCanceling}>
          Keep plan
        </Button>
        <Button variant="danger" onPress={onConfirmCancel} isPending={isCanceling}>
          Yes, cancel plan
        </Button>
      </Inline>
    </ModalDialog>
  );
}

function InvoiceTable({
  invoices,
  onDownloadReceipt,
  downloadingReceiptId,
}: Pick<BillingScreenProps, 'onDownloadReceipt' | 'downloadingReceiptId'> & { invoices: readonly BillingInvoice[] }) {
  return (
    // In a narrow column each row becomes a small card (a container query on this wrapper).
    <div className={styles.tableFrame}>
      <table className={styles.table}>
        <caption className={styles.srOnly}>
          Invoices, newest first
        </caption>
        <thead className={styles.head}>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Description</th>
            <th scope="col" className={styles.numeric}>
              Amount
            </th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className={styles.srOnly}>Receipt</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.id}>
              <td className={styles.cell.date}>{dateOf(invoice.created_at, shortDate)}</td>
              <td className={styles.cell.description}>{invoice.description}</td>
              <td className={styles.cell.amount}>{money(invoice.amount_cents, invoice.currency)}</td>
              <td className={styles.cell.status}>
                <span className={`${styles.status} ${invoice.status === 'paid' ? styles.statusTone.success : styles.statusTone.neutral}`}>
                  {capitalized(invoice.status)}
                </span>
              </td>
              <td className={styles.cell.receipt}>
                <AriaButton
                  className={styles.receiptLink}
                  aria-label={receiptLabel(invoice)}
                  isPending={downloadingReceiptId === invoice.id}
                  onPress={() => onDownloadReceipt(invoice)}
                >
                  <Icon icon={Download} size={14} />
                  {downloadingReceiptId === invoice.id ? 'Downloading…' : 'Receipt'}
                </AriaButton>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function InvoicesBody({
  invoices,
  invoicesError,
  hasMoreInvoices = false,
  isLoadingMoreInvoices = false,
  onLoadMoreInvoices,
  onDownloadReceipt,
  downloadingReceiptId,
  receiptError,
}: BillingScreenProps) {
  if (invoices === undefined && !invoicesError) return <Skeleton label="Loading invoices…" bones={[styles.boneRow, styles.boneRow, styles.boneRow]} />;
  if (invoices === undefined || (invoices.length === 0 && invoicesError)) {
    return (
      <Stack space="3" align="left">
        <Notice tone="danger" role="alert">{`Your invoices could not be loaded: ${invoicesError}`}</Notice>
        <Button variant="secondary" onPress={onLoadMoreInvoices}>
          Try loading invoices again
        </Button>
      </Stack>
    );
  }
  if (invoices.length === 0) {
    return <p className={styles.text}>No invoices yet. Each purchase and each renewal of a plan leaves one here, with its receipt.</p>;
  }
  return (
    <Stack space="3">
      {receiptError ? <Notice tone="danger" role="alert">{`The receipt could not be downloaded: ${receiptError}`}</Notice> : null}
      <InvoiceTable invoices={invoices} onDownloadReceipt={onDownloadReceipt} downloadingReceiptId={downloadingReceiptId} />
      {invoicesError ? <Notice tone="danger" role="alert">{`More invoices could not be loaded: ${invoicesError}`}</Notice> : null}
      {hasMoreInvoices || invoicesError ? (
        <Inline align="center">
          <Button variant="secondary" onPress={onLoadMoreInvoices} isPending={isLoadingMoreInvoices}>
            {invoicesError ? 'Try loading more invoices again' : 'Load more invoices'}
          </Button>
        </Inline>
      ) : null}
    </Stack>
  );
}

/** `/dashboard/profile/billing`: the plan and whether it renews, cancelling or resuming it, the card on file, and the invoices. */
export function BillingScreen(props: BillingScreenProps) {
  const { subscription, subscriptionError, onRetrySubscription, invoices, invoicesError } = props;
  return (
    <DashboardPage as="section" title="Billing" subtitle="Your plan, how you pay, and your invoices with their receipts.">
      <Panel title="Plan" busy={subscription === undefined && !subscriptionError}>
        {subscription ? (
          <PlanBody {...props} subscription={subscription} />
        ) : subscriptionError ? (
          <Stack space="3" align="left">
            <Notice tone="danger" role="alert">{`Your plan could not be loaded: ${subscriptionError}`}</Notice>
            <Button variant="secondary" onPress={onRetrySubscription}>
              Try loading the plan again
            </Button>
          </Stack>
        ) : (
          <Skeleton label="Loading your plan…" bones={[styles.boneTitle, styles.boneLine, styles.boneButton]} />
        )}
      </Panel>
      <Panel title="Invoices" busy={invoices === undefined && !invoicesError}>
        <InvoicesBody {...props} />
      </Panel>
      <CancelDialog {...props} />
    </DashboardPage>
  );
}
