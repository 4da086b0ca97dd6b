/** Renaming and deleting the asset on the asset page, with each dialog's state, and changing its up axis and unit. */
import type { MeshUnit, UpAxis } from '@facet/contract';
import { useState } from 'react';
import { useAssetActions } from './asset-hooks';
import { dialogProps, useDialogState } from './dialog-state';
import { errorText } from './error-text';

export function useAssetDetailActions(assetId: string, { onDeleted }: { onDeleted: () => void }) {
  const actions = useAssetActions();
  const renameDialog = useDialogState();
  const deleteDialog = useDialogState();
  const [upAxisPending, setUpAxisPending] = useState<UpAxis>();
  const [upAxisError, setUpAxisError] = useState<string>();
  const [unitPending, setUnitPending] = useState<MeshUnit>();
  const [unitError, setUnitError] = useState<string>();

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
  const setUpAxis = (upAxis: UpAxis) => {
    setUpAxisPending(upAxis);
    setUpAxisError(undefined);
    actions
      .setUpAxis(assetId, upAxis)
      .catch((failure: unknown) => setUpAxisError(errorText(failure, 'The up axis could not be changed.')))
      .finally(() => setUpAxisPending(undefined));
  };
  const setUnit = (unit: MeshUnit) => {
    setUnitPending(unit);
    setUnitError(undefined);
    actions
      .setUnit(assetId, unit)
      .catch((failure: unknown) => setUnitError(errorText(failure, 'The unit could not be changed.')))
      .finally(() => setUnitPending(undefined));
  };
  return {
    rename: dialogProps(renameDialog, rename),
    remove: dialogProps(deleteDialog, remove),
    /** `pending`: the axis asked for, until the server answers (the asset keeps its own until then). */
    upAxis: { pending: upAxisPending, error: upAxisError, run: setUpAxis },
    /** `pending`: the unit asked for, until the server answers. */
    unit: { pending: unitPending, error: unitError, run: setUnit },
  };
}
