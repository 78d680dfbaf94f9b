/** Moved to domain/src/pets (the pets feature owns the `Pet-<id>` stream); kept for existing imports. */
export { petDecider, decidePet, type AddPet } from '../pets/petDecider';
export { evolvePet, initialPetState, type PetState } from '../pets/petState';
