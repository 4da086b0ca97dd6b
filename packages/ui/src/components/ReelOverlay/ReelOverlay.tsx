import type { Asset, PublicAsset } from '@facet/contract';
import { useEffect, type ReactNode } from 'react';
import { Button as AriaButton, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { typeAndFormat } from '../private/assetFormat';
import { AssetImage } from '../private/AssetImage';
import { ButtonLink } from '../private/ButtonLink';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { Icon } from '../private/Icon';
import * as styles from './ReelOverlay.css';

export interface ReelOverlayProps<Item extends Asset | PublicAsset> {
  /** The list the reel walks through, in its order: the assets the screen behind shows. */
  items: readonly Item[];
  /** The `reel` search param: the asset shown; `null` (or an id not in `items`) keeps the reel closed. */
  currentId: string | null;
  /** Shows another asset of the list (the app updates `reel`, so the URL can be shared). */
  onNavigate(assetId: string): void;
  /** Escape, the close button or a click on the backdrop. */
  onClose(): void;
  /**
   * The 3D view for a mesh, e.g. the lazily loaded ModelViewer in Suspense. Other assets, and
   * meshes without it, show their picture.
   */
  renderViewer?(asset: Item): ReactNode;
  /** Where "Details" leads for an asset. */
  detailsHref?(asset: Item): string;
}

const steps = {
  previous: { label: 'Previous', icon: ChevronLeft, className: `${styles.step} ${styles.stepPrevious}` },
  next: { label: 'Next', icon: ChevronRight, className: `${styles.step} ${styles.stepNext}` },
};

/** The side button to the previous or next asset of the list; disabled at either end. */
function StepButton({ direction, target, onNavigate }: { direction: keyof typeof steps; target?: Asset | PublicAsset; onNavigate(assetId: string): void }) {
  const { label, icon, className } = steps[direction];
  return (
    <AriaButton
      className={className}
      onPress={() => target && onNavigate(target.id)}
      isDisabled={!target}
      aria-label={target ? `${label}: ${target.name}` : label}
    >
      <Icon icon={icon} size={20} />
    </AriaButton>
  );
}

const noteFor: Partial<Record<Asset['type'], string>> = {
  splat: 'Splats cannot be viewed in 3D here yet: this is the preview picture.',
  video: 'Videos cannot be played here yet: this is the preview picture.',
};

/**
 * One asset of the current list full screen (PRODUCT.md: the `reel` param), over the list: arrow
 * keys and the side buttons go to the previous and next asset, Escape closes.
 */
export function ReelOverlay<Item extends Asset | PublicAsset>({ items, currentId, onNavigate, onClose, renderViewer, detailsHref }: ReelOverlayProps<Item>) {
  const index = currentId === null ? -1 : items.findIndex((asset) => asset.id === currentId);
  const asset = index >= 0 ? items[index] : undefined;
  const previous = index > 0 ? items[index - 1] : undefined;
  const next = index >= 0 ? items[index + 1] : undefined;

  // The dialog holds focus while open, so the arrow keys are read at the window. A key pressed
  // in a text field is left alone.
  useEffect(() => {
    if (!asset) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) return;
      const target = event.key === 'ArrowLeft' ? previous : event.key === 'ArrowRight' ? next : undefined;
      if (target) {
        event.preventDefault();
        onNavigate(target.id);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [asset, previous, next, onNavigate]);

  const viewer = asset && asset.type === 'mesh' ? renderViewer?.(asset) : undefined;
  const note = asset ? noteFor[asset.type] : undefined;

  return (
    <ModalOverlay
      isOpen={asset !== undefined}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          {asset ? (
            <>
              <header className={styles.bar}>
                <div className={styles.heading}>
                  <Heading slot="title" className={styles.title}>
                    {asset.name}
                  </Heading>
                  <p className={styles.meta}>
                    <span className={styles.position}>
                      {index + 1} of {items.length}
                    </span>
                    <span aria-hidden="true"> · </span>
                    {typeAndFormat(asset)}
                  </p>
                </div>
                <div className={styles.barActions}>
                  {detailsHref ? (
                    <ButtonLink href={detailsHref(asset)} variant="secondary">
                      Details
                    </ButtonLink>
                  ) : null}
                  <AriaButton className={styles.iconButton} onPress={onClose} aria-label="Close">
                    <Icon icon={X} size={18} />
                  </AriaButton>
                </div>
              </header>

              <div className={styles.stage}>
                <StepButton direction="previous" target={previous} onNavigate={onNavigate} />
                <div className={styles.media} key={asset.id}>
                  {viewer ?? <AssetImage asset={asset} fit="contain" alt={asset.name} iconSize={48} />}
                </div>
                <StepButton direction="next" target={next} onNavigate={onNavigate} />
              </div>
              {note ? <p className={styles.note}>{note}</p> : null}
            </>
          ) : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
