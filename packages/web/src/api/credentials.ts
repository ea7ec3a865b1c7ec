export interface Credentials {
  apiId: string;
  apiToken: string;
}

// Credentials are accepted only when apiId and apiToken are both non-empty.
export function isValidCredentials(auth: unknown): auth is Credentials {
  if (typeof auth !== 'object' || auth === null) return false;
  const { apiId, apiToken } = auth as Record<string, unknown>;
  return (
    typeof apiId === 'string' && apiId !== '' && typeof apiToken === 'string' && apiToken !== ''
  );
}
