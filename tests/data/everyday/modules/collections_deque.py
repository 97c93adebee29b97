"""collections.deque as CPython has it."""
from collections import deque


def main():
    d = deque([1, 2, 3])
    d.append(4)
    d.appendleft(0)
    print(d, len(d), d[0], d[-1], 3 in d, list(d), isinstance(d, list))
    d.extend([5, 6])
    d.extendleft("ab")
    print(d, d.pop(), d.popleft(), d)
    d.rotate(2)
    print(d)
    d.rotate(-3)
    print(d, d.count(2), d.index(3), d.index(3, 1))
    d.remove(2)
    d.insert(1, "x")
    d.reverse()
    print(d, d.copy(), d == deque(d), d == list(d), deque() == deque([]))
    d[0] = "first"
    print(d[0], bool(deque()), bool(d), sorted(deque([3, 1, 2])), deque("abc"))
    window = deque(maxlen=3)
    for i in range(6):
        window.append(i)
        print(window, window.maxlen)
    window.appendleft(-1)
    print(window)
    window.extend(range(10, 15))
    print(window, deque(range(5), 2), deque(maxlen=0), deque([1, 2]).maxlen)
    print(deque([1]) + deque([2]), deque([1, 2], maxlen=3) + deque([3, 4]), deque("ab") * 2)
    q = deque([1])
    q += [2, 3]
    print(q, max(q), sum(q), [x * 2 for x in q], list(reversed(q)))
    for args in ((), (1,)):
        try:
            deque().pop(*args)
        except (IndexError, TypeError) as e:
            print(type(e).__name__, e)
    try:
        deque().popleft()
    except IndexError as e:
        print("IndexError:", e)
    try:
        deque([1])[5]
    except IndexError as e:
        print("IndexError:", e)
    try:
        deque([1]).remove(9)
    except ValueError as e:
        print("ValueError:", e)
    try:
        deque([1]).index(9)
    except ValueError as e:
        print("ValueError:", e)
    try:
        deque([1], maxlen=1).insert(0, 2)
    except IndexError as e:
        print("IndexError:", e)
    try:
        deque([1], maxlen=-1)
    except ValueError as e:
        print("ValueError:", e)
    try:
        deque([1, 2])[0:1]
    except TypeError as e:
        print("TypeError:", e)


if __name__ == "__main__":
    main()
