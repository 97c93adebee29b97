def main(n: int) -> None:
    label = "%-5s|%03d" % ("ab", 7)
    assert label == "ab   |007"
    if n > 0:
        assert "{:>4}".format("x") == "   x"
