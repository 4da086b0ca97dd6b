import { ArrowLeft } from 'lucide-react';
import type { Asset } from '@facet/contract';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Stack } from '../../components/Stack/Stack';
import { AssetLinkGrid } from '../../components/private/AssetLinkGrid';
import { DashboardPage } from '../../components/private/DashboardPage';
import { Icon } from '../../components/private/Icon';
import { FailureNotice } from '../../components/private/FailureNotice';
import { Spinner } from '../../components/private/Spinner';
import { TextLink } from '../../components/private/TextLink';
import { formatDay, ROLE_NAMES, type OrganizationMemberView } from '../../components/private/organization';
import * as styles from './OrganizationMemberScreen.css';

export interface OrganizationMemberScreenProps {
  organizationName: string;
  /** The member; `undefined` while they load. */
  member: OrganizationMemberView | undefined;
  /** Their assets in the organization's library, newest first; `undefined` while they load. */
  assets: readonly Asset[] | undefined;
  loadError?: string;
  onRetry?(): void;
  /** An asset's page. */
  assetHref(asset: Asset): string;
  /** Back to the members list. */
  membersHref: string;
}

/** /dashboard/organization/{orgId}/members/{memberId}: a member's role, when they joined, and what they shared. */
export function OrganizationMemberScreen({ organizationName, member, assets, loadError, onRetry, assetHref, membersHref }: OrganizationMemberScreenProps) {
  const back = (
    <p>
      <TextLink href={membersHref} size="sm">
        <span className={styles.back}>
          <Icon icon={ArrowLeft} size={14} />
          All members
        </span>
      </TextLink>
    </p>
  );
  if (loadError) {
    return (
      <DashboardPage title="Member" subtitle={organizationName}>
        {back}
        <FailureNotice onRetry={onRetry}>{loadError}</FailureNotice>
      </DashboardPage>
    );
  }
  if (member === undefined) {
    return (
      <DashboardPage title="Member" subtitle={organizationName}>
        {back}
        <p className={styles.loading} role="status" aria-label="Loading the member">
          <Spinner size={16} />
          Loading…
        </p>
      </DashboardPage>
    );
  }
  const name = member.name || member.email;
  return (
    <DashboardPage title={name} subtitle={`${member.email} · ${organizationName}`} width="wide">
      {back}
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>Role</dt>
          <dd className={styles.factValue}>{ROLE_NAMES[member.role]}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>Joined</dt>
          <dd className={styles.factValue}>
            <time dateTime={member.joined_at}>{formatDay(member.joined_at)}</time>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>Shared assets</dt>
          <dd className={styles.factValue}>{assets === undefined ? '…' : assets.length >= 50 ? '50+' : assets.length}</dd>
        </div>
      </dl>
      <Stack as="section" space="3" aria-labelledby="member-assets">
        <h2 id="member-assets" className={styles.sectionTitle}>
          Shared in {organizationName}
        </h2>
        {assets !== undefined && assets.length === 0 ? (
          <EmptyState title="Nothing shared yet" description={`${name} has not added an asset to the library.`} />
        ) : (
          <AssetLinkGrid assets={assets} hrefOf={assetHref} aria-label={`Assets ${name} shared`} placeholderCount={4} />
        )}
      </Stack>
    </DashboardPage>
  );
}
