import { formatAddressLine, fullName } from '@pawroute/domain';
import type { UserDetails } from '@pawroute/domain';
import { Avatar } from '../../../components/Avatar';
import { formatPhone } from '../format';

export function addressLine(user: UserDetails): string {
  return formatAddressLine(user.Address);
}

/** Name, email, address and phone at the top of a profile. */
export function ProfileHeader({ user }: { user: UserDetails }) {
  const name = fullName(user);
  const address = addressLine(user);
  return (
    <section className="panel profile-header" aria-labelledby="profile-name">
      <Avatar name={name} size={64} src={`/api/v4/user/getProfilePicture?userId=${user.ID}`} />
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
          <div>
            <dt>Login</dt>
            <dd>{user.isAccount ? 'Has an account' : 'No account'}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
