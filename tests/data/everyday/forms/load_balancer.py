SERVERS = ["a", "b", "c"]
WEIGHTS = {"a": 3, "b": 1, "c": 2}


def round_robin(servers):
    while True:
        yield from servers


def weighted(weights):
    while True:
        for name, w in weights.items():
            for _ in range(w):
                yield name


def main() -> None:
    rr = [s for s, _ in zip(round_robin(SERVERS), range(7))]
    print("rr:", rr)
    ww = [s for _, s in zip(range(12), weighted(WEIGHTS))]
    print("weighted:", ww)
    print({s: ww.count(s) for s in SERVERS})
