import itertools


def main():
    out = []
    for total in itertools.accumulate([1, 2, "3"]):
        out.append(total)
    return out
