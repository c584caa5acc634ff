import type { Access } from 'payload';

/** Only a logged-in operator (a `users` document). */
export const isOperator: Access = ({ req }) => req.user?.collection === 'users';

/** Written by the server (Local API with overrideAccess) only. */
export const nobody: Access = () => false;
