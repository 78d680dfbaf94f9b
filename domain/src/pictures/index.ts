export * from './events';
export * from './profilePictureDecider';
