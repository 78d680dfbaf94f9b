import { seedOnce } from '../seed/index';
import { openServices } from '../services';

/** `pawroute seed`: reference data, demo users and the demo schedule, once per database (safe to run again). */
export async function run(): Promise<void> {
  const services = await openServices();
  try {
    const { seeded } = await seedOnce(services, { appointments: true });
    console.log(seeded ? 'Seeded reference data and demo users.' : 'Already seeded; nothing to do.');
  } finally {
    await services.close();
  }
}
