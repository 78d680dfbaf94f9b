export * from './events';
export * from './profilePictureDecider';
export * from './fileName';
