"""Report helpers with wildcard imports of the modelled standard library."""
from math import *
from statistics import *
from collections import *
from dataclasses import *
from typing import *


@dataclass
class Sample:
    name: str
    values: List[float] = field(default_factory=list)


def floor(x):
    return "own floor"


def main():
    s = Sample("temps", [3.5, 4.25, 9.0, 1.75])
    print(sqrt(16), pi > 3, ceil(2.1), gcd(12, 18), isclose(0.1 + 0.2, 0.3))
    print(mean(s.values), median(s.values), round(pstdev(s.values), 4))
    counts = Counter("mississippi")
    print(counts.most_common(2), floor(3.7))
    grouped = defaultdict(list)
    for v in s.values:
        grouped[v > 3].append(v)
    print(dict(grouped), asdict(s))
    print(inf, -inf < 0, isnan(nan))


if __name__ == "__main__":
    main()
