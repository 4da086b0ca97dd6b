import type { Asset } from '@facet/contract';
import { useState } from 'react';
import { previewOf } from './assetFormat';
import { AssetTypeIcon } from './AssetTypeIcon';
import * as styles from './AssetImage.css';

export interface AssetImageProps {
  asset: Pick<Asset, 'type' | 'data'>;
  /** `cover` fills the frame (cards), `contain` shows the whole picture (reel, detail page). */
  fit?: 'cover' | 'contain';
  /** Alternative text; empty (decorative) where the asset's name is next to the picture. */
  alt?: string;
  /** Edge of the placeholder glyph in px. */
  iconSize?: number;
}

/**
 * An asset's preview picture (SPEC.md section 2): a shimmering skeleton while the preview is being
 * rendered or the image loads, and a placeholder by type when there is none or it fails.
 */
export function AssetImage({ asset, fit = 'cover', alt = '', iconSize = 28 }: AssetImageProps) {
  const preview = previewOf(asset);
  // Keyed by URL, so a new URL starts over without an effect.
  const [loadedUrl, setLoadedUrl] = useState<string>();
  const [failedUrl, setFailedUrl] = useState<string>();

  if (preview.kind === 'image' && failedUrl !== preview.url) {
    const isLoaded = loadedUrl === preview.url;
    return (
      <span className={fit === 'contain' ? `${styles.frame} ${styles.frameClear}` : styles.frame} data-state={isLoaded ? 'loaded' : 'loading'}>
        {isLoaded ? null : <span className={styles.skeleton} aria-hidden="true" />}
        <img
          // A cached image may be complete before React attaches onLoad.
          ref={(image) => {
            if (image?.complete && image.naturalWidth > 0 && loadedUrl !== preview.url) setLoadedUrl(preview.url);
          }}
          className={`${styles.image} ${styles.fit[fit]}`}
          src={preview.url}
          alt={alt}
          draggable={false}
          decoding="async"
          onLoad={() => setLoadedUrl(preview.url)}
          onError={() => setFailedUrl(preview.url)}
        />
      </span>
    );
  }

  if (preview.kind === 'pending') {
    return (
      <span className={styles.frame} data-state="pending" role={alt ? 'img' : undefined} aria-label={alt || undefined}>
        <span className={styles.skeleton} aria-hidden="true" />
      </span>
    );
  }

  const format = asset.type === 'folder' ? undefined : asset.data.format;
  return (
    <span
      className={`${styles.frame} ${asset.type === 'folder' ? styles.folderPlaceholder : styles.placeholder}`}
      data-state="placeholder"
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
    >
      <span className={asset.type === 'folder' ? styles.folderGlyph : styles.glyph} aria-hidden="true">
        <AssetTypeIcon type={asset.type} size={iconSize} />
      </span>
      {format ? (
        <span className={styles.format} aria-hidden="true">
          {format.toUpperCase()}
        </span>
      ) : null}
    </span>
  );
}
