import { POLICY_MESSAGES } from '@pawroute/domain';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { Spinner } from '../../../components/Spinner';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { usePolicyText, type PolicyKind } from '../api/policies';
import { PolicyText } from './PolicyText';
import '../../../styles/profile.css';

const FAILED: Record<PolicyKind, string> = {
  privacyPolicy: POLICY_MESSAGES.failedToRetrievePrivacy,
  termsOfService: POLICY_MESSAGES.failedToRetrieveTerms,
};

/** /privacyPolicy and /termsOfService (part 2 §2.1): the server's text, formatted. Public. */
export function PolicyPage({ kind }: { kind: PolicyKind }) {
  const policy = usePolicyText(kind);
  useDocumentTitle(`${policy.data?.title ?? (kind === 'privacyPolicy' ? 'Privacy Policy' : 'Terms of Service')} — Pawroute`);
  useEffect(() => {
    if (policy.isError) toast.error(FAILED[kind], { id: `policy-${kind}` });
  }, [policy.isError, kind]);
  return (
    <main className="policy-page">
      <p>
        <Link to="/login">← Pawroute</Link>
      </p>
      {policy.isPending ? (
        <Spinner />
      ) : policy.isError ? (
        <p role="alert">{FAILED[kind]}</p>
      ) : (
        <article className="panel">
          <h1 className="page-header__title">{policy.data.title}</h1>
          <p className="muted-line">Last updated {policy.data.updated}</p>
          <PolicyText text={policy.data.text} />
        </article>
      )}
    </main>
  );
}
