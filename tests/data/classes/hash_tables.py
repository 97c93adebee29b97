class Mod3:
    """Every instance hashes alike: copies and merges keep keys apart without asking."""

    def __init__(self, n):
        self.n = n

    def __hash__(self):
        return 1

    def __eq__(self, o):
        return isinstance(o, Mod3) and self.n % 3 == o.n % 3

    def __repr__(self):
        return f"M{self.n}"


def main():
    s = {Mod3(0), Mod3(1), Mod3(2)}
    c = s.copy()
    d = {m: m.n for m in s}
    print(c, s | c, s & {Mod3(4)}, dict(d), d.copy(), d.keys() & {Mod3(5)}, s == c, set(s), frozenset(s))
    d2 = dict(d)
    d2.update({Mod3(3): 9})
    print(d2, {**d, Mod3(7): 1})
    return 0
