import { formErrors, sendState, useDeleteAccount, useDeleteFlow, useSendVerificationEmail, useUpdateProfile, useUser } from '@facet/data';
import { AccountScreen } from '@facet/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../auth/paths';

export function AccountRoute() {
  const { user } = useUser();
  const navigate = useNavigate();
  const update = useUpdateProfile();
  const resend = useSendVerificationEmail();
  const remove = useDeleteAccount();
  const [isDeleteOpen, setDeleteOpen] = useState(false);
  const deleteFlow = useDeleteFlow(isDeleteOpen);
  if (!user) return null;
  const updateErrors = formErrors(update.error);

  return (
    <AccountScreen
      user={user}
      onSaveName={(name) => void update.trigger({ id: user.id, name }).catch(() => undefined)}
      nameState={update.isMutating ? 'saving' : update.data && !update.error ? 'saved' : 'idle'}
      nameError={updateErrors.fieldErrors?.name ?? updateErrors.serverError}
      onResendVerification={() => void resend.trigger().catch(() => undefined)}
      verificationState={sendState(resend)}
      upgradeHref={paths.pricing}
      isDeleteOpen={isDeleteOpen}
      onOpenDelete={() => setDeleteOpen(true)}
      onCloseDelete={() => setDeleteOpen(false)}
      deleteFlow={deleteFlow.deleteFlow}
      deleteFlowError={deleteFlow.error ? formErrors(deleteFlow.error).serverError : undefined}
      onConfirmDelete={() => {
        remove
          .trigger()
          .then(() => navigate(paths.home, { replace: true }))
          .catch(() => undefined);
      }}
      isDeleting={remove.isMutating}
      deleteError={formErrors(remove.error).serverError}
    />
  );
}
