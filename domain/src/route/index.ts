export * from './events';
export * from './geo';
export * from './suggestOrder';
export * from './dayRoute';
export * from './locate';
export * from './answers';
export * from './bodies';
export * from './distance';
