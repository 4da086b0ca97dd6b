import type { OAuthProviderId } from '@facet/contract';
import { Button } from 'react-aria-components';
import { Spinner } from '../private/Spinner';
import { ProviderGlyph } from './ProviderGlyph';
import * as styles from './OAuthButtons.css';

/** One entry of `GET /auth/providers`. */
export interface OAuthProvider {
  id: OAuthProviderId;
  name: string;
  enabled: boolean;
}

export interface OAuthButtonsProps {
  providers: readonly OAuthProvider[];
  onOAuth(provider: OAuthProviderId): void;
  /** The provider whose sign-in is starting: its button spins, the others wait. */
  pendingProvider?: OAuthProviderId;
  isDisabled?: boolean;
  /** The text of the rule between these buttons and the email form; none when empty. */
  separator?: string;
}

/** 'Continue with …' for each provider this server has credentials for; nothing when there is none. */
export function OAuthButtons({ providers, onOAuth, pendingProvider, isDisabled, separator = 'or' }: OAuthButtonsProps) {
  const enabled = providers.filter((provider) => provider.enabled);
  if (enabled.length === 0) return null;
  return (
    <div className={styles.root}>
      <div className={styles.list}>
        {enabled.map((provider) => (
          <Button
            key={provider.id}
            className={styles.button}
            isDisabled={isDisabled || (pendingProvider !== undefined && pendingProvider !== provider.id)}
            isPending={pendingProvider === provider.id}
            onPress={() => onOAuth(provider.id)}
          >
            <span className={styles.glyph}>
              {pendingProvider === provider.id ? <Spinner size={16} /> : <ProviderGlyph id={provider.id} />}
            </span>
            Continue with {provider.name}
          </Button>
        ))}
      </div>
      {separator ? (
        <div className={styles.separator} role="separator" aria-label={separator}>
          <span aria-hidden="true">{separator}</span>
        </div>
      ) : null}
    </div>
  );
}
