import { PROFILE_MESSAGES, USER_MESSAGES } from '@pawroute/domain';
import { useEffect, useRef } from 'react';
import { Link, Navigate, NavLink, Route, Routes, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { Spinner } from '../../../components/Spinner';
import { isApiError } from '../../../lib/apiClient';
import { useCan } from '../../../lib/session';
import { useActiveTabInView } from '../../../lib/useActiveTabInView';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useUserDetails } from '../api/userDetails';
import { DeletedNotice } from './DeletedNotice';
import { fullName } from '@pawroute/domain';
import { ProfileHeader } from './ProfileHeader';
import { ProfileMenu } from './ProfileMenu';
import { ProfileTabContent } from './ProfileTabContent';
import { PROFILE_TABS, TAB_LABELS, type ProfileContext, type ProfileSlots } from './slots';
import '../../../styles/profile.css';

/** /dashboard/customers/{userId}/{tab}: header, menu, deleted notice, side tabs (overview default). */
export function CustomerProfilePage({ slots }: { slots: ProfileSlots }) {
  const userId = Number(useParams().userId);
  const found = useUserDetails(userId);
  const canEditCustomers = useCan('EditCustomers');
  const user = found.data?.user;
  const name = user ? fullName(user) : '';
  useDocumentTitle(`${name || 'Customer'} — Pawroute`);

  // Part 2 §8.2: opening the profile failed. A profile that does not exist says so instead.
  const notFound = isApiError(found.error) && found.error.statusCode === 404;
  const failure = notFound ? USER_MESSAGES.userNotFound : PROFILE_MESSAGES.failedToNavigate;
  useEffect(() => {
    if (found.isError) toast.error(failure, { id: `user-${userId}` });
  }, [found.isError, failure, userId]);

  return (
    <div className="page">
      <nav className="breadcrumbs" aria-label="Breadcrumb">
        <Link to="/dashboard/customers">Customers</Link>
        <span aria-hidden="true">/</span>
        <span aria-current="page">{name || `#${userId}`}</span>
      </nav>
      {found.isPending ? (
        <section className="panel">
          <Spinner label="Loading customer…" />
        </section>
      ) : found.isError || !user ? (
        <section className="panel panel--empty" role="alert">
          <p className="panel__lead">{failure}</p>
          <div className="form__actions">
            {!notFound && (
              <button type="button" className="button button--primary" onClick={() => void found.refetch()} disabled={found.isFetching}>
                Try again
              </button>
            )}
            <Link to="/dashboard/customers" className="button button--secondary">
              Back to customers
            </Link>
          </div>
        </section>
      ) : (
        <ProfileBody
          slots={slots}
          ctx={{ userId, customerId: user.customerId, user, canEdit: canEditCustomers && !user.IsDeleted }}
        />
      )}
    </div>
  );
}

function ProfileBody({ ctx, slots }: { ctx: ProfileContext; slots: ProfileSlots }) {
  const base = `/dashboard/customers/${ctx.userId}`;
  const tabs = useRef<HTMLElement>(null);
  useActiveTabInView(tabs, true);
  return (
    <>
      <DeletedNotice user={ctx.user} />
      <div className="profile-top">
        <ProfileHeader user={ctx.user} />
        <ProfileMenu user={ctx.user} slots={slots} />
      </div>
      <div className="profile-layout">
        <nav ref={tabs} className="panel profile-tabs" aria-label="Profile sections">
          {PROFILE_TABS.map((tab) => (
            <NavLink key={tab} to={`${base}/${tab}`}>
              {TAB_LABELS[tab]}
            </NavLink>
          ))}
        </nav>
        <div className="profile-content">
          <Routes>
            <Route index element={<Navigate to="overview" replace />} />
            {PROFILE_TABS.map((tab) => (
              <Route key={tab} path={tab} element={<ProfileTabContent tab={tab} ctx={ctx} slots={slots} staffView />} />
            ))}
            <Route path="*" element={<Navigate to={`${base}/overview`} replace />} />
          </Routes>
        </div>
      </div>
    </>
  );
}
