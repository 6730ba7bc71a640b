// The whole schema, as drizzle (src/server/db/client.ts) and drizzle-kit (drizzle.config.ts) read it.
export * from './ai';
export * from './approvals';
export * from './audit';
export * from './auth';
export * from './campaigns';
export * from './clients';
export * from './instagram';
export * from './jobs';
export * from './links';
export * from './mail';
export * from './media';
export * from './notifications';
export * from './proofs';
export * from './relations';
export * from './requests';
export * from './results';
export * from './team';
