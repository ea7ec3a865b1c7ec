// A change that locks other players too (a party skill locks every member after the caster) can
// meet another change taking the same locks the other way round; PostgreSQL then aborts one of
// them. The aborted transaction wrote nothing, so it runs again.

const RETRIED_CODES = new Set(['40P01', '40001']); // deadlock_detected, serialization_failure
const ATTEMPTS = 5;

export async function retryOnDeadlock<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt >= ATTEMPTS || typeof code !== 'string' || !RETRIED_CODES.has(code)) throw error;
    }
  }
}
