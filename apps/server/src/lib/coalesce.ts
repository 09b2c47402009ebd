import { isNoAnswer } from '../db/errors';

interface Call<K, V> {
  key: K;
  resolve(value: V): void;
  reject(error: unknown): void;
}

/**
 * One lookup for many callers: calls made while a round is running wait, and the next round
 * answers all of them together (`round` gets their keys in arrival order and returns one value
 * per key, in the same order). A call alone runs at once: there is no timer and no added wait.
 *
 * For the statements every request makes (the session's user, the idempotency key's claim):
 * under a burst they are most of the embedded database's work, and one statement over a list of
 * keys costs little more than one over a single key (bench/RESULTS.md, issue #16).
 *
 * One caller's key must never cost the others their answer: a statement over everyone's keys
 * fails as a whole when one of them breaks it (a student deleted while their request was on its
 * way breaks a foreign key). So a round that fails is run again one key at a time, in arrival
 * order, and only a caller whose key fails alone gets an error (decision 037). One at a time,
 * not all at once: the embedded database would queue them anyway, and a pool would be emptied
 * by a rare failure. The exception is a round the database did not answer at all (it stopped,
 * or the statement timed out): that is nobody's key, and every caller gets the error at once.
 */
export function coalesce<K, V>(round: (keys: K[]) => Promise<V[]>, maxRound = 256): (key: K) => Promise<V> {
  const waiting: Call<K, V>[] = [];
  let running = false;

  async function answer(calls: Call<K, V>[]): Promise<void> {
    try {
      const values = await round(calls.map(({ key }) => key));
      calls.forEach(({ resolve }, index) => resolve(values[index]!));
    } catch (error) {
      if (calls.length === 1 || isNoAnswer(error)) return calls.forEach(({ reject }) => reject(error));
      for (const [index, call] of calls.entries()) {
        try {
          call.resolve((await round([call.key]))[0]!);
        } catch (alone) {
          if (!isNoAnswer(alone)) call.reject(alone);
          // The database went away meanwhile: the keys not yet tried would only wait for it too.
          else return calls.slice(index).forEach(({ reject }) => reject(alone));
        }
      }
    }
  }

  async function drain(): Promise<void> {
    running = true;
    while (waiting.length) await answer(waiting.splice(0, maxRound));
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
