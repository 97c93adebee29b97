"""Weighted scores where the weights come from a generator and `zip(strict=True)` guards the
pairing: a length mismatch is reported at the step where one side ends."""
from itertools import starmap
from operator import mul


def weights(spec):
    for part in spec.split(","):
        print(f"  reading weight {part.strip()}")
        yield float(part)


def score(values, spec):
    return sum(starmap(mul, zip(values, weights(spec), strict=True)))


def main():
    print(score([3, 4, 5], "0.5, 0.25, 0.25"))
    for values, spec in [([1, 2], "1, 2, 3"), ([1, 2, 3], "1, 2"), ([], "1"), ([7], "")]:
        try:
            print("score", score(values, spec))
        except ValueError as exc:
            print(f"rejected {values} / {spec!r}: {exc}")
    pairs = zip((c for c in "abc"), range(3), [True, False, True], strict=True)
    print(next(pairs), list(pairs))
    ragged = zip([1, 2, 3], (n for n in [1, 2]), "xyz", strict=True)
    try:
        for row in ragged:
            print("row", row)
    except ValueError as exc:
        print("ValueError:", exc)
    try:
        print("then", list(ragged))
    except ValueError as exc:
        print("then ValueError:", exc)
    print(dict(zip((k for k in ["a", "b"]), [1, 2], strict=True)), list(zip(strict=True)))
    for options in [{"strcit": True}, {"strict": True, "fill": None}, {"strict": 0}]:
        try:
            print(list(zip((n for n in [1]), [2], **options)), list(zip([1], [2], **options)))
        except TypeError as exc:
            print("TypeError:", exc)


if __name__ == "__main__":
    main()
