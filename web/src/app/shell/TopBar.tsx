import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Avatar } from '../../components/Avatar';
import { BrandMark } from '../../lib/BrandMark';
import { can, displayName, type SessionUser } from '../../lib/session';
import { useLogout } from '../../features/auth';
import { ExtensionBox } from '../../features/phone';
import { SCREENS } from '../screens';
import { lazyCount } from './lazyCount';
import { navEntries, navItemsFor, type NavItem } from './navItems';

// Loaded after the shell with their features' chunks: the counts come a moment after the navigation instead
// of the features weighing on every first screen, and a chunk that cannot load offline breaks nothing.
const OpenRequestsCount = lazyCount(() => import('../../features/booking').then((m) => m.OpenRequestsCount));
const UnreadTextsCount = lazyCount(() => import('../../features/messages').then((m) => m.UnreadTextsCount));

/**
 * Part 1 §1 / part 2 §2.2: title, user name, profile picture, Extension box (UsePhoneSystem) and Logout.
 * Desktop: a bar with a navigation row. Phone (< 768px): a hamburger and a slide-down menu.
 */
export function TopBar({ user }: { user: SessionUser }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const items = navItemsFor(user);
  const name = displayName(user);
  const phone = can(user, 'UsePhoneSystem');

  // A tap on a menu link navigates; the menu then gets out of the way.
  useEffect(() => setMenuOpen(false), [location.pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const onLogout = () =>
    logout.mutate(undefined, {
      onError: () => toast.error('Could not reach the server; you have been signed out in this browser.'),
      onSettled: () => navigate('/login', { replace: true }),
    });

  // A link inside another's area (Confirmations in Appointments) is the current one there, not both.
  const deeper = (item: NavItem) => items.some((other) => other.to.startsWith(`${item.to}/`) && location.pathname.startsWith(other.to));
  const link = (item: NavItem, className: string) => (
    <NavLink key={item.to} to={item.to} className={({ isActive }) => `${className}${isActive && !deeper(item) ? ' is-active' : ''}`}>
      {item.label}
      {item.to === SCREENS.bookingRequests.path && (
        <OpenRequestsCount />
      )}
      {item.to === SCREENS.messages.path && (
        <UnreadTextsCount />
      )}
    </NavLink>
  );
  // A group's links stay in reach (no hidden dropdown), under their group's label.
  const links = (className: string) =>
    navEntries(items).map((entry) =>
      entry.kind === 'item' ? (
        link(entry.item, className)
      ) : (
        <div key={entry.label} role="group" aria-label={entry.label} className={`${className}-group`}>
          <span className={`${className}-group-label`} aria-hidden="true">
            {entry.label}
          </span>
          {entry.items.map((item) => link(item, className))}
        </div>
      ),
    );

  return (
    <header className="topbar">
      <div className="topbar__row">
        <Link to="/dashboard" className="brand" aria-label="Pawroute, home">
          <BrandMark />
          <span className="brand__name">Pawroute</span>
        </Link>
        <div className="topbar__user topbar__desktop">
          {phone && <ExtensionBox className="extension--topbar" />}
          <span className="topbar__identity">
            <Avatar name={name} src={user.profilePictureUrl} />
            <span className="topbar__name">{name}</span>
          </span>
          <button type="button" className="button button--on-dark button--small" onClick={onLogout} disabled={logout.isPending}>
            Logout
          </button>
        </div>
        <button
          type="button"
          className="topbar__menu-button"
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? menuId : undefined}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className={`hamburger${menuOpen ? ' is-open' : ''}`} aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
        </button>
      </div>
      <nav className="topbar__nav topbar__desktop" aria-label="Main">
        {links('topbar__link')}
      </nav>
      {menuOpen && <div className="mobile-menu-backdrop" aria-hidden="true" onClick={() => setMenuOpen(false)} />}
      {menuOpen && (
        <div id={menuId} className="mobile-menu is-open">
          <div className="mobile-menu__user">
            <Avatar name={name} src={user.profilePictureUrl} size={40} />
            <div>
              <div className="mobile-menu__name">{name}</div>
              <div className="mobile-menu__email">{user.emailAddress}</div>
            </div>
          </div>
          <nav className="mobile-menu__nav" aria-label="Main">
            {links('mobile-menu__link')}
          </nav>
          <div className="mobile-menu__footer">
            {phone && <ExtensionBox className="extension--menu" />}
            <button type="button" className="button button--secondary" onClick={onLogout} disabled={logout.isPending}>
              Logout
            </button>
          </div>
        </div>
      )}
    </header>
  );
}
