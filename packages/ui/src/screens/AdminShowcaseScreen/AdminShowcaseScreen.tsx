import type { Asset } from '@facet/contract';
import { ArrowDown, ArrowUp, X } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button as AriaButton, Form, GridList, GridListItem, useDragAndDrop } from 'react-aria-components';
import { AdminActionOutcome, AdminLoad, AdminPanel, type AdminActionState } from '../../components/private/AdminParts';
import { assetTypeLabels } from '../../components/private/assetFormat';
import { AssetImage } from '../../components/private/AssetImage';
import { Button } from '../../components/Button/Button';
import { DashboardPage } from '../../components/private/DashboardPage';
import { Icon } from '../../components/private/Icon';
import { Inline } from '../../components/Inline/Inline';
import { Stack } from '../../components/Stack/Stack';
import { TextField } from '../../components/TextField/TextField';
import { gripGlyph } from '../../components/AssetGrid/glyphs';
import { assetIdFrom, moveBy, reorder } from './showcaseOrder';
import * as styles from './AdminShowcaseScreen.css';

export interface AdminShowcaseScreenProps {
  /** The showcase in the order visitors see it; undefined while it loads. */
  assets?: readonly Asset[];
  error?: string;
  onRetry(): void;
  /** Puts an asset (by its id) in the showcase, at its end. */
  onAdd(assetId: string): void;
  add: AdminActionState;
  /** The whole showcase in its new order, after a drag or a move. */
  onReorder(ids: string[]): void;
  reorder: AdminActionState;
  /** Takes an asset out of the showcase (it stays in its owner's library). */
  onRemove(asset: Asset): void;
  remove: AdminActionState;
}

function AddForm({ onAdd, add }: Pick<AdminShowcaseScreenProps, 'onAdd' | 'add'>) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const id = assetIdFrom(String(new FormData(event.currentTarget).get('asset') ?? ''));
    if (id) onAdd(id);
  };
  return (
    <Form onSubmit={submit} aria-label="Add to the showcase">
      <Stack space="3">
        <Inline space="3" alignY="top" wrap>
          <div className={styles.name}>
            <TextField
              label="Asset id or address"
              name="asset"
              description="Paste an asset's id, or the address of its page."
              placeholder="/dashboard/asset/…"
              validate={(value) => (assetIdFrom(value) ? null : "Enter an asset's id or the address of its page.")}
              isDisabled={add.isPending}
            />
          </div>
          <Button type="submit" variant="secondary" isPending={add.isPending}>
            Add to showcase
          </Button>
        </Inline>
        <AdminActionOutcome state={add} />
      </Stack>
    </Form>
  );
}

function ShowcaseList({ assets, onReorder, onRemove, isBusy }: { assets: readonly Asset[]; onReorder(ids: string[]): void; onRemove(asset: Asset): void; isBusy: boolean }) {
  const order = assets.map((asset) => asset.id);
  const { dragAndDropHooks } = useDragAndDrop<Asset>({
    isDisabled: isBusy,
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': assets.find((asset) => asset.id === key)?.name ?? String(key) })),
    onReorder: (event) => onReorder(reorder(order, [...event.keys].map(String), String(event.target.key), event.target.dropPosition === 'before' ? 'before' : 'after')),
    renderDropIndicator: (target) => <div className={styles.dropIndicator} data-target={target.type} />,
  });
  return (
    <GridList
      aria-label="Showcase order"
      items={assets}
      // A row shows its place and moves from the whole order: without these, the list keeps each
      // row as first drawn (keyed by the asset), with its old number and old order to move from.
      dependencies={[assets, isBusy, onReorder, onRemove]}
      className={styles.list}
      dragAndDropHooks={dragAndDropHooks}
      layout="stack"
    >
      {(asset) => {
        const index = order.indexOf(asset.id);
        return (
          <GridListItem id={asset.id} textValue={asset.name} className={styles.item}>
            <AriaButton slot="drag" className={styles.handle} aria-label={`Drag ${asset.name}`}>
              {gripGlyph}
            </AriaButton>
            <span className={styles.position} data-place>
              {index + 1}
            </span>
            <span className={styles.thumb}>
              <AssetImage asset={asset} iconSize={20} />
            </span>
            <span className={styles.name}>
              <span className={styles.title}>{asset.name}</span>
              <span className={styles.meta}>{assetTypeLabels[asset.type]}</span>
            </span>
            <span className={styles.actions}>
              <AriaButton
                className={styles.iconButton}
                aria-label={`Move ${asset.name} up`}
                isDisabled={isBusy || index === 0}
                onPress={() => onReorder(moveBy(order, asset.id, -1))}
              >
                <Icon icon={ArrowUp} size={15} />
              </AriaButton>
              <AriaButton
                className={styles.iconButton}
                aria-label={`Move ${asset.name} down`}
                isDisabled={isBusy || index === order.length - 1}
                onPress={() => onReorder(moveBy(order, asset.id, 1))}
              >
                <Icon icon={ArrowDown} size={15} />
              </AriaButton>
              <AriaButton className={styles.iconButton} aria-label={`Remove ${asset.name} from the showcase`} isDisabled={isBusy} onPress={() => onRemove(asset)}>
                <Icon icon={X} size={15} />
              </AriaButton>
            </span>
          </GridListItem>
        );
      }}
    </GridList>
  );
}

/**
 * `/dashboard/admin/manage-showcase`: the public showcase's assets in their order. Reorder by dragging
 * the handle, by the keyboard (the handle with Enter, arrows, Enter to drop), or with the move buttons.
 */
export function AdminShowcaseScreen({ assets, error, onRetry, onAdd, add, onReorder, reorder: reorderState, onRemove, remove }: AdminShowcaseScreenProps) {
  const isBusy = Boolean(reorderState.isPending || remove.isPending);
  return (
    <DashboardPage as="section" title="Showcase" subtitle="What visitors see first, in this order." width="narrow">
      <AdminPanel title="Add an asset">
        <AddForm onAdd={onAdd} add={add} />
      </AdminPanel>
      <AdminPanel title={assets ? `In the showcase (${assets.length})` : 'In the showcase'}>
        <AdminLoad loadingText="Loading the showcase…" error={error} errorPrefix="The showcase could not be loaded" onRetry={onRetry} isLoaded={assets !== undefined}>
          <Stack space="3">
            {assets && assets.length > 0 ? (
              <ShowcaseList assets={assets} onReorder={onReorder} onRemove={onRemove} isBusy={isBusy} />
            ) : (
              <p>The showcase is empty. Add an asset by its id above.</p>
            )}
            <AdminActionOutcome state={reorderState} />
            <AdminActionOutcome state={remove} />
          </Stack>
        </AdminLoad>
      </AdminPanel>
    </DashboardPage>
  );
}
