# A deque's append/appendleft/pop/popleft and a list's pop(), called the way programs call
# them: bounded deques, empty ones, iteration while they change, wrong arguments, subclasses.
from collections import deque


class Ledger(deque):
    def append(self, item):
        super().append(("logged", item))


class Plain(deque):
    pass


def attempt(label, action):
    try:
        print(label, action())
    except (IndexError, TypeError, RuntimeError) as e:
        print(label, type(e).__name__, e)


def main():
    q = deque()
    for i in range(6):
        q.append(i)
        q.appendleft(-i)
    print(q, len(q))
    print(q.pop(), q.popleft(), q.pop(), q.popleft(), q)
    bounded = deque(maxlen=3)
    for word in "a b c d e".split():
        bounded.append(word)
    print(bounded)
    bounded.appendleft("z")
    print(bounded, bounded.maxlen)
    print(bounded.pop(), bounded.popleft(), bounded.pop(), bounded)
    attempt("empty pop", lambda: bounded.pop())
    attempt("empty popleft", lambda: deque().popleft())
    attempt("pop with an index", lambda: deque([1, 2]).pop(0))
    attempt("append of nothing", lambda: deque().append())
    attempt("appendleft of two", lambda: deque().appendleft(1, 2))
    attempt("popleft with an argument", lambda: deque([1]).popleft(1))

    def grow_while_reading():
        d = deque([1, 2, 3])
        for x in d:
            d.append(x)
        return d

    def shrink_while_reading():
        d = deque([1, 2, 3])
        for x in d:
            d.popleft()
        return d

    attempt("append while iterating", grow_while_reading)
    attempt("popleft while iterating", shrink_while_reading)

    stack = []
    for i in range(5):
        stack.append(i * i)
    popped = []
    while stack:
        popped.append(stack.pop())
    print(popped, stack)
    attempt("pop of an empty list", lambda: [].pop())
    attempt("pop past the end", lambda: [1, 2].pop(5))
    nested = [[1], [2, 3]]
    inner = nested.pop()
    inner.append(4)
    print(nested, inner, nested.pop().pop(), nested)

    log = Ledger([0])
    log.append(1)
    log.appendleft(-1)
    print(log, log.pop(), log.popleft(), log)
    plain = Plain(range(3), maxlen=4)
    plain.append(3)
    plain.append(4)
    print(plain, plain.pop(), plain.popleft(), type(plain).__name__)

    window = deque()
    seen = []
    for i, v in enumerate([5, 1, 4, 2, 8, 3, 7, 6]):
        while window and window[-1][1] <= v:
            window.pop()
        window.append((i, v))
        if window[0][0] <= i - 3:
            window.popleft()
        seen.append(window[0][1])
    print(seen)
    return len(seen)
