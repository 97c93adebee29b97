# Deques used as queues the way agent programs use them: drained from the left while growing
# on the right, sliding windows that peek at `q[0]` before `popleft`, bounded deques that
# drop from the far end, `appendleft` after pops, and every other deque operation after the
# left end has moved (indexing, slicing by `islice`, `in`, `rotate`, `insert`, `remove`,
# `reverse`, `extend`, `copy`, `==`, `repr`, iteration and its mutation error, the errors of
# popping an empty deque).
from collections import deque
from itertools import islice


def drain_in_order(n: int) -> int:
    q = deque(range(n))
    total = 0
    while q:
        total += q.popleft()
        if len(q) % 97 == 0 and q and q[-1] < n:
            q.append(q[-1] + n)
    return total


def window_maxima(values: list, width: int) -> list:
    window: deque = deque()
    best = []
    for i, v in enumerate(values):
        while window and values[window[-1]] <= v:
            window.pop()
        window.append(i)
        while window[0] <= i - width:
            window.popleft()
        if i >= width - 1:
            best.append(values[window[0]])
    return best


def recent(events: list, keep: int) -> deque:
    last = deque(maxlen=keep)
    for e in events:
        last.append(e)
    return last


def main() -> None:
    print(drain_in_order(5000))
    values = [(i * 37) % 101 for i in range(400)]
    print(sum(window_maxima(values, 7)), window_maxima(values, 3)[:10])

    q = deque(range(100))
    for _ in range(60):
        q.popleft()
    print(len(q), q[0], q[-1], q[10], 75 in q, 10 in q, list(islice(q, 3)))
    q.appendleft(-1)
    q.appendleft(-2)
    print(q[0], q[1], q[2], len(q))
    q.rotate(3)
    print(list(q)[:5], q.index(61))
    q.insert(2, "x")
    q.remove(-2)
    print(list(q)[:6], len(q))
    for _ in range(40):
        q.popleft()
    q.reverse()
    print(q)
    q.extend([7, 8, 9])
    q.extendleft("ab")
    print(q, q.copy() == q, q == deque(list(q)), bool(q))
    while q:
        q.pop()
    print(q, bool(q), len(q))
    try:
        q.popleft()
    except IndexError as e:
        print("IndexError:", e)
    try:
        q.pop()
    except IndexError as e:
        print("IndexError:", e)

    r = recent(list(range(50)), 5)
    print(r, r.maxlen, r.popleft(), r)
    r.appendleft(100)
    r.appendleft(101)
    print(r, len(r))
    r.extend(range(10))
    print(r)

    s = deque([1, 2, 3, 4, 5])
    s.popleft()
    try:
        for item in s:
            if item == 3:
                s.append(9)
    except RuntimeError as e:
        print("RuntimeError:", e)
    s.popleft()
    s[0] = "first"
    del s[1]
    print(s, s * 2, s + deque([0]))
    s.clear()
    s.appendleft(1)
    print(s, s.popleft(), s)

    big = deque()
    for i in range(3000):
        big.append(i)
        big.append(-i)
        big.popleft()
    print(len(big), big[0], big[-1], sum(big))
