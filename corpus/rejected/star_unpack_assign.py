# rejects: starred assignment target
import clauz3


def main() -> int:
    readings = [7, 3, 9, 4]
    first, *rest = readings
    return first + len(rest)
