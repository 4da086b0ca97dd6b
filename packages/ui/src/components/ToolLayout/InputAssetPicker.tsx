import { Check, ChevronDown, Search } from 'lucide-react';
import type { Asset } from '@facet/contract';
import { useContext, useEffect, useState, type KeyboardEvent } from 'react';
import {
  Button as AriaButton,
  Collection,
  ComboBox,
  ComboBoxStateContext,
  Group,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  ListBoxLoadMoreItem,
  Popover,
  useFilter,
} from 'react-aria-components';
import { Icon } from '../private/Icon';
import { Box } from '../Box/Box';
import { FailureNotice } from '../private/FailureNotice';
import { fineText } from '../private/recipes.css';
import { AssetThumb } from './AssetThumb';
import { assetSummary } from './toolFormat';
import type { ToolLayoutProps } from './toolLayoutTypes';
import * as styles from './InputAssetPicker.css';

export interface InputAssetPickerProps
  extends Pick<
    ToolLayoutProps,
    | 'inputAsset'
    | 'candidates'
    | 'candidatesError'
    | 'onRetryCandidates'
    | 'onPickAsset'
    | 'inputHint'
    | 'onSearchCandidates'
    | 'isSearchingCandidates'
    | 'candidatesHaveMore'
    | 'onLoadMoreCandidates'
    | 'isLoadingMoreCandidates'
  > {
  isDisabled: boolean;
  /** What the field is called ('Input' unless told). */
  label?: string;
  /** What shows when the library has nothing to pick. */
  emptyText?: string;
}

const chevron = <Icon icon={ChevronDown} size={16} />;

const check = <Icon icon={Check} size={16} />;

const search = <Icon icon={Search} size={16} />;

/**
 * The picker's text field. The list opens on a click, and from the keyboard with Enter, Space or
 * the down arrow once the field has focus (focus alone leaves it closed, so Tab passes through).
 * Space opens it only while the field shows the picked asset or nothing: inside a search it is a
 * space.
 */
function PickerInput({ placeholder }: { placeholder: string }) {
  const state = useContext(ComboBoxStateContext);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!state || state.isOpen) return;
    const isSearching = state.inputValue !== '' && state.inputValue !== (state.selectedItem?.textValue ?? '');
    if (event.key === 'Enter' || (event.key === ' ' && !isSearching)) {
      event.preventDefault();
      state.open('first', 'manual');
    }
  };
  return (
    <Input
      className={styles.input}
      placeholder={placeholder}
      onKeyDown={onKeyDown}
      onClick={() => {
        if (state && !state.isOpen) state.open(null, 'manual');
      }}
    />
  );
}

/**
 * A searchable list of the assets a tool accepts, each with its picture and triangle count. The
 * typing narrows the list at once, and (with `onSearchCandidates`) searches the whole library; the
 * list loads more as it scrolls (`candidatesHaveMore`).
 */
export function InputAssetPicker(props: InputAssetPickerProps) {
  const { candidates, candidatesError, onRetryCandidates, label = 'Input' } = props;
  if (candidatesError) {
    return (
      <div className={styles.field}>
        <span className={styles.label}>{label}</span>
        <FailureNotice onRetry={onRetryCandidates} retrySize="sm" space="2" fill>
          {candidatesError}
        </FailureNotice>
      </div>
    );
  }

  if (candidates === undefined) {
    return (
      <div className={styles.field}>
        <span className={styles.label} aria-hidden="true">
          {label}
        </span>
        <span className={styles.loading} role="status" aria-label="Loading your assets">
          <span className={styles.loadingThumb} />
          <span className={styles.loadingLine} />
        </span>
      </div>
    );
  }

  return <PickerField {...props} candidates={candidates} />;
}

function PickerField({
  inputAsset,
  candidates,
  onPickAsset,
  inputHint,
  isDisabled,
  label = 'Input',
  emptyText = 'Nothing in your library fits this tool yet. Upload one on the Assets page.',
  onSearchCandidates,
  isSearchingCandidates = false,
  candidatesHaveMore = false,
  onLoadMoreCandidates,
  isLoadingMoreCandidates = false,
}: InputAssetPickerProps & { candidates: readonly Asset[] }) {
  const pickedName = inputAsset?.name ?? '';
  const [inputValue, setInputValue] = useState(pickedName);
  // A pick (here or from the address) shows its name in the field, and the list its newest again.
  const [shownPick, setShownPick] = useState(pickedName);
  if (shownPick !== pickedName) {
    setShownPick(pickedName);
    setInputValue(pickedName);
  }
  useEffect(() => {
    onSearchCandidates?.('');
    // Only a new pick resets the search, not a new callback.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pickedName]);
  const { contains } = useFilter({ sensitivity: 'base' });
  // The text typed, unless the field only shows the picked asset's name.
  const typed = inputValue === pickedName ? '' : inputValue.trim();
  const onInputChange = (value: string) => {
    setInputValue(value);
    onSearchCandidates?.(value === pickedName ? '' : value);
  };

  // An asset picked elsewhere (a link from its page) may not be in the first page of candidates.
  const all = inputAsset && !candidates.some((asset) => asset.id === inputAsset.id) ? [inputAsset, ...candidates] : candidates;
  // The list narrows at once as the person types; the library's own search answers after.
  const items = typed ? all.filter((asset) => contains(asset.name, typed)) : all;
  const isSearching = typed !== '' && isSearchingCandidates;

  return (
    <ComboBox
      className={styles.field}
      items={items}
      value={inputAsset?.id ?? null}
      inputValue={inputValue}
      onInputChange={onInputChange}
      onChange={(key) => {
        if (key !== null && key !== inputAsset?.id) onPickAsset(String(key));
      }}
      isDisabled={isDisabled}
      // The list stays open on no match, to say so (or that the library is being searched).
      allowsEmptyCollection
    >
      <Label className={styles.label}>{label}</Label>
      <Group className={styles.control}>
        <span className={styles.leading} aria-hidden="true">
          {inputAsset ? (
            <span className={styles.leadingThumb}>
              <AssetThumb asset={inputAsset} />
            </span>
          ) : (
            search
          )}
        </span>
        <PickerInput placeholder={inputHint} />
        <AriaButton className={styles.toggle}>{chevron}</AriaButton>
      </Group>
      {candidates.length === 0 && !typed ? <p className={fineText}>{emptyText}</p> : null}
      <Popover className={styles.popover} offset={6}>
        <ListBox<Asset>
          className={styles.list}
          renderEmptyState={() => (
            <p className={styles.noMatch} role={isSearching ? 'status' : undefined}>
              {isSearching ? 'Searching your library…' : typed ? 'No asset by that name.' : emptyText}
            </p>
          )}
        >
          <Collection items={items}>
            {(asset) => (
              <ListBoxItem id={asset.id} textValue={asset.name} className={styles.option}>
                {({ isSelected }) => (
                  <>
                    <span className={styles.optionThumb} aria-hidden="true">
                      <AssetThumb asset={asset} />
                    </span>
                    <span className={styles.optionText}>
                      <span className={styles.optionName}>{asset.name}</span>
                      <span className={styles.optionMeta}>{assetSummary(asset)}</span>
                    </span>
                    {isSelected ? (
                      <Box as="span" display="inline-flex" flexShrink={0} color="accentInk">
                        {check}
                      </Box>
                    ) : null}
                  </>
                )}
              </ListBoxItem>
            )}
          </Collection>
          {candidatesHaveMore && onLoadMoreCandidates ? (
            <ListBoxLoadMoreItem className={styles.loadMore} onLoadMore={onLoadMoreCandidates} isLoading={isLoadingMoreCandidates}>
              <span role="status">Loading more…</span>
            </ListBoxLoadMoreItem>
          ) : null}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
