export * from './eventSchemas';
export * from './upcasters';
