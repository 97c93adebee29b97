from collections import namedtuple, OrderedDict, Counter
import collections
from typing import NamedTuple

Point = namedtuple("Point", "x y")

class Span(NamedTuple):
    start: int
    end: int

    @property
    def length(self):
        return self.end - self.start

    def shift(self, by):
        return self._replace(start=self.start + by, end=self.end + by)

def main():
    p = Point(3, 4)
    s = Span(2, 9)
    print(p, s, s.length, s.shift(3), s._asdict())
    print(isinstance(p, collections.abc.Sequence), isinstance(s, tuple), Span._fields, Span.__match_args__)
    c = Counter("mississippi")
    od = OrderedDict(sorted(c.items()))
    print(c.most_common(2), list(od.items())[:3], isinstance(od, collections.abc.MutableMapping))
    match s:
        case Span(start, end) if end > start:
            print(f"span {start}..{end}")
    x, y = p
    print(f"{x=} {y=} {p._replace(y=0)}")
