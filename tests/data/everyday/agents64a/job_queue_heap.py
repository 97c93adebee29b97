"""A priority job queue with deadlines on heapq: scheduling, lazy cancellation and reports."""
import heapq
import itertools


class JobQueue:
    REMOVED = "<removed>"

    def __init__(self):
        self.heap = []
        self.entries = {}
        self.counter = itertools.count()

    def push(self, name, priority):
        if name in self.entries:
            self.cancel(name)
        entry = [priority, next(self.counter), name]
        self.entries[name] = entry
        heapq.heappush(self.heap, entry)

    def cancel(self, name):
        entry = self.entries.pop(name)
        entry[-1] = self.REMOVED

    def pop(self):
        while self.heap:
            priority, _, name = heapq.heappop(self.heap)
            if name is not self.REMOVED:
                del self.entries[name]
                return name, priority
        raise KeyError("pop from an empty job queue")

    def __len__(self):
        return len(self.entries)


def main():
    q = JobQueue()
    for name, prio in [("backup", 5), ("email", 2), ("report", 3), ("cleanup", 9), ("alert", 1), ("email", 4)]:
        q.push(name, prio)
    q.cancel("cleanup")
    print("pending:", len(q))
    while True:
        try:
            name, prio = q.pop()
        except KeyError as err:
            print("done:", err)
            break
        print(f"run {name} (p{prio})")

    durations = {"a": 30, "b": 12, "c": 45, "d": 7, "e": 30, "f": 22}
    print(heapq.nsmallest(3, durations, key=durations.get), heapq.nlargest(2, durations.items(), key=lambda kv: kv[1]))
    workers = [(0, w) for w in ("w1", "w2")]
    heapq.heapify(workers)
    for job in sorted(durations, key=lambda j: -durations[j]):
        free_at, worker = heapq.heappop(workers)
        print(f"{job} on {worker} at t={free_at}")
        heapq.heappush(workers, (free_at + durations[job], worker))
    print("makespan:", max(t for t, _ in workers))

    print(list(heapq.merge([1, 4, 9], [2, 3, 10], [5])), list(heapq.merge(["b", "dd"], ["a", "ccc"], key=len)))
    h = [5, 1, 8, 3]
    heapq.heapify(h)
    print(h, heapq.heappushpop(h, 0), heapq.heapreplace(h, 7), h)
    try:
        heapq.heappop([])
    except IndexError as err:
        print("IndexError:", err)
    try:
        heapq.heappush(h, "x")
    except TypeError as err:
        print("TypeError:", err)


if __name__ == "__main__":
    main()
