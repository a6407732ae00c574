export * from './users';
export * from './instagram';
export * from './instagram-oauth';
export * from './blogs';
export * from './publishing';
export * from './collaboration';
export * from './media';
export * from './account-exports';
