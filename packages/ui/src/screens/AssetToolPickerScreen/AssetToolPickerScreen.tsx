import type { Asset } from '@facet/contract';
import { useId } from 'react';
import { Stack } from '../../components/Stack/Stack';
import { InputAssetPicker } from '../../components/ToolLayout/InputAssetPicker';
import { assetTypeLabels } from '../../components/private/assetFormat';
import { DashboardPage } from '../../components/private/DashboardPage';
import { FailureNotice } from '../../components/private/FailureNotice';
import { type ToolChoice, ToolChoices } from '../../components/private/ToolChoices';
import * as styles from './AssetToolPickerScreen.css';

export interface AssetToolPickerScreenProps {
  /** The assets a tool can be run on; `undefined` while they load. */
  assets: readonly Asset[] | undefined;
  assetsError?: string;
  onRetryAssets?(): void;
  /** The asset picked (or named in the address); `null` until there is one. */
  asset: Asset | null;
  /** Why the asset named in the address could not be opened. */
  assetError?: string;
  onPickAsset(id: string): void;
  /** The tools that take the picked asset's type, each opening with the asset picked. */
  choices: readonly ToolChoice[];
}

/** `/dashboard/asset/tool`: pick an asset, see the tools that take it, open one with the asset already picked. */
export function AssetToolPickerScreen({ assets, assetsError, onRetryAssets, asset, assetError, onPickAsset, choices }: AssetToolPickerScreenProps) {
  const toolsId = useId();
  return (
    <DashboardPage title="Pick a tool" subtitle="Choose an asset from your library, then a tool that works on it." width="wide">
      <div className={styles.picker}>
        <InputAssetPicker
          inputAsset={asset}
          candidates={assets}
          candidatesError={assetsError}
          onRetryCandidates={onRetryAssets}
          onPickAsset={onPickAsset}
          inputHint="Pick an asset"
          label="Asset"
          isDisabled={false}
          emptyText="Your library is empty. Upload a mesh or an image on the Assets page first."
        />
      </div>
      {assetError ? <FailureNotice>{assetError}</FailureNotice> : null}

      <Stack as="section" space="4" aria-labelledby={toolsId}>
        <h2 id={toolsId} className={styles.sectionTitle}>
          {asset ? `Tools for ${asset.name}` : 'Tools'}
        </h2>
        {!asset ? (
          <p className={styles.note}>Pick an asset above: the tools that take it show here.</p>
        ) : choices.length === 0 ? (
          <p className={styles.note}>No tool takes a {assetTypeLabels[asset.type].toLowerCase()} yet. Pick another asset.</p>
        ) : (
          <ToolChoices choices={choices} aria-label={`Tools for ${asset.name}`} />
        )}
      </Stack>
    </DashboardPage>
  );
}
