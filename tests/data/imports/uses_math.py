import math
from collections import Counter


def main() -> int:
    return 1 + 1
