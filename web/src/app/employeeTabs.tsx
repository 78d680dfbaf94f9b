import { lazy, Suspense, useState } from 'react';
import { CommentsPanel, RatingsPanel } from '../features/comments';
import { AddressesTab, EmailAddressesTab, PhoneNumbersTab } from '../features/contacts';
import { PhoneNumberActions } from '../features/phone';
import { EmployeesRoutes, type EmployeeContactTab, type EmployeeContext, type EmployeeSlots } from '../features/employees';
import { UserTypeSelector } from '../features/management';
import { can, useSessionUser } from '../lib/session';

// The calendar (FullCalendar) loads on the first click on 'Exceptions', not with the employee page.
const ExceptionsModal = lazy(() => import('../features/exceptions').then((m) => ({ default: m.ExceptionsModal })));

/**
 * The app-level composition of the employee screens (features never import each other): the contacts
 * tabs, comments and ratings on the overview, and the schedule exceptions calendar.
 */
function ContactTab({ tab, ctx }: { tab: EmployeeContactTab; ctx: EmployeeContext }) {
  const { data: me } = useSessionUser();
  const self = me?.ID === ctx.userId;
  const allowEditing = !ctx.details.User.IsDeleted && (self || can(me, 'EditEmployees'));
  switch (tab) {
    case 'addresses':
      return <AddressesTab userId={ctx.userId} allowEditing={allowEditing} />;
    case 'phoneNumbers':
      return (
        <PhoneNumbersTab
          userId={ctx.userId}
          allowEditing={allowEditing}
          renderPhoneActions={can(me, 'UsePhoneSystem') ? (p) => <PhoneNumberActions userId={ctx.userId} phoneNumber={p.phoneNumber} /> : undefined}
        />
      );
    case 'emailAddresses':
      return <EmailAddressesTab userId={ctx.userId} allowEditing={allowEditing} />;
    default: {
      const unknown: never = tab;
      return unknown;
    }
  }
}

/** Part 2 §2.4, §6: comments and ratings show on the employee overview only with EditEmployees. */
function OverviewExtras({ ctx }: { ctx: EmployeeContext }) {
  const { data: me } = useSessionUser();
  if (!can(me, 'EditEmployees')) return null;
  const canAdd = !ctx.details.User.IsDeleted;
  return (
    <>
      <CommentsPanel userId={ctx.userId} commentGroupId={ctx.details.User.commentGroupId} canView={can(me, 'ViewComments')} canAdd={canAdd} />
      <RatingsPanel userId={ctx.userId} canView={can(me, 'ViewRatings')} canAdd={canAdd} />
    </>
  );
}

/** 'Exceptions' (ViewExceptions): the exceptions feature's calendar modal for this employee. */
function ExceptionsControl({ ctx }: { ctx: EmployeeContext }) {
  const { data: me } = useSessionUser();
  const [open, setOpen] = useState(false);
  if (!can(me, 'ViewExceptions')) return null;
  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
        Exceptions
      </button>
      {open && (
        <Suspense fallback={null}>
          <ExceptionsModal employeeId={ctx.employeeId} open onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

export const employeeSlots: EmployeeSlots = {
  renderContactTab: (tab, ctx) => <ContactTab tab={tab} ctx={ctx} />,
  renderOverviewExtras: (ctx) => (
    <>
      {/* Part 1 §6: ViewPermissions shows the user-type selector (changing it needs EditUsers too). */}
      <UserTypeSelector
        userId={ctx.userId}
        userTypeId={ctx.details.User.userTypeId}
        userTypeName={ctx.details.User.UserType}
        disabled={ctx.details.User.IsDeleted}
      />
      <OverviewExtras ctx={ctx} />
    </>
  ),
  renderExceptions: (ctx) => <ExceptionsControl ctx={ctx} />,
};

/** The route element of /dashboard/employees/*. */
export const EmployeesArea = () => <EmployeesRoutes slots={employeeSlots} />;
