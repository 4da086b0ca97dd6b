import type { Asset } from '@facet/contract';
import { previewOf } from '../private/assetFormat';
import { AssetImage } from '../private/AssetImage';
import { AssetTypeIcon } from '../private/AssetTypeIcon';
import * as styles from './InputAssetPicker.css';

/**
 * A picker-sized picture: AssetImage while there is a preview (or one is coming), a bare type
 * glyph otherwise, since AssetImage's placeholder is drawn for cards and does not fit 32 px.
 */
export function AssetThumb({ asset }: { asset: Asset }) {
  if (previewOf(asset).kind === 'none') {
    return (
      <span className={styles.thumbPlaceholder}>
        <AssetTypeIcon type={asset.type} size={16} />
      </span>
    );
  }
  return <AssetImage asset={asset} />;
}
