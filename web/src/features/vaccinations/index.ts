/** What other features compose from vaccinations: the pet card's section, the door's list, the Management tab (its reads: ./api). */
export { PetVaccinations, DoorVaccinations } from './components/PetVaccinations';
export { VaccinationsTab } from './components/VaccinationsTab';
