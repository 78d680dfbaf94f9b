/** What the app composes from the pets feature (the profile shell mounts these). */
export { PetsTab, type PetsTabProps } from './components/PetsTab';
export { PetCards, type PetCardsProps } from './components/PetCards';
