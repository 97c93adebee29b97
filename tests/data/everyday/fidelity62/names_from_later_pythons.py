"""Names later Pythons added to modules (math.sumprod, itertools.batched: 3.12) are 3.11's AttributeError."""
import math
import itertools
import statistics as st
from math import sqrt


def main() -> None:
    try:
        print(math.sumprod([1], [2]))
    except AttributeError as e:
        print(e)
    try:
        print(itertools.batched([1, 2], 1))
    except AttributeError as e:
        print(e)
    try:
        f = math.fma
    except AttributeError as e:
        print(e)
    m = math
    try:
        print(m.sumprod)
    except AttributeError as e:
        print("v", e)
    print(hasattr(math, "sumprod"), hasattr(math, "sqrt"), sqrt(4.0), st.mean([1, 2]))
