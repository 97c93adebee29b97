PREFIXES = ("usr", "grp", "svc")


def id_stream(prefix, *, start=1, width=4):
    n = start
    while True:
        yield f"{prefix}_{n:0{width}d}"
        n += 1


def main() -> None:
    streams = {p: id_stream(p, start=len(p) * 10) for p in PREFIXES}
    issued = []
    for round_no in range(3):
        for p in PREFIXES:
            for ident in streams[p]:
                issued.append(ident)
                break
    print(issued)
    print(all(a != b for a, b in zip(issued, issued[1:])))


if __name__ == "__main__":
    main()
