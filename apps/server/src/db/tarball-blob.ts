/**
 * A data-directory tarball for PGlite's `loadDataDir`, which reads it with `arrayBuffer()` and
 * nothing else. `new Blob([bytes])` would copy the bytes into the blob, and reading it would copy
 * them again in small chunks: for the 28 MB test template that was about 0.3 s of CPU on each side
 * of the thread boundary, for every test app (bench/RESULTS.md). This one hands over the bytes
 * it was given; every other way of reading it throws instead of reading an empty blob (its `size`
 * is 0: PGlite does not look at it).
 */
export class TarballBlob extends Blob {
  readonly #bytes: ArrayBuffer;

  constructor(bytes: ArrayBuffer) {
    super([]);
    this.#bytes = bytes;
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes);
  }

  override text(): never {
    throw unsupported('text');
  }

  override stream(): never {
    throw unsupported('stream');
  }

  override slice(): never {
    throw unsupported('slice');
  }
}

const unsupported = (method: string) => new Error(`TarballBlob: only arrayBuffer() is supported, not ${method}()`);
