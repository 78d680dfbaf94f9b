import { useSearchParams } from 'react-router-dom';
import { LINK_MESSAGES, type EmailConfirmedAnswer } from '@pawroute/domain';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useLinkAction } from '../api/entrance';
import { LinkPage, linkErrorMessage, type LinkPageState } from './LinkPage';

/** /emailConfirmation?token= (part 2 §2.1): loading, then success or the reason the link failed. */
export function EmailConfirmationPage() {
  useDocumentTitle('Confirm email — Pawroute');
  const token = (useSearchParams()[0].get('token') ?? '').trim();
  const confirm = useLinkAction<EmailConfirmedAnswer>('/api/v4/entrance/confirmEmail', token);
  const state: LinkPageState = !token
    ? { kind: 'error', message: LINK_MESSAGES.emailConfirmation.invalid }
    : confirm.isPending
      ? { kind: 'loading' }
      : confirm.isError
        ? { kind: 'error', message: linkErrorMessage(confirm.error, LINK_MESSAGES.emailConfirmation.invalid) }
        : { kind: 'success', message: <p>{confirm.data.message}</p> };
  return <LinkPage title="Email confirmation" state={state} />;
}
