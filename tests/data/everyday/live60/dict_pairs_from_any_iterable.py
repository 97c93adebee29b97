"""dict() and dict.update() take each pair from any iterable of two: bytes, strs, ranges."""
def main():
    print(dict([b"ab", bytearray(b"cd"), "ef", (1, 2), [3, 4], {5: 0, 6: 0}, range(7, 9)]))
    d = {}
    d.update(x for x in ["gh", b"ij"])
    print(d)
    for bad in ([1], [(1,)], ["abc"], [None]):
        try:
            dict(bad)
        except (TypeError, ValueError) as e:
            print(type(e).__name__, e)
        try:
            d.update(iter([("a", 1), "xy", 5]))
        except (TypeError, ValueError) as e:
            print(type(e).__name__, e)
if __name__ == "__main__":
    main()
