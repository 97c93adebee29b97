"""A job runner that schedules by priority, retries failures and walks a dependency graph."""
import queue
from collections import deque


def order_by_dependencies(deps):
    indegree = {job: 0 for job in deps}
    for job, needs in deps.items():
        for need in needs:
            indegree[job] += 1
    ready = queue.Queue()
    for job in sorted(deps):
        if indegree[job] == 0:
            ready.put(job)
    order = []
    while not ready.empty():
        job = ready.get()
        order.append(job)
        for other in sorted(deps):
            if job in deps[other]:
                indegree[other] -= 1
                if indegree[other] == 0:
                    ready.put(other)
        ready.task_done()
    return order


def main():
    jobs = queue.PriorityQueue()
    for priority, name in [(2, "email"), (1, "backup"), (3, "report"), (1, "alerts")]:
        jobs.put((priority, name))
    attempts = {"backup": 2}
    done = []
    retry = queue.LifoQueue(maxsize=2)
    while not jobs.empty():
        priority, name = jobs.get_nowait()
        if attempts.get(name, 0) > 0:
            attempts[name] -= 1
            try:
                retry.put_nowait(name)
            except queue.Full:
                print("retry queue full, dropping", name)
            continue
        done.append(name)
    while True:
        try:
            done.append("retried " + retry.get(block=False))
        except queue.Empty:
            break
    print(done)
    deps = {"build": [], "test": ["build"], "lint": [], "deploy": ["test", "lint"]}
    print(order_by_dependencies(deps))
    recent = deque(maxlen=2)
    for name in done:
        recent.append(name)
    return list(recent)
