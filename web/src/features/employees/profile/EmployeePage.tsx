import { EMPLOYEE_MESSAGES } from '@pawroute/domain';
import { useEffect, useRef } from 'react';
import { Link, Navigate, NavLink, Route, Routes, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { Avatar } from '../../../components/Avatar';
import { Spinner } from '../../../components/Spinner';
import { isApiError } from '../../../lib/apiClient';
import { useCan } from '../../../lib/session';
import { useActiveTabInView } from '../../../lib/useActiveTabInView';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useEmployeeDetails } from '../api/employees';
import { employeeName } from '../format';
import { DeletedNotice } from './DeletedNotice';
import { EmployeeOverview } from './EmployeeOverview';
import { EMPLOYEE_TAB_LABELS, EMPLOYEE_TABS, type EmployeeContext, type EmployeeSlots } from './slots';
import { StylistDetailsCard } from './StylistDetailsCard';
import '../../../styles/profile.css';
import '../employees.css';

/** /dashboard/employees/{userId}/{tab}: header, deleted notice, side tabs (overview default), part 2 §2.4. */
export function EmployeePage({ slots }: { slots: EmployeeSlots }) {
  const employeeId = Number(useParams().userId);
  const found = useEmployeeDetails(employeeId);
  const canEditEmployees = useCan('EditEmployees');
  const details = found.data;
  const name = details ? employeeName(details.User) : '';
  useDocumentTitle(`${name || 'Employee'} — Pawroute`);

  useEffect(() => {
    if (found.isError) toast.error(EMPLOYEE_MESSAGES.failedToRetrieveEmployeeDetails, { id: `employee-${employeeId}` });
  }, [found.isError, employeeId]);

  return (
    <div className="page emp-page">
      <nav className="breadcrumbs" aria-label="Breadcrumb">
        <Link to="/dashboard/employees">Employees</Link>
        <span aria-hidden="true">/</span>
        <span aria-current="page">{name || `#${employeeId}`}</span>
      </nav>
      {found.isPending ? (
        <section className="panel">
          <Spinner label="Loading employee…" />
        </section>
      ) : found.isError || !details ? (
        <section className="panel panel--empty" role="alert">
          <p className="panel__lead">
            {isApiError(found.error) && found.error.statusCode === 404 ? EMPLOYEE_MESSAGES.notFound : EMPLOYEE_MESSAGES.failedToRetrieveEmployeeDetails}
          </p>
          <Link to="/dashboard/employees" className="button button--secondary">
            Back to employees
          </Link>
        </section>
      ) : (
        <EmployeeBody
          slots={slots}
          ctx={{ employeeId, userId: details.userId, details, canEdit: canEditEmployees && !details.User.IsDeleted }}
        />
      )}
    </div>
  );
}

function EmployeeHeader({ ctx, slots }: { ctx: EmployeeContext; slots: EmployeeSlots }) {
  const { User: user, isTerminated } = ctx.details;
  const name = employeeName(user);
  return (
    <div className="profile-top">
      <section className="panel profile-header" aria-labelledby="employee-name">
        <Avatar name={name} size={64} src={`/api/v4/user/getProfilePicture?userId=${ctx.userId}`} />
        <div className="profile-header__text">
          <h1 id="employee-name" className="profile-header__name">
            {name || user.emailAddress}
            {isTerminated && <span className="emp-badge emp-badge--terminated">Terminated</span>}
          </h1>
          <dl className="profile-header__facts">
            <div>
              <dt>Email</dt>
              <dd>{user.emailAddress ? <a href={`mailto:${user.emailAddress}`}>{user.emailAddress}</a> : '—'}</dd>
            </div>
            <div>
              <dt>User Type</dt>
              <dd>{user.UserType ?? '—'}</dd>
            </div>
            <div>
              <dt>Login</dt>
              <dd>{user.isAccount ? 'Has an account' : 'No account'}</dd>
            </div>
          </dl>
        </div>
      </section>
      <div className="profile-menu">{slots.renderExceptions(ctx)}</div>
    </div>
  );
}

function EmployeeBody({ ctx, slots }: { ctx: EmployeeContext; slots: EmployeeSlots }) {
  const base = `/dashboard/employees/${ctx.employeeId}`;
  const tabs = useRef<HTMLElement>(null);
  useActiveTabInView(tabs, true);
  return (
    <>
      <DeletedNotice userId={ctx.userId} isDeleted={ctx.details.User.IsDeleted} />
      <EmployeeHeader ctx={ctx} slots={slots} />
      <div className="profile-layout">
        <nav ref={tabs} className="panel profile-tabs" aria-label="Employee sections">
          {EMPLOYEE_TABS.map((tab) => (
            <NavLink key={tab} to={`${base}/${tab}`}>
              {EMPLOYEE_TAB_LABELS[tab]}
            </NavLink>
          ))}
        </nav>
        <div className="profile-content">
          <Routes>
            <Route index element={<Navigate to="overview" replace />} />
            <Route path="overview" element={<EmployeeOverview ctx={ctx} slots={slots} />} />
            <Route path="stylistInformation" element={<StylistDetailsCard ctx={ctx} />} />
            <Route path="addresses" element={<>{slots.renderContactTab('addresses', ctx)}</>} />
            <Route path="phoneNumbers" element={<>{slots.renderContactTab('phoneNumbers', ctx)}</>} />
            <Route path="emailAddresses" element={<>{slots.renderContactTab('emailAddresses', ctx)}</>} />
            <Route path="*" element={<Navigate to={`${base}/overview`} replace />} />
          </Routes>
        </div>
      </div>
    </>
  );
}
