import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { UndoEmailChange } from '@/features/auth/components/undo-email-change.tsx';
import { AuthPanel } from '../layouts/auth-layout.tsx';

/** Open to all: the old address's owner may be signed out, or signed in elsewhere. */
export function UndoEmailChangeRoute() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  return (
    <AuthPanel
      title={t`Undo the email change`}
      description={t`Someone changed the email address of your Nova account. If it was not you, take it back here.`}
    >
      <UndoEmailChange token={params.get('token') ?? ''} />
    </AuthPanel>
  );
}
