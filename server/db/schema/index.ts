export * from './users';
export * from './instagram';
export * from './blogs';
export * from './publishing';
export * from './collaboration';
