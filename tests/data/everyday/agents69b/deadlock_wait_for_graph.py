"""Detect deadlocks from a lock table: build the wait-for graph and pick victims."""
from collections import defaultdict
from dataclasses import dataclass, field


@dataclass
class Txn:
    tid: int
    started: int
    holds: set = field(default_factory=set)
    waits_for: str | None = None

    def __repr__(self):
        return f"T{self.tid}"


class LockManager:
    def __init__(self):
        self.owner = {}
        self.txns = {}
        self.queue = defaultdict(list)

    def begin(self, tid, started):
        self.txns[tid] = Txn(tid, started)

    def acquire(self, tid, resource):
        txn = self.txns[tid]
        holder = self.owner.get(resource)
        if holder is None:
            self.owner[resource] = tid
            txn.holds.add(resource)
            return "granted"
        if holder == tid:
            return "already held"
        txn.waits_for = resource
        self.queue[resource].append(tid)
        return f"waiting on T{holder}"

    def release_all(self, tid):
        txn = self.txns.pop(tid)
        for res in sorted(txn.holds):
            del self.owner[res]
            if self.queue[res]:
                nxt = self.queue[res].pop(0)
                self.owner[res] = nxt
                self.txns[nxt].holds.add(res)
                self.txns[nxt].waits_for = None
        for res, waiters in self.queue.items():
            if tid in waiters:
                waiters.remove(tid)

    def wait_for_graph(self):
        graph = {}
        for tid, txn in self.txns.items():
            if txn.waits_for is not None:
                graph[tid] = self.owner[txn.waits_for]
        return graph

    def cycles(self):
        graph = self.wait_for_graph()
        seen, found = set(), []
        for start in sorted(graph):
            path, node = [], start
            while node in graph and node not in path and node not in seen:
                path.append(node)
                node = graph[node]
            if node in path:
                found.append(path[path.index(node):])
            seen.update(path)
        return found


def main():
    lm = LockManager()
    for tid, t in [(1, 100), (2, 105), (3, 103), (4, 110), (5, 101)]:
        lm.begin(tid, t)
    script = [(1, "A"), (2, "B"), (3, "C"), (4, "D"), (1, "B"), (2, "C"), (3, "A"),
              (4, "A"), (5, "E"), (5, "D"), (5, "E")]
    for tid, res in script:
        print(f"T{tid} lock {res}: {lm.acquire(tid, res)}")
    print("wait-for:", {f"T{a}": f"T{b}" for a, b in sorted(lm.wait_for_graph().items())})
    rounds = 0
    while cycles := lm.cycles():
        rounds += 1
        for cycle in cycles:
            victim = max((lm.txns[t] for t in cycle), key=lambda t: t.started)
            print(f"round {rounds}: cycle {cycle} -> abort {victim!r} (started {victim.started})")
            lm.release_all(victim.tid)
            break
    print("owners:", dict(sorted(lm.owner.items())))
    print("still waiting:", sorted(repr(t) for t in lm.txns.values() if t.waits_for))
    print("holdings:", {repr(t): sorted(t.holds) for t in sorted(lm.txns.values(), key=lambda t: t.tid)})


if __name__ == "__main__":
    main()
