# A work queue drained from the left while it grows on the right, and a sliding-window
# maximum: collections.deque's popleft/append/pop on queues of 100,000 items.
from collections import deque


def drain(n):
    q = deque(range(n))
    done = 0
    total = 0
    while q:
        job = q.popleft()
        if job % 5 == 0 and job < n:
            q.append(job + n)
        done += 1
        total += job
    return done, total


def window_max(values, width):
    window = deque()
    best = 0
    for i, v in enumerate(values):
        while window and values[window[-1]] <= v:
            window.pop()
        window.append(i)
        if window[0] <= i - width:
            window.popleft()
        if i >= width - 1:
            best += values[window[0]]
    return best


def main() -> int:
    done, total = drain(100000)
    values = [(i * 7919) % 10007 for i in range(100000)]
    best = window_max(values, 50)
    print(done, total, best)
    return best
