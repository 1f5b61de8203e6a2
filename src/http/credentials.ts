/** Reads the API key from `x-api-key`, or from `Authorization: Bearer <key>`. */
export function apiKeyFrom(headers: Record<string, string | string[] | undefined>): string | undefined {
  const direct = headers['x-api-key'];
  if (typeof direct === 'string' && direct.length > 0) return direct.trim();
  const auth = headers['authorization'];
  if (typeof auth === 'string') {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(auth);
    if (match) return match[1];
  }
  return undefined;
}
