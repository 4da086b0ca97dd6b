/** Renaming and deleting the asset on the asset page, with each dialog's state. */
import { useAssetActions } from './asset-hooks';
import { dialogProps, useDialogState } from './dialog-state';
import { errorText } from './error-text';

export function useAssetDetailActions(assetId: string, { onDeleted }: { onDeleted: () => void }) {
  const actions = useAssetActions();
  const renameDialog = useDialogState();
  const deleteDialog = useDialogState();

  const rename = (name: string) => {
    renameDialog.setPending(true);
    actions
      .rename(assetId, name)
      .then(() => renameDialog.close())
      .catch((failure: unknown) => renameDialog.setError(errorText(failure, 'The asset could not be renamed.')))
      .finally(() => renameDialog.setPending(false));
  };
  const remove = () => {
    deleteDialog.setPending(true);
    actions
      .remove(assetId)
      .then(onDeleted)
      .catch((failure: unknown) => deleteDialog.setError(errorText(failure, 'The asset could not be deleted.')))
      .finally(() => deleteDialog.setPending(false));
  };
  return { rename: dialogProps(renameDialog, rename), remove: dialogProps(deleteDialog, remove) };
}
