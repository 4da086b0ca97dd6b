import { useWhatsNew } from '@facet/data';
import { WhatsNewNotice } from '@facet/ui';
import { RELEASE_SUMMARY } from '../release-notes';

/** The build's what's-new notice at the foot of the dashboard navigation, until dismissed; `1.2.0+lx3k` is announced as 1.2.0. */
export function WhatsNew() {
  const { isOffered, version, dismiss } = useWhatsNew();
  if (!isOffered || !version) return null;
  return <WhatsNewNotice compact version={version.split('+')[0] ?? version} summary={RELEASE_SUMMARY} onDismiss={dismiss} />;
}
