/**
 * The sockets of this process, indexed by who may see what: a participant's sockets by their id,
 * admins' sockets in one set (admins see every conversation). Delivery is local only; the bus
 * brings other instances' events here.
 */

/** Who an event is for: the participant of a conversation, the admins, or both. */
export interface Audience {
  userId?: string;
  admins?: boolean;
}

export interface HubClient {
  userId: string;
  isAdmin: boolean;
  /** Hash of the token the socket signed in with, to notice when that session ends. */
  tokenHash: string;
  send(data: string): void;
  close(code: number, reason: string): void;
}

export class SocketHub<C extends HubClient = HubClient> {
  private readonly byUser = new Map<string, Set<C>>();
  private readonly admins = new Set<C>();
  private count = 0;

  get size(): number {
    return this.count;
  }

  add(client: C): void {
    let set = this.byUser.get(client.userId);
    if (!set) {
      set = new Set();
      this.byUser.set(client.userId, set);
    }
    if (set.has(client)) return;
    set.add(client);
    if (client.isAdmin) this.admins.add(client);
    this.count += 1;
  }

  remove(client: C): void {
    const set = this.byUser.get(client.userId);
    if (!set?.delete(client)) return;
    if (set.size === 0) this.byUser.delete(client.userId);
    this.admins.delete(client);
    this.count -= 1;
  }

  /** An admin demoted (or promoted) while connected sees only what the new role may. */
  setAdmin(client: C, isAdmin: boolean): void {
    client.isAdmin = isAdmin;
    // A socket that left while its re-check was awaited must not come back as an admin.
    if (!this.byUser.get(client.userId)?.has(client)) return;
    if (isAdmin) this.admins.add(client);
    else this.admins.delete(client);
  }

  /** How many sockets one account holds on this instance. */
  countOf(userId: string): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  /** One account's sockets on this instance. */
  clientsOf(userId: string): C[] {
    return [...(this.byUser.get(userId) ?? [])];
  }

  clients(): C[] {
    return [...this.byUser.values()].flatMap((set) => [...set]);
  }

  /** Sends an already serialised event to its audience; a socket in both groups gets it once. */
  deliver(to: Audience, data: string): number {
    const targets = new Set<C>();
    if (to.userId) for (const client of this.byUser.get(to.userId) ?? []) targets.add(client);
    if (to.admins) for (const client of this.admins) targets.add(client);
    for (const client of targets) client.send(data);
    return targets.size;
  }
}
