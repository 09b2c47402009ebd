/**
 * One lookup for many callers: calls made while a round is running wait, and the next round
 * answers all of them together (`round` gets their keys in arrival order and returns one value
 * per key, in the same order). A call alone runs at once: there is no timer and no added wait.
 *
 * For the statements every request makes (the session's user, the idempotency key's claim):
 * under a burst they are most of the embedded database's work, and one statement over a list of
 * keys costs little more than one over a single key (bench/RESULTS.md, issue #16). A round that
 * fails fails each of its callers with the same error.
 */
export function coalesce<K, V>(round: (keys: K[]) => Promise<V[]>, maxRound = 256): (key: K) => Promise<V> {
  const waiting: { key: K; resolve: (value: V) => void; reject: (error: unknown) => void }[] = [];
  let running = false;

  async function drain(): Promise<void> {
    running = true;
    while (waiting.length) {
      const calls = waiting.splice(0, maxRound);
      try {
        const values = await round(calls.map(({ key }) => key));
        calls.forEach(({ resolve }, index) => resolve(values[index]!));
      } catch (error) {
        for (const { reject } of calls) reject(error);
      }
    }
    running = false;
  }

  return (key) =>
    new Promise<V>((resolve, reject) => {
      waiting.push({ key, resolve, reject });
      if (!running) void drain();
    });
}

/** `coalesce` once per owner (a database handle), under `name`: `round` is taken from the first call. */
export function coalescedFor<Owner extends object, K, V>(
  owner: Owner,
  name: string,
  round: (owner: Owner, keys: K[]) => Promise<V[]>,
  maxRound?: number,
): (key: K) => Promise<V> {
  let named = perOwner.get(owner);
  if (!named) perOwner.set(owner, (named = new Map()));
  let call = named.get(name) as ((key: K) => Promise<V>) | undefined;
  if (!call) named.set(name, (call = coalesce((keys: K[]) => round(owner, keys), maxRound)));
  return call;
}

const perOwner = new WeakMap<object, Map<string, (key: never) => Promise<unknown>>>();
