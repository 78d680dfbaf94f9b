// Moved to shared/localTime.ts (shared code, ARCHITECTURE.md "One way in"); this re-export remains only
// for domain/src/petReminders, which is being rebuilt: delete it once petReminders imports shared/localTime.
export * from '../shared/localTime';
