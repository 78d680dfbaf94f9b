/** What `pawroute serve` prints (TEAM-BRIEF, "Demo logins"). */
export const DEMO_PASSWORD = 'pawroute-demo';

export const DEMO_LOGINS = [
  { emailAddress: 'admin@pawroute.test', userType: 'Administrator' },
  { emailAddress: 'office@pawroute.test', userType: 'Office' },
  { emailAddress: 'stylist@pawroute.test', userType: 'Stylist' },
  { emailAddress: 'customer@pawroute.test', userType: 'Customer' },
] as const;
