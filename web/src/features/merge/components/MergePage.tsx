import { MERGE_MESSAGES } from '@pawroute/domain';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { ModalDialog } from '../../../components/ModalDialog';
import { PageHeader } from '../../../components/PageHeader';
import { isApiError } from '../../../lib/apiClient';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useMergeProfiles, useMergeStart } from '../api/merge';
import { ProfilePicker, type PickedProfile } from './ProfilePicker';
import '../../../styles/profile.css';

/** What blocks a merge, in the spec's words (part 2 §5.7), or null. */
export function mergeProblem(primary: PickedProfile | null, duplicate: PickedProfile | null): string | null {
  if (!primary || !duplicate) return MERGE_MESSAGES.bothRequired;
  if (primary.ID === duplicate.ID) return MERGE_MESSAGES.notItself;
  return null;
}

/** /dashboard/merge/{userId} (MergeProfiles): pick a primary and a duplicate, then merge. */
export function MergePage({ renderCustomerInfo }: { renderCustomerInfo(userId: number | null, onClose: () => void): ReactNode }) {
  useDocumentTitle('Merge Profiles — Pawroute');
  const startId = Number(useParams().userId);
  const start = useMergeStart(startId);
  const navigate = useNavigate();
  const merge = useMergeProfiles();
  const [primary, setPrimary] = useState<PickedProfile | null>(null);
  const [duplicate, setDuplicate] = useState<PickedProfile | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);

  // The profile the screen was opened from starts as the primary.
  useEffect(() => {
    const u = start.data?.user;
    if (u && primary === null) setPrimary({ ID: u.ID, name: `${u.firstName} ${u.lastName}`, detail: u.emailAddress });
  }, [start.data, primary]);

  const problem = mergeProblem(primary, duplicate);
  const ask = () => {
    if (problem) {
      toast.error(problem);
      return;
    }
    setConfirming(true);
  };
  const run = async () => {
    if (!primary || !duplicate) return;
    try {
      await merge.mutateAsync({ primaryProfileId: primary.ID, duplicateProfileId: duplicate.ID });
      toast.success(MERGE_MESSAGES.merged);
      setConfirming(false);
      navigate(`/dashboard/customers/${primary.ID}/overview`);
    } catch (e) {
      toast.error(MERGE_MESSAGES.failed, { description: isApiError(e) ? e.message : undefined });
    }
  };

  return (
    <div className="page">
      <PageHeader
        title="Merge Profiles"
        subtitle="The duplicate's pets, addresses, phone numbers, emails, cards, comments and ratings move to the primary profile; the duplicate is marked merged and deleted."
        actions={
          <Link className="button button--secondary" to={`/dashboard/customers/${startId}`}>
            ← Back to profile
          </Link>
        }
      />
      <div className="merge-grid">
        <ProfilePicker title="Primary profile" picked={primary} onPick={setPrimary} onView={setViewing} />
        <ProfilePicker title="Duplicate profile" picked={duplicate} onPick={setDuplicate} onView={setViewing} />
      </div>
      <section className="panel merge-summary">
        <p role="status">{problem ?? `Merge ${duplicate!.name} into ${primary!.name}.`}</p>
        <div className="profile-menu">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setPrimary(duplicate);
              setDuplicate(primary);
            }}
            disabled={!primary && !duplicate}
          >
            Swap
          </button>
          <button type="button" className="button button--primary" onClick={ask}>
            Merge Profiles
          </button>
        </div>
      </section>
      <ModalDialog
        open={confirming}
        title="Merge Profiles"
        onClose={() => setConfirming(false)}
        busy={merge.isPending}
        actions={
          <>
            <button type="button" className="button button--ghost" onClick={() => setConfirming(false)} disabled={merge.isPending}>
              Cancel
            </button>
            <button type="button" className="button button--danger" onClick={() => void run()} disabled={merge.isPending}>
              {merge.isPending ? 'Merging…' : 'Merge'}
            </button>
          </>
        }
      >
        <p>
          Move everything of <strong>{duplicate?.name}</strong> to <strong>{primary?.name}</strong> and mark {duplicate?.name} as merged and
          deleted? Restoring the duplicate later does not move its records back.
        </p>
      </ModalDialog>
      {renderCustomerInfo(viewing, () => setViewing(null))}
    </div>
  );
}
