import { errorText, formErrors, setLibraryScope, useCreateOrganization, useDeleteOrganization, useOrganization, useOrganizationAvatar, useUpdateOrganization } from '@facet/data';
import { OrganizationAboutScreen } from '@facet/ui';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { paths } from '../auth/paths';
import { NEW_ORGANIZATION, organizationAboutHref, organizationMembersHref } from './organizationPaths';

/** `/dashboard/organization/{orgId}/about`; with `new` for the id, the form that creates one. */
export function OrganizationAboutRoute() {
  const { orgId = '' } = useParams();
  return orgId === NEW_ORGANIZATION ? <CreateOrganizationRoute /> : <AboutRoute key={orgId} orgId={orgId} />;
}

function CreateOrganizationRoute() {
  const navigate = useNavigate();
  const create = useCreateOrganization();
  const errors = formErrors(create.error);
  return (
    <OrganizationAboutScreen
      organization={null}
      onCreate={(name) => {
        create
          .trigger(name)
          .then((organization) => {
            setLibraryScope(organization.id);
            navigate(organizationAboutHref(organization.id), { replace: true });
          })
          .catch(() => undefined);
      }}
      isCreating={create.isMutating}
      createError={errors.fieldErrors?.name ?? errors.serverError}
      onRename={() => undefined}
      onAvatarChange={() => undefined}
      membersHref={paths.home}
      upgradeHref={paths.pricing}
      isDeleteOpen={false}
      onOpenDelete={() => undefined}
      onCloseDelete={() => undefined}
      onConfirmDelete={() => undefined}
    />
  );
}

function AboutRoute({ orgId }: { orgId: string }) {
  const navigate = useNavigate();
  const { organization, error, refresh } = useOrganization(orgId);
  const rename = useUpdateOrganization(orgId);
  const avatar = useOrganizationAvatar(orgId);
  const remove = useDeleteOrganization(orgId);
  const [isDeleteOpen, setDeleteOpen] = useState(false);
  const renameErrors = formErrors(rename.error);
  if (error && !organization) {
    return <OrganizationAboutScreen {...noop} organization={undefined} loadError={errorText(error, 'The organization could not be loaded.')} onRetry={refresh} />;
  }
  return (
    <OrganizationAboutScreen
      organization={organization}
      onCreate={() => undefined}
      onRename={(name) => void rename.trigger(name).catch(() => undefined)}
      renameState={rename.isMutating ? 'saving' : rename.data && !rename.error ? 'saved' : 'idle'}
      renameError={renameErrors.fieldErrors?.name ?? renameErrors.serverError}
      onAvatarChange={(file) => void avatar.trigger(file).catch(() => undefined)}
      isAvatarUploading={avatar.isMutating}
      avatarError={errorText(avatar.error)}
      membersHref={organizationMembersHref(orgId)}
      upgradeHref={paths.pricing}
      isDeleteOpen={isDeleteOpen}
      onOpenDelete={() => setDeleteOpen(true)}
      onCloseDelete={() => setDeleteOpen(false)}
      onConfirmDelete={() => {
        remove
          .trigger()
          .then(() => navigate(paths.assets, { replace: true }))
          .catch(() => undefined);
      }}
      isDeleting={remove.isMutating}
      deleteError={errorText(remove.error)}
    />
  );
}

const noop = {
  onCreate: () => undefined,
  onRename: () => undefined,
  onAvatarChange: () => undefined,
  membersHref: paths.home,
  upgradeHref: paths.pricing,
  isDeleteOpen: false,
  onOpenDelete: () => undefined,
  onCloseDelete: () => undefined,
  onConfirmDelete: () => undefined,
};

/** `/dashboard/organization/{orgId}`: its about page. */
export function OrganizationIndexRoute() {
  const { orgId = '' } = useParams();
  return <Navigate to={organizationAboutHref(orgId)} replace />;
}
