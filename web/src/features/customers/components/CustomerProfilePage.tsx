import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { Avatar } from '../../../components/Avatar';
import { Spinner } from '../../../components/Spinner';
import { isApiError } from '../../../lib/apiClient';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { USER_MESSAGES } from '@pawroute/domain';
import { useUser } from '../api/findUser';
import { formatPhone } from '../format';

/** /dashboard/customers/{userId}: for now the profile header only; the tabs are a later issue. */
export function CustomerProfilePage() {
  const userId = Number(useParams().userId);
  const found = useUser(userId);
  const user = found.data?.user;
  const name = user ? [user.firstName, user.middleName, user.lastName].filter(Boolean).join(' ') : '';
  useDocumentTitle(`${name || 'Customer'} — Pawroute`);
  const a = user?.Address;
  const address = a ? [a.address, a.city, [a.state, a.zipcode].filter(Boolean).join(' ')].filter(Boolean).join(', ') : '';

  useEffect(() => {
    if (found.isError) toast.error(USER_MESSAGES.failedToRetrieveUser, { id: `user-${userId}` });
  }, [found.isError, userId]);

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
          <p className="panel__lead">
            {isApiError(found.error) && found.error.statusCode === 404 ? USER_MESSAGES.userNotFound : USER_MESSAGES.failedToRetrieveUser}
          </p>
          <Link to="/dashboard/customers" className="button button--secondary">
            Back to customers
          </Link>
        </section>
      ) : (
        <>
          {user.IsDeleted && (
            <p className="notice notice--warning" role="status">
              This profile has been marked as deleted.
            </p>
          )}
          <section className="panel profile-header" aria-labelledby="profile-name">
            <Avatar name={name} size={64} />
            <div className="profile-header__text">
              <h1 id="profile-name" className="profile-header__name">
                {name}
              </h1>
              <dl className="profile-header__facts">
                <div>
                  <dt>Email</dt>
                  <dd>{user.emailAddress ? <a href={`mailto:${user.emailAddress}`}>{user.emailAddress}</a> : '—'}</dd>
                </div>
                {address && (
                  <div>
                    <dt>Address</dt>
                    <dd>{address}</dd>
                  </div>
                )}
                <div>
                  <dt>Phone</dt>
                  <dd>{user.phoneNumber ? <a href={`tel:${user.phoneNumber}`}>{formatPhone(user.phoneNumber)}</a> : '—'}</dd>
                </div>
              </dl>
            </div>
          </section>
          <section className="panel panel--empty">
            <p className="panel__lead">The full customer profile is coming in a later release.</p>
            <p className="muted">Pets, addresses, appointments, estimates and transactions will appear here.</p>
          </section>
        </>
      )}
    </div>
  );
}
