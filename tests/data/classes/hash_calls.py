"""Hash-call order: each key hashed, then compared with the stored keys of equal hash."""

from dataclasses import dataclass

LOG = []


class K:
    def __init__(self, v):
        self.v = v

    def __eq__(self, o):
        LOG.append(("eq", self.v, o.v if isinstance(o, K) else o))
        return isinstance(o, K) and self.v == o.v

    def __hash__(self):
        LOG.append(("hash", self.v))
        return self.v % 2

    def __repr__(self):
        return f"K({self.v})"


class T(K):
    def __eq__(self, o):
        return False


@dataclass(frozen=True)
class L:
    xs: list


class Boom:
    def __hash__(self):
        raise ValueError("no hash")


def main():
    s = {K(1), K(1), K(3), K(1)}
    print(s, LOG)
    LOG.clear()
    d = {K(2): "a"}
    print(d[K(2)], K(4) in d, LOG)
    LOG.clear()
    d[K(4)] = "b"
    print(d, LOG)
    try:
        {T(1): 1}
    except TypeError as e:
        print("TE", e)
    try:
        {L([1]): 1}
    except TypeError as e:
        print("TE", e)
    try:
        {Boom(): 1}
    except ValueError as e:
        print("VE", e)
    print(hash(K(True)), {True: 1, K(1): 2})
    return 0
