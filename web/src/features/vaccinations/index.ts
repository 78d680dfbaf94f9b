/** What other features compose from vaccinations: the pet card's section, the door's list, the Management tab. */
export { PetVaccinations, DoorVaccinations } from './components/PetVaccinations';
export { VaccinationsTab } from './components/VaccinationsTab';
export { petVaccinationsQuery } from './api';
