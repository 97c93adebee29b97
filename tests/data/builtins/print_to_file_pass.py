class Collector:
    def __init__(self):
        self.parts = []

    def write(self, text):
        self.parts.append(text)
        return len(text)


def main(n: int) -> int:
    n = n % 1000
    out = Collector()
    print("n =", n, file=out, end=".")
    assert out.parts[0] == "n ="
    assert len(out.parts) == 4
    return len(out.parts)
