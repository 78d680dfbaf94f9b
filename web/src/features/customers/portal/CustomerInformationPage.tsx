import { USER_MESSAGES } from '@pawroute/domain';
import { useRef } from 'react';
import { Navigate, NavLink, Route, Routes } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import { Spinner } from '../../../components/Spinner';
import { useActiveTabInView } from '../../../lib/useActiveTabInView';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useUserDetails } from '../api/userDetails';
import { TAB_LABELS, type ProfileSlots, type SlotTab } from '../profile/slots';
import { useOwnProfile } from './useOwnProfileRedirect';
import '../../../styles/profile.css';

/** Part 2 §2.2: the customer's own information, tabs addresses, phoneNumbers, emailAddresses, creditCards. */
const INFO_TABS: SlotTab[] = ['addresses', 'phoneNumbers', 'emailAddresses', 'creditCards'];

export function CustomerInformationPage({ slots }: { slots: ProfileSlots }) {
  const { userId, redirect } = useOwnProfile('information');
  const details = useUserDetails(redirect ? 0 : userId);
  useDocumentTitle('My Information — Pawroute');
  const tabs = useRef<HTMLElement>(null);
  useActiveTabInView(tabs, Boolean(details.data?.user));
  if (redirect) return <Navigate to={redirect} replace />;
  const user = details.data?.user;
  const base = `/dashboard/information/${userId}`;
  return (
    <div className="page">
      <PageHeader title="My Information" subtitle="Your addresses, phone numbers, email addresses and cards on file." />
      {details.isPending ? (
        <Spinner />
      ) : !user ? (
        <section className="panel panel--empty" role="alert">
          <p className="panel__lead">{USER_MESSAGES.failedToRetrieveUser}</p>
        </section>
      ) : (
        <div className="profile-layout">
          <nav ref={tabs} className="panel profile-tabs" aria-label="Information sections">
            {INFO_TABS.map((tab) => (
              <NavLink key={tab} to={`${base}/${tab}`}>
                {TAB_LABELS[tab]}
              </NavLink>
            ))}
          </nav>
          <div className="profile-content">
            <Routes>
              <Route index element={<Navigate to="addresses" replace />} />
              {INFO_TABS.map((tab) => (
                <Route
                  key={tab}
                  path={tab}
                  element={<>{slots.renderTab(tab, { userId, customerId: user.customerId, user, canEdit: !user.IsDeleted })}</>}
                />
              ))}
              <Route path="*" element={<Navigate to={`${base}/addresses`} replace />} />
            </Routes>
          </div>
        </div>
      )}
    </div>
  );
}
