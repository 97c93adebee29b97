from functools import reduce


def main():
    return reduce(lambda a, b: a * b, [])
