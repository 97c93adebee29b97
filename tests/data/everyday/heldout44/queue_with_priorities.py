JOBS = [("backup", 3, 40), ("email", 1, 5), ("report", 2, 20), ("cleanup", 3, 10), ("alert", 0, 1), ("index", 2, 30)]


def insert_sorted(queue, job):
    key = (job[1], job[2], job[0])
    for i, other in enumerate(queue):
        if key < (other[1], other[2], other[0]):
            queue.insert(i, job)
            return
    queue.append(job)


def main():
    queue = []
    for job in JOBS:
        insert_sorted(queue, job)
    print([j[0] for j in queue])
    clock = 0
    finished = []
    while queue:
        name, prio, cost = queue.pop(0)
        clock += cost
        finished.append((name, clock))
        if name == "report":
            insert_sorted(queue, ("report-followup", 1, 3))
    for name, at in finished:
        print(f"{name:<16}{at:>4}")
    waits = [at for _, at in finished]
    print("mean completion:", sum(waits) / len(waits))
    by_prio = {}
    for name, prio, _ in JOBS:
        by_prio.setdefault(prio, []).append(name)
    print(dict(sorted(by_prio.items())))
    print(list(reversed(sorted(JOBS, key=lambda j: j[2])))[:2])


if __name__ == "__main__":
    main()
