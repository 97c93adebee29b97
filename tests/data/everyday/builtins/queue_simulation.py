def main() -> None:
    queue = ["job-a", "job-b"]
    done = []
    arrivals = {2: ["job-c"], 3: ["job-d", "job-e"], 5: ["job-f"]}
    for tick in range(8):
        for job in arrivals.get(tick, []):
            queue.append(job)
        if queue:
            current = queue.pop(0)
            done.append((tick, current))
        print(f"t={tick} queue={queue}", flush=True)
    print("done:", done)
    print("order:", [j.removeprefix("job-") for _, j in done])
    queue.extend(["late-1", "late-2", "late-1"])
    queue.remove("late-1")
    print("remaining:", queue, "index of late-1:", queue.index("late-1"), "count:", queue.count("late-1"))
    queue.insert(-1, "urgent")
    print("with urgent:", queue)
