import { pages } from '@facet/contract';
import { errorText, setLibraryScope, useAcceptInvite, useInvitePreview, useSignOut, useUser } from '@facet/data';
import { InviteAcceptScreen, RootLoadingView } from '@facet/ui';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '../auth/paths';
import { organizationAboutHref } from './organizationPaths';

/** A sign-in or sign-up address that starts with the invited email and comes back to the invite. */
function withEmail(href: string, email: string): string {
  const url = new URL(href, 'http://facet');
  url.searchParams.set('email', email);
  return `${url.pathname}${url.search}`;
}

/** `/invite/{token}`: the invite a mail links to; accepted by the account of its email, signed in. */
export function InviteRoute() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { user, isLoading } = useUser();
  const preview = useInvitePreview(token);
  const accept = useAcceptInvite(token);
  const signOut = useSignOut();
  if (isLoading) return <RootLoadingView />;
  const here = pages.invite.href({ token });
  const email = preview.invite?.email ?? '';
  return (
    <InviteAcceptScreen
      invite={preview.invite}
      loadError={preview.error ? errorText(preview.error, 'This invite could not be read.') : undefined}
      viewer={user ? { email: user.email } : null}
      signInHref={withEmail(pages.authLogin.href({ callbackUrl: here }), email)}
      registerHref={withEmail(pages.authRegister.href({ callbackUrl: here }), email)}
      onAccept={() => {
        accept
          .trigger()
          .then((organization) => {
            // Straight into the library just joined.
            setLibraryScope(organization.id);
            navigate(organizationAboutHref(organization.id), { replace: true });
          })
          .catch(() => undefined);
      }}
      isAccepting={accept.isMutating}
      acceptError={errorText(accept.error)}
      onSignOut={() => void signOut.trigger().catch(() => undefined)}
      isSigningOut={signOut.isMutating}
      homeHref={paths.home}
    />
  );
}
