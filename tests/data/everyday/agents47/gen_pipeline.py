def read_lines(text):
    for raw in text.splitlines():
        line = raw.strip()
        if line and not line.startswith("#"):
            yield line


def parse_pairs(lines):
    for line in lines:
        key, _, value = line.partition("=")
        yield key.strip(), value.strip()


def typed(pairs):
    for k, v in pairs:
        if v.isdigit():
            yield k, int(v)
        elif v.lower() in ("true", "false"):
            yield k, v.lower() == "true"
        elif v.replace(".", "", 1).isdigit():
            yield k, float(v)
        else:
            yield k, v


CONFIG = """
# settings
name = demo
workers = 4
ratio = 0.75
debug = True
# trailing
path = /var/tmp
"""


def main():
    cfg = dict(typed(parse_pairs(read_lines(CONFIG))))
    for k, v in cfg.items():
        print(f"{k!s:>8} = {v!r} ({type(v).__name__})")
    gen = (x * x for x in range(5))
    print(next(gen), next(gen), list(gen), next(gen, "done"))
    squares = {k: v for k, v in cfg.items() if isinstance(v, (int, float)) and not isinstance(v, bool)}
    print(squares)

    def countdown(n):
        while n > 0:
            received = yield n
            n -= received or 1

    c = countdown(10)
    print(next(c), c.send(3), c.send(None), list(c))
    total = yield_sum = sum(i for i in range(10) if i % 3)
    return total, yield_sum


if __name__ == "__main__":
    main()
