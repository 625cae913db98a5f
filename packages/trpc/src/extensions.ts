/**
 * A typed reference to something one feature offers and others contribute to, without the offering
 * feature importing them: the offering feature defines the point (and its contract's types) in its
 * own package and lists it in its manifest's `offers`; a contributing feature depends on it, imports
 * the point from its `./server` and lists `contribute(point, value)`; the server passes the
 * contributions along (Backstage-style extension points, no container). Only this mechanism lives
 * here; no point does.
 */
export interface ExtensionPoint<T> {
  readonly id: string;
  /** Carries the contribution type; never set. */
  readonly _type?: T;
}

/** `id` starts with the offering feature's key and a dot (`clients.history`): the server checks it. */
export function createExtensionPoint<T>(id: string): ExtensionPoint<T> {
  return { id };
}

export interface Contribution<T = unknown> {
  point: ExtensionPoint<T>;
  value: T;
}

export function contribute<T>(point: ExtensionPoint<T>, value: T): Contribution<T> {
  return { point, value: value as T };
}

/** The contributions the server collected from its features' manifests. */
export class Extensions {
  private readonly byPoint = new Map<string, unknown[]>();

  constructor(contributions: readonly Contribution[] = []) {
    for (const c of contributions) {
      const list = this.byPoint.get(c.point.id) ?? [];
      list.push(c.value);
      this.byPoint.set(c.point.id, list);
    }
  }

  get<T>(point: ExtensionPoint<T>): T[] {
    return (this.byPoint.get(point.id) ?? []) as T[];
  }
}
