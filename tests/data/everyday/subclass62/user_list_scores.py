"""A validated list built on UserList, as agents write one."""
from collections import UserList


class Scores(UserList):
    def append(self, item):
        if not 0 <= item <= 100:
            raise ValueError(f"score out of range: {item}")
        super().append(item)

    def mean(self):
        return sum(self) / len(self) if self else 0.0


class Upper(UserList):
    def __getitem__(self, i):
        return str(self.data[i]).upper()


def main():
    s = Scores([70, 85])
    s.append(90)
    print(s, len(s), s.mean(), s[0], s[-1], 85 in s, list(s), sorted(s, reverse=True))
    try:
        s.append(101)
    except ValueError as e:
        print("ValueError:", e)
    both = s + [60]
    print(both, type(both).__name__, [1] + s, type([1] + s).__name__, s * 2, type(2 * s).__name__)
    s += [55]
    s.extend(Scores([40]))
    print(s, s.count(90), s.index(90), s.pop(), s.pop(0), s)
    s.insert(1, 99)
    s.sort()
    print(s, s == [55, 85, 90, 99], s != s.data, s < [60], s >= Scores([55]))
    s.reverse()
    s.remove(99)
    c = s.copy()
    c.append(1)
    print(s, c, type(c).__name__, isinstance(s, list), bool(Scores()), Scores().mean())
    u = Upper(["a", "b"])
    print(list(u), [x for x in u], u[1], "a" in u, u)
    s[0] = 7
    del s[1]
    print(s, s.data)
    try:
        hash(s)
    except TypeError as e:
        print("TypeError:", e)
    s.clear()
    print(s, len(s))


if __name__ == "__main__":
    main()
